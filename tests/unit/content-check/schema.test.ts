/**
 * The schema rule (src/lib/content-check/schema.ts): every field as its collection's schema says,
 * a translation by its own.
 */
import { describe, expect, it } from 'vitest';
import {
  copyContentForEachTest,
  edit,
  errors,
  article,
  articleFile,
  arabicArticle,
  arabicArticleFile,
} from './support';

copyContentForEachTest();

describe('npm run check: fields, by the schemas', () => {
  it('reports a missing title', () => {
    edit(article, (source) => source.replace(/^title: .*\n/m, ''));
    expect(errors()).toEqual([`${articleFile}:2 — title: title is missing`]);
  });

  it('reports a title that is too long, with its length and its real line', () => {
    edit(article, (source) => source.replace(/^title: .*$/m, `title: "${'Long title '.repeat(10).trim()}"`));
    expect(errors()).toEqual([
      `${articleFile}:2 — title: title is too long: write at most 60 characters (this one has 109)`,
    ]);
  });

  it('reports a description that is too long', () => {
    edit(article, (source) => source.replace(/^description: .*$/m, `description: "${'d'.repeat(161)}"`));
    expect(errors()).toEqual([
      `${articleFile}:3 — description: description is too long: write at most 160 characters (this one has 161)`,
    ]);
  });

  it('reports a bad date', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, 'date: 20 September'));
    expect(errors()).toEqual([`${articleFile}:4 — date: write the date as year-month-day, for example 2024-08-09`]);
  });

  it('reports a misspelt field instead of ignoring it', () => {
    edit(article, (source) => source.replace(/^excerpt:/m, 'exerpt:'));
    expect(errors()).toEqual([
      `${articleFile}:2 — excerpt: excerpt is missing`,
      `${articleFile}:2: unknown field "exerpt": check its spelling against docs/content-guide.md`,
    ]);
  });

  it('reports a draft field that is not true or false', () => {
    edit(article, (source) => source.replace(/^date: .*$/m, '$&\ndraft: yes please'));
    expect(errors()).toEqual([`${articleFile}:5 — draft: draft must be true or false`]);
  });

  it("checks a translation against its collection's schema, on the translation's line", () => {
    edit(arabicArticle, (source) => source.replace(/^title: .*$/m, `title: "${'عنوان طويل '.repeat(7).trim()}"`));
    expect(errors()).toEqual([
      `${arabicArticleFile}:2 — title: title is too long: write at most 60 characters (this one has 76)`,
    ]);
  });

  it('checks the settings translation against the translation schema: words only, no numbers', () => {
    edit('settings/ar/site.yaml', (source) =>
      source.replace(/^companyName: .*\n/m, '').replace(/^tagline: /m, 'phone: "+971 4 555 0142"\ntagline: '),
    );
    expect(errors()).toEqual([
      'src/content/settings/ar/site.yaml:1 — companyName: companyName is missing',
      'src/content/settings/ar/site.yaml:1: unknown field "phone": check its spelling against docs/content-guide.md',
    ]);
  });
});
