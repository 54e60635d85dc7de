/**
 * The static host emulation reads `_headers` as strictly as the format is written down
 * (tests/support/headers-file.ts): a line the host would skip in silence fails here with its number.
 */
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../support/headers-file';

const read = (text: string) => (path: string) => Object.fromEntries(headersFor(parseHeadersFile(text), path));

describe('a _headers file', () => {
  it('applies every matching rule, joins a header set twice, and lets a rule detach another rule`s header', () => {
    const headersOf = read(
      [
        '# comment',
        '/*',
        '  X-Content-Type-Options: nosniff',
        '  Cache-Control: no-cache',
        '',
        '/_astro/*',
        '  ! Cache-Control',
        '  Cache-Control: public, max-age=31536000, immutable',
        '',
        '/blog/:slug',
        '  Link: </a.css>; rel=preload',
        '/blog/:slug',
        '  Link: </b.css>; rel=preload',
      ].join('\n'),
    );
    expect(headersOf('/')).toEqual({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' });
    expect(headersOf('/_astro/a/b.js')['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersOf('/blog/post').link).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
    // A placeholder is one segment only.
    expect(headersOf('/blog/post/more').link).toBeUndefined();
  });

  it('lets a rule detach a header the host adds by itself', () => {
    const rules = parseHeadersFile('/*\n  ! Access-Control-Allow-Origin\n/open/*\n  Access-Control-Allow-Origin: *');
    const defaults = { 'Access-Control-Allow-Origin': '*' };
    expect(headersFor(rules, '/page', defaults).has('access-control-allow-origin')).toBe(false);
    expect(headersFor(parseHeadersFile('/x\n  X-A: b'), '/page', defaults).get('access-control-allow-origin')).toBe(
      '*',
    );
  });

  it.each([
    ['  X-A: b', /line 1: an indented header before any path/],
    ['/*\n  X-A b', /line 2: expected "Name: value" or "! Name"/],
    ['/*\n  X-A:', /line 2: X-A has no value/],
    ['/*\n  X A: b', /line 2/],
    ['about\n  X-A: b', /line 1: a rule's path must start with "\/"/],
    ['/*/*\n  X-A: b', /line 1: a path may hold one splat/],
    ['/*\n/about\n  X-A: b', /line 1: \/\* sets no header/],
    [`/*\n  X-A: ${'a'.repeat(2001)}`, /line 2: longer than 2000 characters/],
    [Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: b`).join('\n'), /101 rules/],
  ])('refuses %j', (text, error) => {
    expect(() => parseHeadersFile(text)).toThrow(error);
  });
});
