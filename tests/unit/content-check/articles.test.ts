/**
 * The articles rule (src/lib/content-check/rules/entry/articles.ts): an article's body compiles as the build
 * does, with article components only, and its date has come.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  copyContentForEachTest,
  content,
  edit,
  errors,
  warnings,
  arabic,
  articleFile,
  appendToArticle,
  arabicArticleFile,
  appendToArabic,
} from './support';

copyContentForEachTest();

describe('npm run check: article bodies (MDX, compiled as the build does) and dates', () => {
  it('reports a future date, and accepts it on a draft', () => {
    // An article no other file links to, so holding it back as a draft breaks no link.
    const unlinked = 'articles/choosing-right-facility-management-company-dubai.mdx';
    // Both editions: a translation keeps its original's date.
    for (const file of [unlinked, arabic(unlinked)]) {
      edit(file, (source) => source.replace(/^date: .*$/m, 'date: 2099-01-15'));
    }
    const future = (file: string) =>
      `src/content/${file}:4 — date: the date 2099-01-15 is in the future: the article would go live now with a date readers have not reached; write today's date, or add draft: true until it is ready`;
    expect(errors()).toEqual([future(unlinked), future(arabic(unlinked))]);
    for (const file of [unlinked, arabic(unlinked)]) {
      edit(file, (source) => source.replace(/^date: .*$/m, 'date: 2099-01-15\ndraft: true'));
    }
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('reports an unclosed tag with the line and the fix, not the compiler wording', () => {
    const line = appendToArticle('Call us on <PhoneLink for a quote.');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: a tag is not finished: every component ends with /> (e.g. <PhoneLink />) or has a closing tag; to write a less-than sign, write \\<`,
    ]);
  });

  it('reports a missing closing tag', () => {
    const line = appendToArticle('<CallToAction>\n\nBook a survey today.');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: <CallToAction> is opened but never closed: add </CallToAction> after its text, or write <CallToAction /> if it holds nothing`,
    ]);
  });

  it('reports a misspelt component and suggests the right one', () => {
    const line = appendToArticle('Call <PhoneNumber /> today.');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: <PhoneNumber> is not a component articles can use: did you mean <PhoneLink />? The components are <CallToAction />, <CompanyName />, <EmailLink />, <PhoneLink />`,
    ]);
  });

  it('reports a component outside the article set', () => {
    const line = appendToArticle('<Carousel />');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: <Carousel> is not a component articles can use: use one of <CallToAction />, <CompanyName />, <EmailLink />, <PhoneLink />`,
    ]);
  });

  it.each(['script', 'iframe', 'style'])('reports a raw <%s>', (tag) => {
    const line = appendToArticle(`<${tag}>{"x"}</${tag}>`);
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: a raw <${tag}> is not allowed in an article: remove it (a video goes in the video field; anything else, ask a developer)`,
    ]);
  });

  it('reports an inline on…= handler', () => {
    const line = appendToArticle('<a href="#top" onClick="steal()">Top</a>');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: the inline handler onClick= on <a> is not allowed (it would run code on the page): remove it`,
    ]);
  });

  it('reports a level-1 heading in the body', () => {
    const line = appendToArticle('# A second title');
    expect(errors()).toEqual([
      `${articleFile}:${line} — body: a level-1 heading (# …) is in the body: the title is already the page's heading; start the line with ## instead`,
    ]);
  });

  it('reports a phone number or e-mail typed as text, and a hand-made tel: link', () => {
    const phone = appendToArticle('Call +971 4 555 0142 now.');
    const email = appendToArticle('Or write to sales@burjhorizon.ae.');
    const tel = appendToArticle('[Call us](tel:+97145550142)');
    expect(errors()).toEqual([
      `${articleFile}:${phone} — body: the phone number +971 4 555 0142 is typed as text: write <PhoneLink /> and the site fills in the number from settings/site.yaml`,
      `${articleFile}:${email} — body: the e-mail address sales@burjhorizon.ae is typed as text: write <EmailLink /> and the site fills in the address from settings/site.yaml`,
      `${articleFile}:${tel} — body: the link tel:+97145550142 types a contact by hand: write <PhoneLink /> instead, which reads settings/site.yaml`,
    ]);
  });

  it('reports every problem across files in one run', () => {
    const heading = appendToArticle('# Big title\n\n<script>{"x"}</script>');
    edit('articles/best-hvac-services-in-dubai.mdx', (source) => `${source.trimEnd()}\n\nCall <PhoneLink\n`);
    const lines = readFileSync(join(content(), 'articles/best-hvac-services-in-dubai.mdx'), 'utf8').split('\n');
    const problems = errors();
    expect(problems).toHaveLength(3);
    expect(problems).toContain(
      `src/content/articles/best-hvac-services-in-dubai.mdx:${lines.length - 1} — body: a tag is not finished: every component ends with /> (e.g. <PhoneLink />) or has a closing tag; to write a less-than sign, write \\<`,
    );
    expect(problems.filter((problem) => problem.startsWith(`${articleFile}:${heading} `))).toHaveLength(1);
    expect(problems.filter((problem) => problem.startsWith(`${articleFile}:${heading + 2} `))).toHaveLength(1);
  });

  it('reports a phone number typed in a translation', () => {
    const line = appendToArabic('اتصل بنا على 04 555 0142 اليوم.');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: the phone number 04 555 0142 is typed as text: write <PhoneLink /> and the site fills in the number from settings/site.yaml`,
    ]);
  });

  it("applies the article rules to a translation's body", () => {
    const line = appendToArabic('# عنوان ثانٍ');
    expect(errors()).toEqual([
      `${arabicArticleFile}:${line} — body: a level-1 heading (# …) is in the body: the title is already the page's heading; start the line with ## instead`,
    ]);
  });
});
