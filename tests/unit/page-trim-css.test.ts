/** A page's stylesheet trimmed to what the page can use (src/integrations/page-trim/css.ts). */
import { describe, expect, it } from 'vitest';
import { leanStylesheet } from '../../src/integrations/page-trim/css';
import { BUILT_STYLESHEET as css } from '../support/built-stylesheet';

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
