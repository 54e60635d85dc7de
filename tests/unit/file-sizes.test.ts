/**
 * Every source file reads in one sitting: at most 300 lines. A file that grows past it holds more
 * than one subject; split it by subject, as the content schemas are (one file per collection). The
 * two word lists of src/lib/i18n are long by nature: every string an edition prints, in one object
 * whose type holds the other edition's to the same keys.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 300;
const WORD_LISTS = ['src/lib/i18n/en.ts', 'src/lib/i18n/ar.ts'];
/** Source code, as opposed to content (YAML, MDX), pictures and the stylesheet. */
const SOURCE = /\.(ts|tsx|astro|js|mjs)$/;

/** Lines as `wc -l` counts them. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The source files of `folders` longer than MAX_LINES, with their length. */
const longFiles = (...folders: string[]) =>
  folders
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
    .filter((file) => SOURCE.test(file) && !WORD_LISTS.includes(file))
    .map((file) => ({ file, lines: lineCount(readFileSync(file, 'utf8')) }))
    .filter(({ lines }) => lines > MAX_LINES);

describe('source files', () => {
  it(`in src/ keep within ${MAX_LINES} lines, but the editions' word lists`, () => {
    expect(longFiles('src')).toEqual([]);
  });

  it(`of the tools (bench/, scripts/, harness/) keep within ${MAX_LINES} lines`, () => {
    expect(longFiles('bench', 'scripts', 'harness')).toEqual([]);
  });
});
