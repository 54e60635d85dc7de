/**
 * The addresses rule (src/lib/content-check/rules/content/addresses.ts): no two files, and no file and a page of
 * the site, at one address.
 */
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyContentForEachTest, content, errors, article, arabicArticle, arabicArticleFile } from './support';

copyContentForEachTest();

describe('npm run check: addresses', () => {
  it('reports two articles that would publish at the same address', () => {
    cpSync(join(content(), article), join(content(), 'articles/AC-Installation-Services-in-UAE.mdx'));
    expect(errors()).toEqual([
      `src/content/articles/ac-installation-services-in-uae.mdx: its address /ac-installation-services-in-uae is the same as src/content/articles/AC-Installation-Services-in-UAE.mdx's (letter case aside): rename one of the files`,
    ]);
  });

  it('reports two translations at one address, but never a translation and its original', () => {
    cpSync(join(content(), arabicArticle), join(content(), 'articles/ar/AC-Installation-Services-in-UAE.mdx'));
    expect(errors()).toEqual([
      `${arabicArticleFile}: its address /ar/ac-installation-services-in-uae is the same as src/content/articles/ar/AC-Installation-Services-in-UAE.mdx's (letter case aside): rename one of the files`,
    ]);
  });
});
