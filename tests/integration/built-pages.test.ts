/**
 * Every built page: valid HTML by the Nu HTML checker (vnu-jar, needs Java), and a <title> that
 * search results show whole (at most 60 characters). The /demo placeholder is built but kept from
 * search engines.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// vnu-jar exports the path of its .jar (and ships no types).
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const clientDir = 'dist/client';
const pages = (readdirSync(clientDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(clientDir, file));

/**
 * The errors allowed: the checker's CSS parser predates Tailwind 4's CSS (nesting, @layer,
 * @property, oklch…); Astro places a <style> before the first island, outside <head>; and the
 * checker predates `<link rel="expect" blocking="render">` (in the HTML standard since 2024), which
 * holds the first frame until the header is parsed (src/components/head/SiteHead.astro).
 */
const ALLOWED = [
  /^CSS: /,
  /^A “style” element in “body” must be the first child of its parent/,
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”/,
];

/**
 * A run of a few seconds gains nothing from Java's optimising compiler and parallel garbage
 * collector, which used more processor time than the checking: with the quick compiler alone and
 * the serial collector, the same report (every message alike) took 10 s of processor time instead
 * of 24 on two cores. The quick compiler's code needs a deeper stack than the default for the
 * checker's schema (it stops with a StackOverflowError at the default).
 */
const QUICK_START_JAVA = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m'];

describe('built pages', () => {
  it('finds the pages', () => expect(pages.length).toBeGreaterThan(30));

  it('every page passes the Nu HTML checker', () => {
    // The checker writes its JSON report to stderr.
    const output = spawnSync(
      'java',
      [...QUICK_START_JAVA, '-jar', vnuJar, '--format', 'json', '--exit-zero-always', ...pages],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    ).stderr;
    const messages = (
      JSON.parse(output) as { messages: { type: string; url: string; message: string; lastLine?: number }[] }
    ).messages;
    const errors = messages
      .filter((message) => message.type === 'error' && !ALLOWED.some((pattern) => pattern.test(message.message)))
      .map(
        (message) => `${relative(clientDir, new URL(message.url).pathname)}:${message.lastLine}: ${message.message}`,
      );
    expect(errors).toEqual([]);
  }, 120_000);

  it('the home page of each edition declares the site search: a SearchAction to its own search page', () => {
    for (const [file, search] of [
      ['index.html', '/search'],
      ['ar.html', '/ar/search'],
    ]) {
      const blocks = [
        ...readFileSync(join(clientDir, file!), 'utf8').matchAll(
          /<script type="application\/ld\+json">(.*?)<\/script>/g,
        ),
      ].map((match) => JSON.parse(match[1]!) as { '@type': string; potentialAction?: Record<string, string> });
      const action = blocks.find((block) => block['@type'] === 'WebSite')?.potentialAction;
      expect(action, file).toMatchObject({ '@type': 'SearchAction', 'query-input': 'required name=q' });
      expect(new URL(action!.target!.replace('{q}', 'x')).pathname, file).toBe(search);
    }
  });

  it('only the search pages may run WebAssembly, and every page keeps a hash-based script policy', () => {
    const withWasm = pages
      .filter((file) => {
        const policy = /http-equiv="content-security-policy" content="([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1];
        expect(policy, file).toMatch(/script-src 'self'( '(sha256-[^']+|wasm-unsafe-eval)')*(;|$)/);
        return policy!.includes("'wasm-unsafe-eval'");
      })
      .map((file) => relative(clientDir, file));
    expect(withWasm.sort()).toEqual(['ar/search.html', 'search.html']);
  });

  it('every page title is at most 60 characters', () => {
    const tooLong = pages.flatMap((file) => {
      const title = /<title>([^<]*)<\/title>/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
      const text = title
        .replace(/&amp;/g, '&')
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"');
      return text.length > 60 || text.length === 0 ? [`${relative(clientDir, file)}: ${text.length} "${text}"`] : [];
    });
    expect(tooLong).toEqual([]);
  });

  it("/demo, the spec's placeholder, asks search engines not to index it, and no sitemap lists it", () => {
    expect(readFileSync(join(clientDir, 'demo.html'), 'utf8')).toMatch(/<meta name="robots" content="noindex">/);
    const listed = readdirSync(clientDir)
      .filter((file) => /^sitemap.*\.xml$/.test(file))
      .flatMap((file) => [...readFileSync(join(clientDir, file), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)])
      .map((match) => new URL(match[1]!).pathname);
    expect(listed).toContain('/ar/about');
    expect(listed.filter((path) => path.endsWith('/demo'))).toEqual([]);
  });
});
