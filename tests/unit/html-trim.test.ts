import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import {
  classesInSource,
  islandClasses,
  islandScripts,
  leanStylesheet,
  readPage,
  trimPage,
} from '../../src/integrations/page-trim/html-trim';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const trim = (
  html: string,
  scriptClasses: (island: string) => Iterable<string> = () => [],
  islandCodeUrl = '/_astro/islands.abc.js',
) => trimPage(readPage(html), { scriptClasses, islandCodeUrl });

const css =
  '@layer properties{@supports (x:y){*{--tw-shadow:0 0 #0000}}}@layer theme{:root,:host{--color-teal:#0f766e;--color-red:#b91c1c}}' +
  '@layer base{h1{margin:0}code,kbd{font-family:mono}::-webkit-datetime-edit{padding:0}::placeholder{opacity:1}*,:after{box-sizing:border-box}}' +
  '@layer utilities{.shadow-md{box-shadow:var(--tw-shadow)}.text-teal{color:var(--color-teal)}}' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}.md\\:text-5xl{font-size:3rem}' +
  '@media (width>=48rem){.md\\:grid{display:grid}.md\\:text-5xl{font-size:3rem}}' +
  '.group-aria-expanded\\:hidden:is(:where(.group)[aria-expanded=true] *){display:none}.space-y-2>:not(:last-child){margin:0}}' +
  '@property --tw-shadow{syntax:"*";inherits:false}.site-nav{color:red}';

describe('leanStylesheet', () => {
  it('keeps the utilities a page uses and drops the others, inside media queries too', () => {
    const lean = leanStylesheet(css, new Set(['flex', 'md:text-5xl', 'group', 'group-aria-expanded:hidden']));
    expect(lean).toContain('.flex{display:flex}');
    expect(lean).toContain('@media (width>=48rem){.md\\:text-5xl{font-size:3rem}}');
    expect(lean).toContain('.group-aria-expanded\\:hidden');
    expect(lean).not.toContain('.hidden{');
    expect(lean).not.toContain('md\\:grid');
    expect(lean).not.toContain('space-y-2');
  });

  it('keeps the rules outside utilities and reset, and drops the properties fallback', () => {
    const lean = leanStylesheet(css, new Set(['site-nav']));
    expect(lean).toContain('h1{margin:0}');
    expect(lean).toContain('.site-nav{color:red}');
    expect(lean).not.toContain('@layer properties');
  });

  it('keeps registered properties (as starting values) and theme variables only while some rule still refers to them', () => {
    const unused = leanStylesheet(css, new Set());
    expect(unused).not.toContain('--tw-shadow');
    expect(unused).not.toContain('--color-teal');
    const used = leanStylesheet(css, new Set(['shadow-md', 'text-teal']));
    expect(used).not.toContain('@property');
    expect(used).toContain('@layer base{*,:after,:before,::backdrop{--tw-shadow:initial}');
    expect(used).toContain('--color-teal:#0f766e');
    expect(used).not.toContain('--color-red');
  });

  it('keeps the reset rules of elements the page has, and the form-field ones only with a form field', () => {
    const article = leanStylesheet(css, new Set(), new Set(['html', 'body', 'h1', 'p']));
    expect(article).toContain('h1{margin:0}');
    expect(article).toContain('*,:after{box-sizing:border-box}');
    expect(article).not.toContain('code,kbd');
    expect(article).not.toContain('datetime');
    expect(article).not.toContain('placeholder');
    const contact = leanStylesheet(css, new Set(), new Set(['h1', 'input', 'code']));
    expect(contact).toContain('::-webkit-datetime-edit{padding:0}');
    expect(contact).toContain('::placeholder{opacity:1}');
    expect(contact).toContain('code,kbd{font-family:mono}');
  });
  it('reads braces and quotes inside selectors and values as text, not as the ends of rules', () => {
    const tricky =
      '@layer utilities{.a[data-x="}"]{color:red}.b:after{content:"{"}.c{content:"}"}' +
      "@media (width>=48rem){.md\\:p-6{padding:1.5rem}.d[title='{']{color:blue}}}" +
      '.e:not(.x){color:green}.f:not(.e){color:gray}';
    expect(leanStylesheet(tricky, new Set(['a', 'b', 'md:p-6', 'e']))).toBe(
      '@layer utilities{.a[data-x="}"]{color:red}.b:after{content:"{"}@media (width>=48rem){.md\\:p-6{padding:1.5rem}}}' +
        '.e:not(.x){color:green}',
    );
  });

  it('reads a comma inside :is() and :where() as one of its alternatives, not as the end of a selector', () => {
    const alternatives =
      '@layer utilities{.rtl\\:bg-linear-to-l:where(:dir(rtl),[dir=rtl],[dir=rtl] *){--tw-gradient-position:to left}}' +
      ':is(.card,.panel) .title{font-weight:700}';
    expect(leanStylesheet(alternatives, new Set(['panel', 'title']))).toBe(':is(.card,.panel) .title{font-weight:700}');
    expect(leanStylesheet(alternatives, new Set(['rtl:bg-linear-to-l']))).toContain('.rtl\\:bg-linear-to-l:where(');
  });

  it('drops the reset rules whose every element the page lacks, and keyframes no animation names', () => {
    const reset =
      '@layer base{:where(select:is([multiple],[size])) optgroup{font-weight:bolder}summary{display:list-item}}' +
      '@layer utilities{.animate-spin{animation:spin 1s linear infinite}}@keyframes spin{to{rotate:360deg}}';
    expect(leanStylesheet(reset, new Set(), new Set(['summary']))).toBe('@layer base{summary{display:list-item}}');
    const spinning = leanStylesheet(reset, new Set(['animate-spin']), new Set(['select', 'optgroup']));
    expect(spinning).toContain(':where(select:is([multiple],[size])) optgroup{font-weight:bolder}');
    expect(spinning).toContain('@keyframes spin{to{rotate:360deg}}');
  });
});

