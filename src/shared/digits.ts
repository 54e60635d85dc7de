/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits, which Arabic phone keyboards type. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** The site writes Western digits in both editions, as UAE business sites do. */
export const westernDigits = (value: string) =>
  // Both blocks start at a code point ending in 0 (U+0660, U+06F0), so the low four bits are the digit.
  value.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf));
