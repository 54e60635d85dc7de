/**
 * The placeholders rule (src/lib/content-check/rules/entry/placeholders.ts): no placeholder of a scaffold is
 * left, in any collection: a line holding the mark ✎, or a sentence an earlier template wrote.
 * (Each scaffold's own placeholders: tests/unit/new-article.test.ts, new-service.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_MARK } from '../../../src/lib/scaffolds/placeholders';
import {
  copyContentForEachTest,
  edit,
  errors,
  lineIn,
  appendToArticle,
  articleFile,
  appendToArabic,
  arabicArticleFile,
} from './support';

copyContentForEachTest();

const slide = 'slides/slide-1.yaml';
const slideFile = `src/content/${slide}`;
const still = (quote: string, marked = true) =>
  `the template's placeholder "${quote}" is still here: replace it with what it asks for, in your own words${marked ? `, and delete the ${PLACEHOLDER_MARK}` : ''}`;

describe('npm run check: placeholders', () => {
  it('reports a marked placeholder in a field of any collection, on its line, quoting what to write', () => {
    edit(slide, (source) => source.replace(/^text: .*$/m, 'text: "✎ Write one sentence under the heading."'));
    expect(errors()).toEqual([
      `${slideFile}:${lineIn(slide, 'text: ')} — text: ${still('✎ Write one sentence under the heading.')}`,
    ]);
  });

  it('reports each line of a block of text that holds one, and reads no comment', () => {
    edit(
      slide,
      (source) =>
        `# Every text that starts with ✎ is a placeholder.\n${source.replace(/^text: .*$/m, 'text: |\n  Our own first paragraph, with its words.\n\n  ✎ Write a second paragraph.')}`,
    );
    expect(errors()).toEqual([
      `${slideFile}:${lineIn(slide, '✎ Write a second')} — text: ${still('✎ Write a second paragraph.')}`,
    ]);
  });

  it("reports one in an article's body, in either edition", () => {
    const english = appendToArticle('- ✎ Write a first point');
    const arabic = appendToArabic('✎ اكتب النقطة الأولى');
    expect(errors()).toEqual([
      `${articleFile}:${english} — body: ${still('✎ Write a first point')}`,
      `${arabicArticleFile}:${arabic} — body: ${still('✎ اكتب النقطة الأولى')}`,
    ]);
  });

  it("reports the sentences of an earlier template, unmarked, but not the same words in a copywriter's sentence", () => {
    const closing = appendToArticle(
      'End with what <CompanyName /> does about it and an invitation to ask for a free consultation.',
    );
    const point = appendToArticle('- a first point');
    appendToArticle('Our team is a first point of contact for tenants, day and night.');
    expect(errors()).toEqual([
      `${articleFile}:${closing} — body: ${still('End with what <CompanyName /> does about it and an invitation to', false)}`,
      `${articleFile}:${point} — body: ${still('a first point', false)}`,
    ]);
  });
});
