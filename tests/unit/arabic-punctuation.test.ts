/**
 * The Arabic edition's words use the Arabic comma «،» (docs/arabic-style.md, Punctuation): a Latin
 * comma beside Arabic letters reads as a typing slip. Every string of the edition's words is read,
 * and every sentence its functions write, called with a number, a word or an empty object.
 */
import { describe, expect, it } from 'vitest';
import { editionInfo } from '../../src/lib/i18n';

const SAMPLE_ARGUMENTS: unknown[][] = [[3], ['س'], [{}], [3, 'س']];

function* sentences(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (typeof value === 'function') {
    for (const args of SAMPLE_ARGUMENTS) {
      let text: unknown;
      try {
        text = (value as (...args: unknown[]) => unknown)(...args);
      } catch {
        continue;
      }
      if (typeof text === 'string') yield [path, text];
    }
  } else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* sentences(inner, `${path}.${key}`);
}

describe("the Arabic edition's words", () => {
  it('use «،», never a Latin comma beside Arabic letters', () => {
    const slips = [...sentences(editionInfo.ar.ui, 'ui')]
      .filter(([, text]) => /[\u0600-\u06FF]\s*,|,\s*[\u0600-\u06FF]/.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect([...new Set(slips)]).toEqual([]);
  });
});
