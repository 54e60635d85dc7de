/**
 * What a page over the first flight says of itself (harness/page-parts.ts): the parts that grew most
 * against the last accepted build, or against the page of its kind when the page is new.
 */
import { describe, expect, it } from 'vitest';
import { growthAgainst, pageParts, type PartsReference } from '../../harness/page-parts';

/** Distinct words, so that brotli does not fold them into one another. */
const words = (count: number, seed: string) =>
  Array.from({ length: count }, (_, index) => `${seed}${(index * 7919).toString(36)}`).join(' ');

const page = (testimonials: string, footer = words(40, 'f')) =>
  `<!DOCTYPE html><html><head><title>Home</title><meta name="description" content="${words(20, 'd')}">` +
  `<style>.a{color:red}${words(30, '.s')}{}</style></head><body><header>${words(30, 'h')}</header>` +
  `<main id="main"><div id="home"><h1>${words(20, 'b')}</h1></div>` +
  `<section aria-labelledby="testimonials-heading"><h2 id="testimonials-heading">Clients</h2><p>${testimonials}</p></section>` +
  `<section><h2>About us</h2><p>${words(50, 'a')}</p></section></main><footer>${footer}</footer></body></html>`;

describe('the parts of a page', () => {
  it('names the head pieces, the header, each section of main by its id, label or heading, and the footer', () => {
    expect(Object.keys(pageParts(page(words(30, 't'))))).toEqual([
      'head: title and meta',
      'head: stylesheet',
      'header',
      'main: home',
      'main: testimonials-heading',
      'main: About us',
      'footer',
    ]);
  });

  it('a part costs what the page loses without it', () => {
    const small = pageParts(page(words(10, 't')));
    const large = pageParts(page(words(200, 't')));
    expect(large['main: testimonials-heading']! - small['main: testimonials-heading']!).toBeGreaterThan(300);
    expect(Math.abs(large.footer! - small.footer!)).toBeLessThan(20);
  });
});

describe('what grew', () => {
  const reference: PartsReference = { '/': { kind: 'home', parts: pageParts(page(words(30, 't'))) } };

  it('names the part that grew most first, with its bytes before and after', () => {
    const grown = growthAgainst(reference, '/', 'home', pageParts(page(words(300, 't'))));
    expect(grown[0]).toMatch(/^main: testimonials-heading \+\d+ bytes \(\d+ → \d+\)$/);
  });

  it('a grown footer is named, not the testimonials', () => {
    const grown = growthAgainst(reference, '/', 'home', pageParts(page(words(30, 't'), words(400, 'f'))));
    expect(grown[0]).toMatch(/^footer \+/);
  });

  it('a page the reference lacks is held against the page of its kind and edition, its main as one', () => {
    const grown = growthAgainst(reference, '/other-home', 'home', pageParts(page(words(300, 't'))));
    expect(grown[0]).toMatch(/^main \+\d+ bytes \(\d+ → \d+\) against \/$/);
    expect(growthAgainst(reference, '/ar', 'home', pageParts(page(words(30, 't'))))[0]).toMatch(
      /^head: stylesheet|^main /,
    );
  });
});
