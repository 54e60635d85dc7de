/**
 * The copy is long enough to be useful and to rank: every article at least 700 words, every
 * service page at least 600 (issue 3); each Arabic twin at least 500 and 450, with every section of
 * its English original (issue 12). Counts words a reader sees: components and Markdown syntax are
 * not words.
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
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

interface ServiceCopy {
  summary: string;
  points: { name: string }[];
  sections: { heading: string; lead?: string; text: string }[];
}
const serviceText = (data: ServiceCopy) =>
  [
    data.summary,
    ...data.points.map((point) => point.name),
    ...data.sections.flatMap((section) => [section.heading, section.lead ?? '', section.text]),
  ].join(' ');
const articleBody = (path: string) => splitFrontmatter(readFileSync(path, 'utf8'))!.body;
const headings = (body: string) => body.match(/^#{2,3} /gm)?.length ?? 0;

describe('copy length', () => {
  const articles = readdirSync('src/content/articles').filter((name) => name.endsWith('.mdx'));
  const services = readdirSync('src/content/services').filter((name) => name.endsWith('.yaml'));

  it('has the 24 articles and 9 services of the spec', () => {
    expect(articles).toHaveLength(24);
    expect(services).toHaveLength(9);
  });

  it.each(articles)('article %s has at least 700 words', (name) => {
    expect(words(articleBody(join('src/content/articles', name)))).toBeGreaterThanOrEqual(700);
  });

  it.each(services)('service %s has at least 600 words', (name) => {
    const data = parse(readFileSync(join('src/content/services', name), 'utf8')) as ServiceCopy;
    expect(words(serviceText(data))).toBeGreaterThanOrEqual(600);
  });

  it.each(articles)('the Arabic twin of article %s has at least 500 words and every heading', (name) => {
    const arabic = articleBody(join('src/content/articles/ar', name));
    expect(words(arabic)).toBeGreaterThanOrEqual(500);
    expect(headings(arabic)).toBe(headings(articleBody(join('src/content/articles', name))));
  });

  it.each(services)('the Arabic twin of service %s has at least 450 words and every section', (name) => {
    const english = parse(readFileSync(join('src/content/services', name), 'utf8')) as ServiceCopy;
    const arabic = parse(readFileSync(join('src/content/services/ar', name), 'utf8')) as ServiceCopy;
    expect(words(serviceText(arabic))).toBeGreaterThanOrEqual(450);
    expect(arabic.sections).toHaveLength(english.sections.length);
    expect(arabic.points).toHaveLength(english.points.length);
  });
});