describe('classesInSource', () => {
  it('finds classes in plain, template and conditional className strings', () => {
    const found = classesInSource(
      "<p className={tone === 'error' ? 'font-medium text-red-700' : 'text-brand-teal'} /><div className={`relative ${x}`} />",
    );
    for (const name of ['font-medium', 'text-red-700', 'text-brand-teal', 'relative']) expect(found).toContain(name);
  });
});

describe('islandClasses', () => {
  it("adds the classes of the files an island imports from its folder, and theirs, but not a package's", () => {
    const classes = islandClasses(
      new Map([
        ['Form', `import { Field } from './Field';\nimport { useState } from 'react';\nconst a = 'grid gap-4';`],
        ['Field', `import { check } from './check.ts';\nconst b = 'text-red-700';`],
        ['check', `export const check = 'sr-only';`],
        ['Other', `const c = 'flex';`],
      ]),
    );
    for (const word of ['grid', 'gap-4', 'text-red-700', 'sr-only']) expect(classes.get('Form'), word).toContain(word);
    expect([...classes.get('Other')!]).toEqual(['flex']);
    expect(classes.get('Field')).not.toContain('grid');
  });

  it("gives each form island the classes its fields render only in the browser (a field's error)", () => {
    const dir = 'src/components/islands';
    const sources = new Map(
      readdirSync(dir)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => [file.replace(/\.tsx?$/, ''), readFileSync(`${dir}/${file}`, 'utf8')]),
    );
    const classes = islandClasses(sources);
    expect(classes.get('LeadForm')).toContain('text-red-700');
  });
});

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

describe('the site’s own rules', () => {
  const own =
    '@layer components{.button{padding:1rem}.article-body h2{margin:0}}.js .read-more:not([data-x]) .read-more__full{display:none}' +
    'html:not(.js) .slider-toggle{display:none}@media (prefers-reduced-motion:reduce){.js .loading-overlay{display:none}}';

  it('go when the page lacks a class they require, and stay when a script may add it', () => {
    const lean = leanStylesheet(own, new Set(['button', 'js', 'loading-overlay', 'slider-toggle']));
    expect(lean).toContain('.button{padding:1rem}');
    expect(lean).not.toContain('.article-body');
    expect(lean).not.toContain('read-more');
    expect(lean).toContain('html:not(.js) .slider-toggle');
    expect(lean).toContain('.js .loading-overlay{display:none}');
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
