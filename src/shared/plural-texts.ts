/**
 * Texts with a count, one for each plural category a language uses (Intl.PluralRules): the words
 * write them (src/lib/i18n/), and the browser code and the islands pick the one a count takes (the
 * search's "3 results", the lead form's error summary).
 */

/** A text for each plural category a language uses; `other` always, and for a category left out. */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The text of `texts` that `count` takes in the language `lang`. */
export const pluralText = (texts: PluralTexts, lang: string, count: number): string =>
  texts[new Intl.PluralRules(lang).select(count)] ?? texts.other;
