import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { INTERACTION_DIRECTIVE } from '../scripts/island-interaction.ts';

export { leanPages } from './lean-pages';

const entry = (file: string) => fileURLToPath(new URL(`./directives/${file}`, import.meta.url));

/** Registers the project's own client directives (see interaction-directives.ts). */
export function interactionDirectives(): AstroIntegration {
  return {
    name: 'interaction-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: INTERACTION_DIRECTIVE, entrypoint: entry('interaction.ts') });
        addClientDirective({ name: 'after-load', entrypoint: entry('after-load.ts') });
      },
    },
  };
}
