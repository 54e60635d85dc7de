/** The site's editions as a visitor meets them: each one's language facts and address prefix. */
import { EDITIONS, editionInfo } from '../../../src/lib/i18n/index.ts';

export const editions = EDITIONS.map((code) => {
  const info = editionInfo[code];
  return { ...info, prefix: info.prefix ? `/${info.prefix}` : '', title: info.englishName };
});
