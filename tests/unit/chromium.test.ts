import { describe, expect, it } from 'vitest';
import { findChromium } from '../e2e/support/chromium';

describe('finding Chromium for the browser tests', () => {
  it('takes the first candidate that exists', () => {
    expect(findChromium(['/no/such/chromium', process.execPath])).toBe(process.execPath);
  });

  it('says in one line how to get one when there is none', () => {
    expect(() => findChromium(['/no/such/chromium', undefined])).toThrow(
      /^No Chromium found for the browser tests: install it with `apt-get install -y chromium` \(Debian\) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary\.$/,
    );
  });
});
