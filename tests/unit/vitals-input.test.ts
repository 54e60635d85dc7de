/**
 * What a vitals beacon may say: the page kind, the edition, up to four metrics in their ranges,
 * the elements involved, a rough connection and device class, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { MAX_BEACON_BYTES, parseVitals } from '../../src/server/vitals/input';

const full = {
  kind: 'service',
  edition: 'ar',
  lcp: 2100,
  inp: 96,
  cls: 0.04,
  ttfb: 420,
  lcpTarget: 'main>section.banner>img',
  inpTarget: 'button.menu-toggle',
  clsTarget: 'footer',
  connection: '4g',
  device: 'phone',
};
const parse = (value: unknown) => parseVitals(JSON.stringify(value));
const error = (value: unknown) => {
  const result = parse(value);
  return result.ok ? 'accepted' : result.error;
};

describe('a vitals beacon', () => {
  it('is accepted with every field, and fits the 2 KB limit with three 200-character selectors', () => {
    expect(parse(full)).toEqual({ ok: true, sample: full });
    const longest = { ...full, kind: 'services', connection: 'slow-2g', device: 'desktop', lcp: 59_999.999 };
    for (const key of ['lcpTarget', 'inpTarget', 'clsTarget'] as const) longest[key] = 'x'.repeat(200);
    expect(parse(longest).ok).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeLessThan(MAX_BEACON_BYTES);
  });

  it('needs only the kind, the edition and one metric', () => {
    for (const kind of ['home', 'about', 'services', 'service', 'blog', 'article', 'contact', 'plans', 'other']) {
      for (const metric of ['lcp', 'inp', 'cls', 'ttfb']) {
        expect(parse({ kind, edition: 'en', [metric]: 0 }).ok, `${kind} ${metric}`).toBe(true);
      }
    }
  });

  it('keeps timings to the whole millisecond and CLS to four decimals', () => {
    const result = parse({ kind: 'home', edition: 'en', lcp: 1234.56, inp: 8.4, ttfb: 0.5, cls: 0.123456 });
    expect(result).toMatchObject({ ok: true, sample: { lcp: 1235, inp: 8, ttfb: 1, cls: 0.1235 } });
  });

  it('is refused without any metric, without its kind or edition, or with values outside their lists', () => {
    expect(error({ kind: 'home', edition: 'en' })).toBe('at least one of lcp, inp, cls, ttfb is needed');
    expect(error({ edition: 'en', lcp: 1 })).toMatch(/^kind: /);
    expect(error({ kind: 'home', lcp: 1 })).toMatch(/^edition: /);
    expect(error({ kind: 'landing', edition: 'en', lcp: 1 })).toMatch(/^kind: /);
    expect(error({ kind: 'home', edition: 'fr', lcp: 1 })).toMatch(/^edition: /);
    expect(error({ kind: 'home', edition: 'en', lcp: 1, connection: '5g' })).toMatch(/^connection: /);
    expect(error({ kind: 'home', edition: 'en', lcp: 1, device: 'watch' })).toMatch(/^device: /);
  });

  it('is refused with a metric out of range or not a number', () => {
    const base = { kind: 'home', edition: 'en' };
    for (const [metric, value] of [
      ['lcp', -1],
      ['lcp', 60_001],
      ['inp', 1e9],
      ['ttfb', '420'],
      ['cls', 10.5],
      ['cls', -0.1],
      ['lcp', null],
      ['inp', true],
    ] as const) {
      expect(error({ ...base, [metric]: value }), `${metric} ${value}`).toMatch(new RegExp(`^${metric}: `));
    }
    // JSON has no Infinity or NaN; a number too big for a double reads as Infinity.
    expect(parseVitals('{"kind":"home","edition":"en","lcp":1e999}').ok).toBe(false);
  });

  it('is refused with a key it does not know: it can never carry an identifier', () => {
    for (const extra of [{ id: 'abc' }, { sessionId: '1' }, { userAgent: 'x' }, { url: '/about' }]) {
      const body = JSON.stringify(full).replace(/}$/, `,${JSON.stringify(extra).slice(1)}`);
      expect(parseVitals(body).ok, body).toBe(false);
    }
    expect(parseVitals('{"kind":"home","edition":"en","lcp":1,"__proto__":{"id":"x"}}').ok).toBe(false);
  });

  it('is refused with a selector that is empty, too long, not text, holds control characters or has no metric', () => {
    expect(error({ ...full, lcpTarget: '' })).toMatch(/^lcpTarget: /);
    expect(error({ ...full, inpTarget: 'x'.repeat(201) })).toMatch(/^inpTarget: /);
    expect(error({ ...full, clsTarget: 42 })).toMatch(/^clsTarget: /);
    expect(error({ ...full, lcpTarget: 'img\u001b[2J' })).toBe('lcpTarget: must not contain control characters');
    expect(error({ kind: 'home', edition: 'en', ttfb: 300, inpTarget: 'button' })).toBe(
      'a target comes only with its metric (lcpTarget with lcp, inpTarget with inp, clsTarget with cls)',
    );
  });

  it('is refused when it is not one JSON object', () => {
    for (const body of ['', 'lcp=1200', '{"kind":"home"', '[]', 'null', '42', '"home"', '[{"kind":"home"}]']) {
      expect(parseVitals(body).ok, body).toBe(false);
    }
    expect(parseVitals('not json')).toEqual({ ok: false, error: 'the body is not JSON' });
  });
});
