/**
 * The credential-twins rule (src/lib/content-check/rules/content/credential-twins.ts): the Arabic words of each
 * credential are found by its number.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { content, copyContentForEachTest, edit, errors, lineIn, warnings } from './support';

copyContentForEachTest();

const original = 'credentials/credentials.yaml';
const translation = 'credentials/ar/credentials.yaml';

describe('npm run check: credential-twins', () => {
  it('fails on Arabic words for a number the original does not list, and warns of the credential left without them', () => {
    edit(original, (source) => source.replace('number: DCD-FLS-44817 # sample', 'number: DCD-FLS-44818 # sample'));
    expect(errors()).toEqual([
      `src/content/${translation}:${lineIn(translation, 'DCD-FLS-44817')} — the second credential's number: src/content/${original} lists no credential numbered DCD-FLS-44817: write the number exactly as the original does, or remove these words`,
    ]);
    expect(warnings()).toEqual([
      `src/content/${original}:${lineIn(original, 'DCD-FLS-44818')} — the second credential's number: no Arabic words for credential DCD-FLS-44818 in src/content/${translation}: the Arabic pages show its English name and issuer`,
    ]);
  });

  it('matches a number written without quotes to the same number in quotes', () => {
    edit(original, (source) => source.replace('number: "1048273"', 'number: 1048273'));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([]);
  });

  it('warns that the Arabic pages show the English words while the translation file is missing', () => {
    rmSync(join(content(), translation));
    expect(errors()).toEqual([]);
    expect(warnings()).toEqual([
      `src/content/${original}: no Arabic translation yet (src/content/${translation}): the Arabic pages show the credentials' English names and issuers`,
    ]);
  });
});
