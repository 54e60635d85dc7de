import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { INTERACTION_DIRECTIVE } from '../browser/island-interaction.ts';

const entry = (file: string) => fileURLToPath(new URL(`../browser/directives/${file}`, import.meta.url));

/** Registers the project's own client directives: when an island wakes (src/browser/directives/). */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: INTERACTION_DIRECTIVE, entrypoint: entry('interaction.ts') });
        addClientDirective({ name: 'after-load', entrypoint: entry('after-load.ts') });
      },
    },
  };
}
