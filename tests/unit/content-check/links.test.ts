/**
 * The links rule (src/lib/content-check/rules/content/links.ts): every internal link leads to a published page
 * of the linking page's edition.
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copyContentForEachTest,
  root,
  content,
  edit,
  errors,
  warnings,
  arabic,
  lineIn,
  article,
  articleFile,
  appendToArticle,
  arabicArticle,
  arabicArticleFile,
  appendToArabic,
} from './support';

copyContentForEachTest();

describe('npm run check: links', () => {
  it('reports a link in an article that leads to no page, on its line', () => {
    const line = appendToArticle('See [our old page](/services/hvac) for more.');
    const lastArabicLink = lineIn(arabic(article), '](/ar/contact)');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: the link /services/hvac leads to no page of the site`,
      // The translation does not have the new link: it is told where it goes.
      `src/content/${arabic(article)}:${lastArabicLink} — body: the link /ar/services/hvac is missing after the link on this line: the English original links to /services/hvac at ${articleFile}:${line}; add it in the same place`,
    ]);
  });

  it('reports a service point whose link leads to no page', () => {
    edit('services/building-facility-management-in-uae.yaml', (source) =>
      source.replace('link: /facade-cleaning-services-in-dubai', 'link: /facade-cleaning'),
    );
    expect(errors()).toEqual([
      "src/content/services/building-facility-management-in-uae.yaml:20 — the first point's link: the link /facade-cleaning leads to no page of the site",
      "src/content/services/ar/building-facility-management-in-uae.yaml:20 — the first point's link: the link /ar/facade-cleaning-services-in-dubai leads elsewhere than the English original's /facade-cleaning (src/content/services/building-facility-management-in-uae.yaml:20): write /ar/facade-cleaning, or change both files to the same page",
    ]);
  });

  it('reports a link to a draft, which the built site leaves out', () => {
    const linking = 'src/content/articles/safety-compliance-in-dubai-commercial-buildings.mdx';
    const source = readFileSync(join(root(), linking), 'utf8');
    const line = source.slice(0, source.indexOf('](/lifting-equipment-in-dubai')).split('\n').length;
    edit('articles/lifting-equipment-in-dubai.mdx', (text) => text.replace(/^date: .*$/m, '$&\ndraft: true'));
    expect(errors()).toEqual([
      "src/content/services/building-facility-management-in-uae.yaml:26 — the fourth point's link: the link /lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft",
      `${linking}:${line} — body: the link /lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft`,
    ]);
    expect(warnings()).toEqual([]);
  });

  it('reports a link to an Arabic page that does not exist, naming the file that would make it', () => {
    const unlinked = 'articles/choosing-right-facility-management-company-dubai.mdx';
    rmSync(join(content(), arabic(unlinked)));
    appendToArticle('Read [how to choose a company](/choosing-right-facility-management-company-dubai).');
    const line = appendToArabic('اقرأ [كيف تختار شركة](/ar/choosing-right-facility-management-company-dubai).');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: the link /ar/choosing-right-facility-management-company-dubai leads to no page of the site: there is no Arabic page /ar/choosing-right-facility-management-company-dubai yet (src/content/${arabic(unlinked)} does not exist); link to /choosing-right-facility-management-company-dubai until there is`,
    ]);
    // Linking to the English page until the translation exists is allowed, with a reminder.
    edit(arabicArticle, (source) => source.replace('(/ar/choosing-right', '(/choosing-right'));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      `${arabicArticleFile}:${line} — body: the link /choosing-right-facility-management-company-dubai leads to the English page: there is no Arabic page /ar/choosing-right-facility-management-company-dubai yet (src/content/${arabic(unlinked)}); when there is, write /ar/choosing-right-facility-management-company-dubai`,
      `src/content/${unlinked}: no Arabic translation yet (src/content/${arabic(unlinked)}): the article is published in English only`,
    ]);
  });

  it('knows which Arabic pages exist: /ar/privacy once pages/ar/privacy.yaml does, never /ar/demo', () => {
    rmSync(join(content(), 'pages/ar/privacy.yaml'), { force: true });
    appendToArticle('Read our [privacy notice](/privacy) or see the [demo](/demo).');
    const line = appendToArabic('اقرأ [إشعار الخصوصية](/ar/privacy) أو شاهد [العرض](/ar/demo).');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: the link /ar/privacy leads to no page of the site: there is no Arabic page /ar/privacy yet (src/content/pages/ar/privacy.yaml does not exist); link to /privacy until there is`,
      `${arabicArticleFile}:${line} — body: the link /ar/demo leads to no page of the site: /demo has no Arabic edition; write /demo`,
    ]);
    cpSync(join(content(), 'pages/privacy.yaml'), join(content(), 'pages/ar/privacy.yaml'));
    edit(arabicArticle, (source) => source.replace('(/ar/demo)', '(/demo)'));
    expect(errors()).toEqual([]);
  });

  it('reports a link from an Arabic page to an Arabic draft', () => {
    edit(arabic('articles/lifting-equipment-in-dubai.mdx'), (text) => text.replace(/^date: .*$/m, '$&\ndraft: true'));
    const linking = arabic('articles/safety-compliance-in-dubai-commercial-buildings.mdx');
    const line = lineIn(linking, '](/ar/lifting-equipment-in-dubai');
    expect(errors()).toEqual([
      "src/content/services/ar/building-facility-management-in-uae.yaml:26 — the fourth point's link: the link /ar/lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft",
      `src/content/${linking}:${line} — body: the link /ar/lifting-equipment-in-dubai leads to a draft, which is not on the built site: remove the link or publish the draft`,
    ]);
  });

  it('says to write /ar/contact when an Arabic page links to the English /contact', () => {
    const plumbing = arabic('articles/common-plumbing-issues-in-dubai-solutions.mdx');
    const line = lineIn(plumbing, '](/ar/contact)');
    edit(plumbing, (source) => source.replace('](/ar/contact)', '](/contact)'));
    expect(errors()).toEqual([
      `src/content/${plumbing}:${line} — body: write /ar/contact: a link in an Arabic page leads to the Arabic page`,
    ]);
  });
});
