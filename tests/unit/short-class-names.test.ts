import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { readPage, trimPage } from '../../src/integrations/page-trim/html';
import { renameInStylesheet, shortClassNames } from '../../src/integrations/page-trim/short-class-names';

const css =
  '@layer components{.button{padding:1rem}.card{margin:0}}' +
  '@layer utilities{.flex{display:flex}.items-center{align-items:center}.card{gap:1rem}.md\\:grid-cols-3{grid-template-columns:1fr}' +
  '@media (width>=48rem){.md\\:grid-cols-3{grid-template-columns:repeat(3,1fr)}}' +
  '.group-aria-expanded\\:hidden:is(:where(.group)[aria-expanded=true] *){display:none}.a{color:red}}';

const uses = (...names: string[]) => {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
};

describe('shortClassNames', () => {
  const keepsNothing = () => false;

  it('gives the most used utility the shortest name, and renames only what the markup uses', () => {
    const names = shortClassNames(
      postcss.parse(css),
      uses('items-center', 'flex', 'flex', 'md:grid-cols-3'),
      keepsNothing,
    );
    expect(names.get('flex')).toBe('b');
    expect(names.get('md:grid-cols-3')).toBe('c');
    expect(names.get('items-center')).toBe('d');
    expect(names.has('group')).toBe(false);
  });

  it('never takes a name a class of the page already has (`a` here)', () => {
    const names = shortClassNames(postcss.parse(css), uses('flex', 'a'), keepsNothing);
    expect([...names.values()]).not.toContain('a');
  });

  it("keeps the project's own names: component classes, and a class a component rule names too", () => {
    const names = shortClassNames(postcss.parse(css), uses('button', 'card', 'flex'), keepsNothing);
    expect(names.has('button')).toBe(false);
    expect(names.has('card')).toBe(false);
    expect(names.has('flex')).toBe(true);
  });

  it('keeps the names it is told are read elsewhere', () => {
    const names = shortClassNames(postcss.parse(css), uses('flex', 'items-center'), (name) => name === 'flex');
    expect(names.has('flex')).toBe(false);
    expect(names.has('items-center')).toBe(true);
  });
});

describe('renameInStylesheet', () => {
  it('renames escaped and nested classes, in media queries and inside :is() and :where()', () => {
    const root = postcss.parse(css);
    renameInStylesheet(
      root,
      new Map([
        ['md:grid-cols-3', 'b'],
        ['group', 'c'],
        ['group-aria-expanded:hidden', 'd'],
      ]),
    );
    const text = root.toString();
    expect(text).toContain('.b{grid-template-columns:1fr}');
    expect(text).toContain('@media (width>=48rem){.b{grid-template-columns:repeat(3,1fr)}}');
    expect(text).toContain('.d:is(:where(.c)[aria-expanded=true] *){display:none}');
    expect(text).not.toContain('md\\:grid-cols-3');
  });
});

describe('trimPage with short names', () => {
  const page = (body: string) =>
    `<html><head><meta http-equiv="content-security-policy" content="style-src 'self'"><style>${css}</style></head><body>${body}</body></html>`;
  const trim = (html: string, islandClasses: string[] = [], keepsName: (name: string) => boolean = () => false) =>
    trimPage(readPage(html), {
      scriptClasses: (island) => (island === 'NavMenu' ? islandClasses : []),
      islandCodeUrl: '/_astro/islands.abc.js',
      keepsName,
    });

  it('writes the same short name in the markup and the stylesheet, and keeps other words of the attribute', () => {
    const html = trim(page('<div class="flex  button items-center"></div><p class="flex"></p>'));
    expect(html).toContain('<div class="a button b"></div><p class="a"></p>');
    expect(html).toContain('.a{display:flex}');
    expect(html).toContain('.b{align-items:center}');
    expect(html).toContain('.button{padding:1rem}');
  });

  it('keeps the names an island on the page renders in the browser, and those in its props', () => {
    const island =
      '<astro-island component-url="/_astro/NavMenu.x.js" props="{&quot;class&quot;:[0,&quot;items-center&quot;]}">' +
      '<nav class="flex items-center md:grid-cols-3"></nav></astro-island>';
    const html = trim(page(island), ['flex']);
    expect(html).toContain('class="flex items-center a"');
    expect(html).toContain('.flex{display:flex}');
    expect(html).toContain('.items-center{align-items:center}');
  });

  it('keeps every name when none may be changed, and recomputes the style hash either way', () => {
    const plain = page('<div class="flex items-center"></div>');
    expect(trim(plain, [], () => true)).toContain('<div class="flex items-center"></div>');
    const style = /<style>([\s\S]*?)<\/style>/.exec(trim(plain))![1]!;
    expect(style).toContain('.a{display:flex}');
  });
});
