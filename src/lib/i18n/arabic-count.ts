/** How an Arabic noun is written after a number: the form changes with the number's plural category. */
export interface ArabicCountForms {
  /** 1, written as words (ثانية واحدة). */
  one: string;
  /** 2, written as words, genitive (ثانيتين). */
  two: string;
  /** 3 to 10 (and 103…): the plural (ثوانٍ). */
  few: string;
  /** 11 to 99 (and 111…): the singular, accusative (حرفًا). */
  many: string;
  /** 0, 100, 1000…: the singular, genitive (حرف). */
  other: string;
}

const arabicPlurals = new Intl.PluralRules('ar');

/** A count in Arabic with Western digits, e.g. `30 ثانية`, `5 ثوانٍ`, `ثانيتين`. */
export function arabicCount(count: number, forms: ArabicCountForms): string {
  const category = arabicPlurals.select(count);
  if (category === 'one' || category === 'two') return forms[category];
  const noun = category === 'few' || category === 'many' ? forms[category] : forms.other;
  return `${count} ${noun}`;
}
