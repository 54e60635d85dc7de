/** The site's editions as a visitor meets them: each one's language facts and address prefix. */
import { LOCALES, localeInfo } from '../../../../src/lib/i18n/index.ts';

export const editions = LOCALES.map((code) => {
  const info = localeInfo[code];
  return { ...info, prefix: info.folder ? `/${info.folder}` : '', title: code === 'ar' ? 'Arabic' : 'English' };
});
