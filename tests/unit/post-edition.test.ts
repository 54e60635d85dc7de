/**
 * Which edition a contact post came from: the form's `lang` field, or for an answer given before
 * the body is read, the query, its route (an edition's own page's) and then the page it was sent
 * from; English otherwise.
 */
import { describe, expect, it } from 'vitest';
import { arabicCount } from '../../src/lib/i18n/arabic-count';
import { postEdition } from '../../src/server/lead-form/post';
import { westernDigits } from '../../src/shared/digits';
import { toEdition } from '../../src/shared/editions';

const request = (url: string, referer?: string) =>
  new Request(url, { method: 'POST', headers: referer ? { Referer: referer } : {} });

describe('toEdition', () => {
  it('is Arabic for `ar` only, English for anything else', () => {
    expect(toEdition('ar')).toBe('ar');
    for (const value of ['en', 'AR', ' ar', 'ar-AE', 'fr', '', undefined, null, 1, ['ar']]) {
      expect(toEdition(value), String(value)).toBe('en');
    }
  });
});

describe('postEdition', () => {
  it('follows the form’s own field over the query and the page', () => {
    const arabicPage = request('https://example.ae/mail.php?lang=en', 'https://example.ae/ar/contact');
    expect(postEdition(arabicPage, { lang: 'en' })).toBe('en');
    expect(postEdition(request('https://example.ae/mail.php'), { lang: 'ar' })).toBe('ar');
    expect(postEdition(request('https://example.ae/mail.php'), { lang: 'de' })).toBe('en');
  });

  it('without the field, follows a `lang` query parameter, then its route, then the page it was sent from', () => {
    expect(postEdition(request('https://example.ae/mail.php?lang=ar'))).toBe('ar');
    expect(postEdition(request('https://example.ae/mail.php?lang=en', 'https://example.ae/ar/contact'))).toBe('en');
    expect(postEdition(request('https://example.ae/ar/contact/send'))).toBe('ar');
    expect(postEdition(request('https://example.ae/contact/send', 'https://example.ae/ar'))).toBe('en');
    expect(postEdition(request('https://example.ae/mail.php', 'https://example.ae/ar/contact'), {})).toBe('ar');
    expect(postEdition(request('https://example.ae/book/send.json', 'https://example.ae/ar/book'))).toBe('ar');
  });

  it('is English for the seed’s contract and for pages that only look Arabic', () => {
    expect(postEdition(request('https://example.ae/mail.php'), { name: 'x' })).toBe('en');
    expect(postEdition(request('https://example.ae/mail.php'))).toBe('en');
    for (const referer of [
      'https://example.ae/contact',
      'https://example.ae/articles/ar-tips',
      'https://example.ae/arabic',
      'https://example.ae/contact?from=/ar/contact',
      'not a url',
    ]) {
      expect(postEdition(request('https://example.ae/mail.php', referer)), referer).toBe('en');
    }
  });
});

describe('westernDigits', () => {
  it('turns Arabic-Indic and Persian digits into 0-9 and leaves everything else', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('+971 (٥٠) ۱23-4.5')).toBe('+971 (50) 123-4.5');
    expect(westernDigits('رقم ٣')).toBe('رقم 3');
  });
});

describe('arabicCount', () => {
  const seconds = { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' };
  const characters = { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' };

  it('writes the number in Western digits, with the noun in the form the number takes', () => {
    expect(arabicCount(1, seconds)).toBe('ثانية واحدة');
    expect(arabicCount(2, seconds)).toBe('ثانيتين');
    expect(arabicCount(3, seconds)).toBe('3 ثوانٍ');
    expect(arabicCount(10, seconds)).toBe('10 ثوانٍ');
    expect(arabicCount(11, seconds)).toBe('11 ثانية');
    expect(arabicCount(60, seconds)).toBe('60 ثانية');
    expect(arabicCount(30, characters)).toBe('30 حرفًا');
    expect(arabicCount(100, characters)).toBe('100 حرف');
    expect(arabicCount(254, characters)).toBe('254 حرفًا');
    expect(arabicCount(5000, characters)).toBe('5000 حرف');
  });
});
