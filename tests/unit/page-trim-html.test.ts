/** A built page, trimmed: its stylesheet, its CSP and its island code (src/integrations/page-trim/html.ts). */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { islandScripts, readPage, trimPage } from '../../src/integrations/page-trim/html';
import { BUILT_STYLESHEET as css } from '../support/built-stylesheet';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const trim = (
  html: string,
  scriptClasses: (island: string) => Iterable<string> = () => [],
  islandCodeUrl = '/_astro/islands.abc.js',
) => trimPage(readPage(html), { scriptClasses, islandCodeUrl });

describe('trimPage', () => {
  const page = (script: string) =>
    `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-old1=' 'sha256-old2='; style-src 'self' 'sha256-old3=';">` +
    `<style>${css}</style><script>${script}</script><script type="application/ld+json">{}</script></head>` +
    `<body><div class="flex"></div></body></html>`;

  it('lists exactly the hashes of the inline scripts and styles the page carries', () => {
    const lean = trim(page('console.log(1)'));
    const style = /<style>([\s\S]*?)<\/style>/.exec(lean)![1]!;
    expect(lean).toContain(`script-src 'self' ${hash('console.log(1)')};`);
    expect(lean).toContain(`style-src 'self' ${hash(style)}`);
    expect(lean).not.toContain('old1');
    expect(lean).toContain("default-src 'self'");
  });

  it('keeps the classes an island on the page may render even when the page does not show them yet', () => {
    const withIsland = page('').replace(
      '<body>',
      '<body><astro-island component-url="/_astro/ReadMore.AbC-1.js"></astro-island>',
    );
    const classes = (island: string) => (island === 'ReadMore' ? ['hidden'] : island === 'LeadForm' ? ['md:grid'] : []);
    const lean = trim(withIsland, classes);
    expect(lean).toContain('.hidden{display:none}');
    expect(lean).toContain('.flex{display:flex}');
    expect(lean).not.toContain('md\\:grid');
  });

  it('keeps a page whose rules hold braces and quotes whole, with the hash of the style it carries', () => {
    const tricky = '@layer utilities{.a[data-x="}"]{color:red}.b:after{content:"{"}.unused{color:blue}}.c{color:green}';
    const html = page('').replace(css, tricky).replace('class="flex"', 'class="a b c"');
    const lean = trim(html);
    const kept = '@layer utilities{.a[data-x="}"]{color:red}.b:after{content:"{"}}.c{color:green}';
    expect(lean).toContain(`<style>${kept}</style><script></script>`);
    expect(lean).toContain(`style-src 'self' ${hash(kept)}`);
    expect(lean).toContain('<body><div class="a b c"></div></body></html>');
  });

  it('reads classes in any attribute quoting, and tells markup from the text of a script', () => {
    const html =
      `<html><head><meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self'">` +
      `<style>${css}</style><script type="module">document.body.innerHTML = '<style>.x{}</style>';</script></head>` +
      `<body><p class='flex'></p><p class=hidden></p></body></html>`;
    const lean = trim(html);
    expect(lean).toContain('.flex{display:flex}');
    expect(lean).toContain('.hidden{display:none}');
    const style = /<style>([\s\S]*?)<\/style>/.exec(lean)![1]!;
    const module = "document.body.innerHTML = '<style>.x{}</style>';";
    expect(lean).toContain(`content="script-src 'self' ${hash(module)};style-src 'self' ${hash(style)}"`);
  });

  it('changes nothing else: every byte outside the stylesheet and the policy stays as built', () => {
    const html = page('console.log(1)').replace(
      '<body>',
      '<body data-x="a&amp;b"  hidden>\n<!-- <style>a{}</style> -->',
    );
    const lean = trim(html);
    const outside = (text: string) => text.replace(/<style>[\s\S]*?<\/style>/, '').replace(/content="[^"]*"/, '');
    expect(outside(lean)).toBe(outside(html));
  });
});

describe('island code', () => {
  const directive = '(()=>{var d=1;(self.Astro||(self.Astro={})).interaction=d;})();';
  const element = '(()=>{customElements.get("astro-island")||customElements.define("astro-island",f)})();';
  const frame = '(()=>{document.querySelector("astro-island[ssr]")})();';
  const csp = `<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-old'">`;
  const page = `<html lang="en"><head>${csp}<script>${frame}</script></head><body><script>${element}</script><script>${directive}</script><astro-island client="interaction"></astro-island></body></html>`;

  it('finds the directives and the <astro-island> element, directives first', () => {
    expect(islandScripts(readPage(page))).toEqual([directive, element]);
  });

  it('takes them out of the page, tells the frame script where they are, and leaves other scripts', () => {
    const html = trim(page);
    expect(html).toContain('<html data-islands="/_astro/islands.abc.js" lang="en">');
    expect(html).toContain(frame);
    expect(html).not.toContain('self.Astro');
    expect(html).not.toContain('customElements.define');
    expect(html).toContain('<body><astro-island client="interaction"></astro-island>');
  });

  it('leaves a page without islands as it is', () => {
    const plain = `<html><head><script>${frame}</script></head></html>`;
    expect(islandScripts(readPage(plain))).toEqual([]);
    expect(trim(plain)).toBe(plain);
  });

  it('drops the development-only island ids, which vary with the folder the site is built in', () => {
    const island =
      '<astro-island uid="Z1oUepU" prefix="r3" component-url="/_astro/NavMenu.js" props="{&quot;uid&quot;:1}">';
    expect(trim(`${island}<p uid="kept">`)).toBe(
      '<astro-island prefix="r3" component-url="/_astro/NavMenu.js" props="{&quot;uid&quot;:1}"><p uid="kept">',
    );
  });

  it('recomputes the CSP without the hashes of the scripts that moved out', () => {
    expect(trim(page).match(/'sha256-[^']+'/g)).toEqual([hash(frame)]);
  });
});
