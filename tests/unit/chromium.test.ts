import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { findChromium, findTestChromium } from '../../harness/chromium';

describe('finding Chromium for the browser tests', () => {
  it('takes the first candidate that exists', () => {
    expect(findChromium(['/no/such/chromium', process.execPath])).toBe(process.execPath);
  });

  it('says in one line how to get one when there is none', () => {
    expect(() => findChromium(['/no/such/chromium', undefined])).toThrow(
      /^No Chromium found for the browser tests: install it with `apt-get install -y chromium` \(Debian\) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary\.$/,
    );
  });

  it('drives the headless shell in the tests where Debian has installed it, and honours CHROMIUM_PATH', () => {
    const saved = process.env.CHROMIUM_PATH;
    try {
      delete process.env.CHROMIUM_PATH;
      if (existsSync('/usr/bin/chromium-headless-shell'))
        expect(findTestChromium()).toBe('/usr/bin/chromium-headless-shell');
      process.env.CHROMIUM_PATH = process.execPath;
      expect(findTestChromium()).toBe(process.execPath);
    } finally {
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  });
});
