/**
 * SVG titles: a picture drawn as SVG carries no words of its own (<title>, <desc>). The page names
 * each picture in its own language (the alt text beside the picture's field); when the picture is
 * written into the page as SVG (ui/ArtImage.astro), a <title> inside it would be read out as well,
 * in English on the Arabic pages too. Each picture is reported once, at its own line.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { CheckContext, Problem, Rule } from '../../types.ts';

const WORDS = /<(title|desc)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

function svgWords({ entries }: CheckContext): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    for (const field of entry.spec.images) {
      const value = entry.data[field];
      if (typeof value !== 'string' || !value.toLowerCase().endsWith('.svg')) continue;
      const picture = resolve(dirname(entry.path), value);
      // A picture that does not exist is the pictures rule's to report.
      if (seen.has(picture) || !existsSync(picture)) continue;
      seen.add(picture);
      const source = readFileSync(picture, 'utf8');
      for (const match of source.matchAll(WORDS)) {
        const tag = match[1]!.toLowerCase();
        const words = match[2]!.replace(/\s+/g, ' ').trim();
        problems.push({
          file: join(dirname(entry.file), value),
          line: source.slice(0, match.index).split('\n').length,
          field: `<${tag}>`,
          message: `the picture has words of its own${words ? `, “${words}”` : ''}, which a screen reader reads in English on the Arabic pages too: delete <${tag}>…</${tag}> from the file (the alt text in each edition's content file names the picture)`,
        });
      }
    }
  }
  return problems;
}

export const rule: Rule = {
  name: 'svg-titles',
  summary: 'an SVG picture has no <title> or <desc> of its own: each page names it in its language',
  scope: 'content',
  check: svgWords,
};
