/**
 * The typed-contacts rule (src/lib/content-check/rules/entry/typed-contacts.ts): no phone number or e-mail
 * written out in a YAML field.
 */
import { describe, expect, it } from 'vitest';
import {
  appendToArabic,
  appendToArticle,
  arabicArticleFile,
  articleFile,
  copyContentForEachTest,
  edit,
  errors,
} from './support';

copyContentForEachTest();

describe('npm run check: contacts typed in content', () => {
  it('reports a YAML text field holding a phone number, but not the settings file', () => {
    edit('services/hvac-system-in-dubai-uae.yaml', (source) =>
      source.replace('name: "HVAC Systems"', 'name: "HVAC Systems, call 04 555 0142"'),
    );
    expect(errors()).toEqual([
      'src/content/services/hvac-system-in-dubai-uae.yaml:5 — name: the phone number 04 555 0142 is typed as text: phone numbers live only in settings/site.yaml, which every page already shows; remove it here',
    ]);
  });

  it('reports an e-mail address typed in a YAML text field', () => {
    edit('testimonials/crescent-towers.yaml', (source) =>
      source.replace('company: Crescent Towers', 'company: Crescent Towers (facilities@crescent-towers.ae)'),
    );
    expect(errors()).toEqual([
      'src/content/testimonials/crescent-towers.yaml:4 — company: the e-mail address facilities@crescent-towers.ae is typed as text: the address lives only in settings/site.yaml, which every page already shows; remove it here',
    ]);
  });
});

describe('npm run check: phone numbers typed as people type them', () => {
  const fix = 'is typed as text: write <PhoneLink /> and the site fills in the number from settings/site.yaml';

  it('reports each form a number is typed in, in an article of either edition, with <PhoneLink /> as the fix', () => {
    const brackets = appendToArticle('Call (04) 321 9876 for a visit.');
    const dashes = appendToArticle('Call +971-4-321-9876 for a visit.');
    const mobile = appendToArticle('Or our engineer on 050 123 4567.');
    const arabicIndic = appendToArabic('اتصل بنا على ٠٤ ٣٢١ ٩٨٧٦ اليوم.');
    const easternArabicIndic = appendToArabic('أو على الجوال ۰۵۰ ۱۲۳ ۴۵۶۷.');
    expect(errors()).toEqual([
      `${articleFile}:${brackets} — body: the phone number (04) 321 9876 ${fix}`,
      `${articleFile}:${dashes} — body: the phone number +971-4-321-9876 ${fix}`,
      `${articleFile}:${mobile} — body: the phone number 050 123 4567 ${fix}`,
      `${arabicArticleFile}:${arabicIndic} — body: the phone number ٠٤ ٣٢١ ٩٨٧٦ ${fix}`,
      `${arabicArticleFile}:${easternArabicIndic} — body: the phone number ۰۵۰ ۱۲۳ ۴۵۶۷ ${fix}`,
    ]);
  });

  it("reports a number in a call-to-action's title and label, and in a picture's description", () => {
    const title = appendToArticle(
      '<CallToAction title="Call 04 321 9876 today" label="Ask for a visit" href="https://www.dm.gov.ae">\n  Or write to us.\n</CallToAction>',
    );
    const label = appendToArticle(
      '<CallToAction title="Need a visit?" label="050 123 4567" href="https://www.dm.gov.ae">\n  Or write to us.\n</CallToAction>',
    );
    const picture = appendToArticle('![Our van, number 050 123 4567 on its side](../../assets/art/ac.svg)');
    expect(errors()).toEqual([
      `${articleFile}:${title} — body: the phone number 04 321 9876 ${fix}`,
      `${articleFile}:${label} — body: the phone number 050 123 4567 ${fix}`,
      `${articleFile}:${picture} — body: the phone number 050 123 4567 ${fix}`,
    ]);
  });

  it("reports a number typed with Arabic-Indic digits in a service's text", () => {
    const service = 'services/ar/hvac-system-in-dubai-uae.yaml';
    edit(service, (source) => source.replace(/^(name: ".*)"$/m, '$1 - اتصل ٠٤ ٣٢١ ٩٨٧٦"'));
    expect(errors()).toEqual([
      `src/content/${service}:5 — name: the phone number ٠٤ ٣٢١ ٩٨٧٦ is typed as text: phone numbers live only in settings/site.yaml, which every page already shows; remove it here`,
    ]);
  });

  it('takes no year, price, size, date or reference code for a phone number', () => {
    appendToArticle(
      'Since 2014 we have looked after 1,200 sq ft flats and 12,000 sq ft offices. A visit costs AED 350, ' +
        'a yearly contract AED 12,500.00 and a tower AED 1,250,000. Our quote of 15/08/2024 (2024-08-15, ' +
        'reference BH-000123, permit 01-234-5678, work order 00123456789) covers 24/7 support, 365 days a year, ' +
        'as it did between 2019 and 2024 at 40 °C.',
    );
    appendToArabic(
      'منذ عام ٢٠١٤ نعتني بشقق مساحتها ١٬٢٠٠ قدم مربع، بسعر ٣٥٠ درهمًا للزيارة و١٢٬٥٠٠ درهم للعقد السنوي، ' +
        'وفق عرض بتاريخ ١٥/٠٨/٢٠٢٤ برقم مرجعي BH-000123 وتصريح ٠١-٢٣٤-٥٦٧٨ وأمر عمل ٠٠١٢٣٤٥٦٧٨٩، في عام 2024.',
    );
    expect(errors()).toEqual([]);
  });
});
