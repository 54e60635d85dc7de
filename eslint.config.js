// Lint with zero warnings: TypeScript rules, Astro's recommended rules and its jsx-a11y strict
// accessibility rules on markup (Astro components and React islands alike).
import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import tseslint from 'typescript-eslint';

export default [
  { ignores: ['dist/', '.astro/', 'node_modules/', 'reports/', 'test-results/', 'playwright-report/', 'data/'] },
  ...tseslint.configs.recommended,
  ...eslintPluginAstro.configs.recommended,
  ...eslintPluginAstro.configs['jsx-a11y-strict'],
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y-x': jsxA11y },
    rules: { ...jsxA11y.configs.strict.rules },
  },
];
