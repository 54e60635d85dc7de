/**
 * The company's name, phone numbers and e-mail address are written only in the settings file:
 * no page, component or article may type them (they read settings, or use <CompanyName />,
 * <PhoneLink /> and <EmailLink />), so a change in settings changes the whole site.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const settings = parse(readFileSync('src/content/settings/site.yaml', 'utf8')) as Record<string, string>;
const digits = (phone: string) => phone.replace(/\D/g, '');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(astro|tsx?|mdx|ya?ml|css)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('company details', () => {
  const sources = files('src').filter((file) => file !== join('src/content/settings/site.yaml'));
  const shortName = settings.companyName!.replace(/\s+L\.?L\.?C\.?$/i, '');

  it.each(sources)('%s does not type the company name, phone, mobile or e-mail', (file) => {
    const text = readFileSync(file, 'utf8');
    const textDigits = text.replace(/[\s()-]/g, '');
    expect(text).not.toContain(shortName);
    expect(text).not.toContain(settings.shortName);
    expect(text).not.toContain(settings.email);
    expect(textDigits).not.toContain(digits(settings.phone!));
    expect(textDigits).not.toContain(digits(settings.mobile!));
  });
});

describe('the logo', () => {
  it('is the favicon too: public/favicon.svg is a copy of src/assets/logo.svg (copy it after changing the logo)', () => {
    expect(readFileSync('public/favicon.svg', 'utf8').trim()).toBe(readFileSync('src/assets/logo.svg', 'utf8').trim());
  });
});

describe('the editions', () => {
  // The Arabic language's own rules (its plural forms, its article "ال" in a search) are about the
  // language, not the edition: they stay where the language is handled.
  const languageRules = ['src/lib/i18n/arabic-count.ts', 'src/browser/search/results.ts'];
  const owners = ['src/shared/editions.ts', 'src/lib/i18n/index.ts', 'src/lib/i18n/en.ts', 'src/lib/i18n/ar.ts'];
  const sources = files('src').filter(
    (file) => !file.startsWith(join('src/content')) && ![...owners, ...languageRules].includes(file),
  );
  const code = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');

  it.each(sources)('%s names no edition code or address prefix (src/shared/editions.ts has them)', (file) => {
    const text = code(file);
    expect(text).not.toMatch(/['"`]\/?(en|ar)['"`/]/);
    expect(text).not.toMatch(/\\\/ar\b|\(\?:ar\\\//);
  });
});
