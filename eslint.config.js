// Lint with zero warnings: TypeScript rules, Astro's recommended rules and its jsx-a11y strict
// accessibility rules on markup (Astro components and React islands alike), and the import rules
// of docs/architecture.md.
import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import tseslint from 'typescript-eslint';

// The import rules of docs/architecture.md ("The folders, and what each may import"), enforced.
// Each folder lists what it may not import; a folder's rule replaces, never adds to, one above it,
// so each entry is whole. Paths are the import as written (relative), so `(\.\./)+x/` is folder x
// from anywhere below src/.
const up = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const rule = (...patterns) => ['error', { patterns }];
const because = (regex, message) => ({ regex, message: `${message} (docs/architecture.md)` });
const ASTRO = because('^astro($|/|:)', 'server code runs without Astro: the build hands it only a request handler');

const importRules = [
  {
    files: ['src/shared/*'],
    rules: {
      'no-restricted-imports': rule(
        because('^(?!\\./)', 'src/shared is free of dependencies: it imports only its own files'),
      ),
    },
  },
  {
    files: ['src/shared/*/**'],
    rules: {
      'no-restricted-imports': rule(
        because('^(?!\\.\\.?/)|^\\.\\./\\.\\./', 'src/shared is free of dependencies: it imports only its own files'),
      ),
    },
  },
  {
    files: ['src/browser/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          up(['server', 'lib', 'components', 'layouts', 'pages', 'integrations']),
          'browser code imports only src/browser and src/shared: every byte reaches the visitor',
        ),
      ),
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          up(['components', 'layouts', 'pages', 'server', 'browser', 'integrations']),
          'src/lib is plain TypeScript: it imports src/lib and src/shared, never components, pages or server code',
        ),
      ),
    },
  },
  {
    // The Node server reads the words as they are, beside src/shared: nothing else of src/lib comes with them.
    files: ['src/lib/i18n/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          '^\\.(?!/|\\./\\.\\./shared/)',
          'the words in src/lib/i18n are read by the Node server too: they import only their own files and src/shared',
        ),
      ),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': rule(
        ASTRO,
        because(
          up(['components', 'layouts', 'pages', 'browser', 'integrations', 'content']),
          'server code imports src/server, src/shared and the words in src/lib/i18n only',
        ),
        because(
          '^(\\.\\./)+lib/(?!i18n/)',
          'server code imports src/server, src/shared and the words in src/lib/i18n only',
        ),
      ),
    },
  },
  {
    files: ['src/components/**', 'src/layouts/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          up(['server', 'browser', 'integrations', 'pages']),
          'components take data from src/lib and src/shared; only the form routes in src/pages call the server',
        ),
      ),
    },
  },
  {
    files: ['src/components/islands/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          up(['server', 'browser', 'integrations', 'pages', 'layouts', 'content']),
          "An island bundles what it imports into the visitor's download: src/lib and src/shared only",
        ),
        because(
          '^\\.\\./(?!\\.\\./)',
          "An island bundles what it imports into the visitor's download: src/lib and src/shared only",
        ),
      ),
    },
  },
  {
    files: ['src/integrations/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          up(['server', 'components', 'layouts', 'pages']),
          'build steps import src/lib, src/shared and src/browser (to bundle it), never the server or components',
        ),
      ),
    },
  },
];

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
  ...importRules,
];
