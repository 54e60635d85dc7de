import { describe, expect, it } from 'vitest';
import postcss from 'postcss';
import { startingValuesInReset } from '../../src/integrations/page-trim/registered-properties';

/** The stylesheet as the trim leaves it once its `@property` rules are starting values. */
function registeredPropertiesAsStartingValues(css: string): string {
  const root = postcss.parse(css);
  startingValuesInReset(root);
  return root.toString();
}

describe('startingValuesInReset', () => {
  it("writes each @property's starting value into the reset's rule for every element, in the base layer", () => {
    const css =
      '@layer theme;@layer base{*,:after,:before,::backdrop{box-sizing:border-box}a{color:inherit}}' +
      '@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-leading{syntax:"*";inherits:false}';
    expect(registeredPropertiesAsStartingValues(css)).toBe(
      '@layer theme;@layer base{*,:after,:before,::backdrop{box-sizing:border-box;--tw-shadow:0 0 #0000;--tw-leading:initial}a{color:inherit}}' +
        '@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}',
    );
  });

  it('starts a base layer ahead of the others when the page has none, so utilities still win', () => {
    expect(
      registeredPropertiesAsStartingValues(
        '@layer utilities{.border{border-style:var(--tw-border-style)}}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
      ),
    ).toBe(
      '@layer base{*,:after,:before,::backdrop{--tw-border-style:solid}}@layer utilities{.border{border-style:var(--tw-border-style)}}',
    );
  });

  it('keeps a value holding braces or quotes whole, and leaves a stylesheet without @property as it was', () => {
    const css = '@layer base{*,:after,:before,::backdrop{margin:0}}.a:after{content:"}{"}';
    expect(registeredPropertiesAsStartingValues(css)).toBe(css);
    expect(
      registeredPropertiesAsStartingValues(`${css}@property --x{syntax:"*";inherits:false;initial-value:"a}b"}`),
    ).toBe('@layer base{*,:after,:before,::backdrop{margin:0;--x:"a}b"}}.a:after{content:"}{"}');
  });
});
