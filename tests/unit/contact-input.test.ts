/**
 * The contact form's checks in both editions: the same rules, each message in the visitor's
 * language (the wording is pinned here, as copy), and mobile numbers typed on an Arabic
 * keyboard stored with Western digits.
 */
import { describe, expect, it } from 'vitest';
import { parseContact, type ParsedContact } from '../../src/server/contact/input';
import { cleanMobile } from '../../src/server/lead-form/fields';
import type { Edition } from '../../src/shared/editions';

const valid = { name: 'Fatima Al Marri', email: 'fatima@example.com', mobile: '', message: 'Please call me.' };

function errorsOf(form: Record<string, string>, lang?: Edition) {
  const parsed: ParsedContact = parseContact(form, lang);
  if (parsed.ok) throw new Error(`expected errors for ${JSON.stringify(form)}`);
  return parsed.errors;
}

function inputOf(form: Record<string, string>, lang?: Edition) {
  const parsed = parseContact(form, lang);
  if (!parsed.ok) throw new Error(`unexpected errors: ${JSON.stringify(parsed.errors)}`);
  return parsed.input;
}

const blank = { name: '  ', email: '', message: '\n' };
const malformed = { name: 'Fatima', email: 'not-an-address', mobile: '050 123 abc', message: 'hi' };
const tooLong = {
  name: 'n'.repeat(101),
  email: `${'e'.repeat(250)}@x.ae`,
  mobile: '1'.repeat(31),
  message: 'm'.repeat(5001),
};

describe('field messages in English (no language, or `en`)', () => {
  it('says what is missing, whether the field was left empty or left out', () => {
    const expected = {
      name: 'Please enter your name',
      email: 'Please enter your e-mail address',
      message: 'Please tell us how we can help',
    };
    expect(errorsOf(blank)).toEqual(expected);
    expect(errorsOf({}, 'en')).toEqual(expected);
  });

  it('says what is wrong with a malformed address or number', () => {
    expect(errorsOf(malformed)).toEqual({
      email: 'Please enter a valid e-mail address, like name@example.com',
      mobile: 'Please enter a phone number using digits, spaces and +',
    });
  });

  it('gives each field its limit', () => {
    expect(errorsOf(tooLong)).toEqual({
      name: 'Please keep your name under 100 characters',
      email: 'That e-mail address is too long',
      mobile: 'Please keep the number under 30 characters',
      message: 'Please keep your message under 5000 characters',
    });
  });
});

describe('field messages in Arabic', () => {
  it('says what is missing, whether the field was left empty or left out', () => {
    const expected = {
      name: 'يُرجى كتابة اسمك',
      email: 'يُرجى كتابة بريدك الإلكتروني',
      message: 'يُرجى إخبارنا كيف يمكننا مساعدتك',
    };
    expect(errorsOf(blank, 'ar')).toEqual(expected);
    expect(errorsOf({}, 'ar')).toEqual(expected);
  });

  it('says what is wrong with a malformed address or number', () => {
    expect(errorsOf(malformed, 'ar')).toEqual({
      email: 'يُرجى كتابة بريد إلكتروني صحيح، مثل name@example.com',
      mobile: 'يُرجى كتابة رقم الهاتف بالأرقام والمسافات وعلامة + فقط',
    });
  });

  it('gives each limit in Western digits, the counted noun agreeing with the number', () => {
    expect(errorsOf(tooLong, 'ar')).toEqual({
      name: 'يُرجى ألّا يزيد اسمك على 100 حرف',
      email: 'عنوان البريد الإلكتروني هذا طويل جدًا',
      mobile: 'يُرجى ألّا يزيد رقم الهاتف على 30 حرفًا',
      message: 'يُرجى ألّا تزيد رسالتك على 5000 حرف',
    });
  });

  it('has no English and no Eastern digits in any message', () => {
    const all = [blank, malformed, tooLong].flatMap((form) => Object.values(errorsOf(form, 'ar')));
    expect(all).toHaveLength(9);
    for (const message of all) {
      expect(message.replace('name@example.com', '')).not.toMatch(/[A-Za-z]/);
      expect(message).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
  });

  it('checks the same rules as English: what one edition accepts, so does the other', () => {
    for (const form of [valid, { ...valid, mobile: '+971 (4) 123-45.67' }, blank, malformed, tooLong]) {
      const en = parseContact(form, 'en');
      const ar = parseContact(form, 'ar');
      expect(ar.ok).toBe(en.ok);
      if (!en.ok && !ar.ok) expect(Object.keys(ar.errors)).toEqual(Object.keys(en.errors));
      if (en.ok && ar.ok) expect(ar.input).toEqual(en.input);
    }
  });
});

describe('mobile numbers typed on an Arabic keyboard', () => {
  it('are accepted with Arabic-Indic or Persian digits and kept with Western ones', () => {
    expect(inputOf({ ...valid, mobile: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧' }, 'ar').mobile).toBe('+971 50 123 4567');
    expect(inputOf({ ...valid, mobile: '۰۵۰-۹۸۷-۶۵۴۳' }, 'ar').mobile).toBe('050-987-6543');
    expect(inputOf({ ...valid, mobile: '(٠٤) 123 ٤5٦٧' }).mobile).toBe('(04) 123 4567');
  });

  it('lose the invisible direction marks a phone adds to a copied number', () => {
    expect(cleanMobile('\u202A+971 50 123 4567\u202C')).toBe('+971 50 123 4567');
    expect(inputOf({ ...valid, mobile: '\u200F+٩٧١\u200E ٥٠ ١٢٣ ٤٥٦٧\u2069' }, 'ar').mobile).toBe('+971 50 123 4567');
  });

  it('still refuse anything but digits, spaces and + ( ) . -, the Arabic comma included', () => {
    expect(errorsOf({ ...valid, mobile: '٠٥٠، ١٢٣' }, 'ar')).toEqual({
      mobile: 'يُرجى كتابة رقم الهاتف بالأرقام والمسافات وعلامة + فقط',
    });
    expect(errorsOf({ ...valid, mobile: '050 123 4567 ext' })).toHaveProperty('mobile');
  });
});
