/**
 * Tailwind registers its `--tw-*` variables with `@property` (not inherited, with a starting
 * value), about 60 bytes a rule. The same starting values set on every element by one rule in the
 * base layer behave alike: each element starts from the value instead of inheriting its parent's,
 * and any utility (a later layer) or rule of the site's own (no layer) still overrides it. That rule
 * is what Tailwind itself gives browsers without `@property`. It costs a third of the bytes.
 */
import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss';

/** Tailwind's reset already has a rule for every element: the values join it. */
const EVERY_ELEMENT = '*,:after,:before,::backdrop';

/** Writes a parsed stylesheet's `@property` rules as starting values in its base layer (css.ts). */
export function startingValuesInReset(root: Root): void {
  const declarations: Declaration[] = [];
  root.walkAtRules('property', (rule) => {
    let value = 'initial';
    rule.walkDecls('initial-value', (declaration) => void (value = declaration.value));
    declarations.push(postcss.decl({ prop: rule.params.trim(), value, raws: { before: '', between: ':' } }));
    rule.remove();
  });
  if (declarations.length === 0) return;
  let base = root.nodes.find(
    (node): node is AtRule => node.type === 'atrule' && node.name === 'layer' && node.params === 'base' && !!node.nodes,
  );
  if (!base) {
    base = postcss.atRule({
      name: 'layer',
      params: 'base',
      nodes: [],
      raws: { afterName: ' ', between: '', after: '' },
    });
    root.prepend(base);
  }
  let everyElement = base.nodes!.find((node): node is Rule => node.type === 'rule' && node.selector === EVERY_ELEMENT);
  if (!everyElement) {
    everyElement = postcss.rule({ selector: EVERY_ELEMENT, raws: { between: '', after: '' } });
    base.prepend(everyElement);
  }
  everyElement.raws.semicolon = false;
  everyElement.append(...declarations);
}
