/**
 * The copy is long enough to be useful and to rank: every article at least 700 words, every
 * service page at least 600 (issue 3). Counts words a reader sees: components and Markdown
 * syntax are not words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { splitFrontmatter } from '../../src/lib/content-check';

const words = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/[#*_>[\]`-]/g, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;

describe('copy length', () => {
  const articles = readdirSync('src/content/articles').filter((name) => name.endsWith('.mdx'));
  const services = readdirSync('src/content/services').filter((name) => name.endsWith('.yaml'));

  it('has the 24 articles and 9 services of the spec', () => {
    expect(articles).toHaveLength(24);
    expect(services).toHaveLength(9);
  });

  it.each(articles)('article %s has at least 700 words', (name) => {
    const { body } = splitFrontmatter(readFileSync(join('src/content/articles', name), 'utf8'))!;
    expect(words(body)).toBeGreaterThanOrEqual(700);
  });

  it.each(services)('service %s has at least 600 words', (name) => {
    const data = parse(readFileSync(join('src/content/services', name), 'utf8')) as {
      summary: string;
      points: { name: string }[];
      sections: { heading: string; lead?: string; text: string }[];
    };
    const text = [
      data.summary,
      ...data.points.map((point) => point.name),
      ...data.sections.flatMap((section) => [section.heading, section.lead ?? '', section.text]),
    ].join(' ');
    expect(words(text)).toBeGreaterThanOrEqual(600);
  });
});
