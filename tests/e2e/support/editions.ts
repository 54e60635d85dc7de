/**
 * The site's editions as a visitor meets them, the one list every browser test loops over: each
 * one's language facts and interface strings, its addresses' start, a title for test names, and where
 * its content lives.
 */
import { join } from 'node:path';
import { EDITIONS, editionInfo } from '../../../src/lib/i18n/index.ts';

export const editions = EDITIONS.map((code) => {
  const info = editionInfo[code];
  return {
    ...info,
    /** What its addresses start with: '' or `/ar` (`prefix` is the bare folder name, `ar`). */
    pathPrefix: info.prefix ? `/${info.prefix}` : '',
    title: info.englishName,
    /** Its folder of a content collection: `src/content/services`, `src/content/services/ar`. */
    contentFolder: (collection: string) => join('src/content', collection, info.prefix),
  };
});
