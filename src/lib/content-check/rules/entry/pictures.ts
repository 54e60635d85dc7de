/** Pictures: a picture field names a file that exists (with a hint for a translation's extra ../) and is not too heavy. */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'astro/zod';
import { DEFAULT_EDITION } from '../../../i18n/index.ts';
import { lineOf } from '../../entries.ts';
import type { LoadedEntry, Problem, Rule } from '../../types.ts';

export const IMAGE_EXTENSIONS = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
export const imagePath = z
  .string({ error: 'the picture is missing: give a path such as ../../assets/art/hvac.svg' })
  .regex(IMAGE_EXTENSIONS, { error: 'a picture must be an .svg, .png, .jpg, .webp or .avif file' });

/** Photos above this size slow the build and the first visit; the widest the site shows is 1600 px. */
const PICTURE_LIMIT = 2 * 1024 * 1024;
const WIDEST_PICTURE = 1600;

/** Why a picture path from a content file leads nowhere, with a translation's missing ../ said as what to write. */
export function missingPicture(entry: LoadedEntry, value: string): string {
  // A translation sits one folder deeper than its original: the original's path lacks one ../.
  const oneUp = resolve(dirname(entry.path), '..', value);
  return entry.edition !== DEFAULT_EDITION && existsSync(oneUp)
    ? `no picture at ${value}: a translation sits one folder deeper than its original, so its pictures take one more ../: write ../${value}`
    : `no picture at ${value}: check the file name and the ../ steps`;
}

/** The warning for a raster picture over 2 MB, or nothing. */
export function heavyPicture(file: string, value: string): string | undefined {
  const size = statSync(file).size;
  if (size <= PICTURE_LIMIT || /\.svg$/i.test(file)) return undefined;
  return `the picture ${value} is ${(size / 1024 / 1024).toFixed(1)} MB: save it at most ${WIDEST_PICTURE} pixels wide (the widest the site shows it) so that it stays under 2 MB`;
}

function pictureProblems(entry: LoadedEntry): Problem[] {
  const problems: Problem[] = [];
  for (const field of entry.spec.images) {
    const value = entry.data[field];
    if (typeof value !== 'string' || !IMAGE_EXTENSIONS.test(value)) continue;
    const picture = resolve(dirname(entry.path), value);
    const line = lineOf(entry, [field]);
    if (!existsSync(picture)) {
      problems.push({ file: entry.file, line, field, message: missingPicture(entry, value) });
      continue;
    }
    const heavy = heavyPicture(picture, value);
    if (heavy) problems.push({ file: entry.file, line, field, severity: 'warning', message: heavy });
  }
  return problems;
}

export const rule: Rule = {
  name: 'pictures',
  summary: "a picture exists (a translation's path takes one more ../) and is under 2 MB",
  scope: 'entry',
  check: pictureProblems,
};
