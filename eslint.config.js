// Lint with zero warnings: TypeScript rules, Astro's recommended rules and its jsx-a11y strict
// accessibility rules on markup (Astro components and React islands alike), and the import rules
// of docs/architecture.md.
import eslintPluginAstro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import tseslint from 'typescript-eslint';

// The import rules of docs/architecture.md ("The folders, and what each may import"), enforced.
// Each folder lists what it may not import; a folder's rule replaces, never adds to, one above it,
// so each entry is whole. Paths are the import as written (relative), so `(\.\./)+x/` is folder x
// from anywhere below src/. The patterns of one entry never match the same import twice.
const up = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const rule = (...patterns) => ['error', { patterns }];
const because = (regex, message, options = {}) => ({ regex, message: `${message} (docs/architecture.md)`, ...options });
const ASTRO = because('^astro($|/|:)', 'server code runs without Astro: the build hands it only a request handler');

// What one place of src/ alone imports: the content collections, and the packages with one use.
// Every entry refuses those that are not its own (`notOwn('server')`: all but the server's).
const ONE_PLACE = {
  contentQueries: because(
    '^astro:content$',
    'only src/lib/content/queries reads astro:content: pages and components take entries, their types and render from it',
  ),
  browser: because('^web-vitals($|/)', "web-vitals is the vitals beacon's: only src/browser imports it"),
  server: because('^(nodemailer|sirv)($|/)', "nodemailer and sirv are the Node server's: only src/server imports them"),
  integrations: because(
    '^(sharp|pagefind)($|/)',
    'sharp and pagefind run at build time: of src/, only src/integrations imports them',
  ),
  islands: because(
    '^(react|react-dom|embla-carousel-[^/]*)($|/)',
    "React and the carousel are the islands': only src/components/islands imports them",
  ),
  channels: because(
    '^libphonenumber-js($|/)',
    'libphonenumber-js reads the phone numbers of src/lib/channels: only that folder imports it',
  ),
};
const notOwn = (...own) =>
  Object.entries(ONE_PLACE)
    .filter(([place]) => !own.includes(place))
    .map(([, pattern]) => pattern);

const LIB = because(
  up(['components', 'layouts', 'pages', 'server', 'browser', 'integrations']),
  'src/lib is plain TypeScript: it imports src/lib and src/shared, never components, pages or server code',
);
const SERVER = 'server code imports src/server, src/shared and the words in src/lib/i18n only';
const ISLAND = "An island bundles what it imports into the visitor's download";

const importRules = [
  // Whatever has no entry of its own below: a file at the root of src/, a new folder.
  { files: ['src/**'], rules: { 'no-restricted-imports': rule(...notOwn()) } },
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
        because('^node:', 'browser code runs in the browser, where there are no node: modules'),
        because(
          '^(?!\\.|node:|web-vitals($|/))',
          'browser code imports no package but web-vitals (types aside): every byte reaches the visitor',
          { allowTypeImports: true },
        ),
      ),
    },
  },
  { files: ['src/lib/**'], rules: { 'no-restricted-imports': rule(LIB, ...notOwn()) } },
  {
    files: ['src/lib/content/queries.ts', 'src/lib/content/queries/**'],
    rules: { 'no-restricted-imports': rule(LIB, ...notOwn('contentQueries')) },
  },
  { files: ['src/lib/channels/**'], rules: { 'no-restricted-imports': rule(LIB, ...notOwn('channels')) } },
  {
    files: ['src/lib/i18n/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          '^(?!\\./|\\.\\./\\.\\./shared/)',
          "the editions' words import only src/lib/i18n and src/shared, no package: the server imports them and reaches nothing else of src/lib",
        ),
      ),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': rule(
        ASTRO,
        because(up(['components', 'layouts', 'pages', 'browser', 'integrations', 'content']), SERVER),
        because('^(\\.\\./)+lib/(?!i18n/)', SERVER),
        // astro:content is Astro, refused above.
        ...notOwn('server', 'contentQueries'),
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
        ...notOwn(),
      ),
    },
  },
  {
    files: ['src/components/islands/**'],
    rules: {
      'no-restricted-imports': rule(
        because('^(\\.\\./)+(?!\\.\\./|shared/)', `${ISLAND}: src/shared and other islands only`),
        because('^node:', `${ISLAND}, which runs in the browser: there are no node: modules`),
        because(
          '^(?!\\.|node:|(react|embla-carousel-[^/]*)($|/))',
          `${ISLAND}: of packages, react and embla-carousel only`,
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
        ...notOwn('integrations'),
      ),
    },
  },
  {
    files: ['src/pages/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          up(['browser', 'integrations']),
          'pages are thin routes: they import layouts, components, src/lib, src/shared and src/server, never browser code or build steps',
        ),
        ...notOwn(),
      ),
    },
  },
  { files: ['src/content.config.ts'], rules: { 'no-restricted-imports': rule(...notOwn('contentQueries')) } },
  // The tools and the tests share what both need through harness/, in one direction: a tool that
  // imported a test helper would break when the tests change, and a test that imported a tool
  // would run the tool's command.
  {
    files: ['harness/**'],
    rules: {
      'no-restricted-imports': rule(
        because(up(['tests', 'bench', 'scripts']), 'harness/ is what tools and tests share: it imports neither'),
      ),
    },
  },
  {
    files: ['bench/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': rule(
        because(up(['tests']), 'tools never import tests: what they share lives in harness/'),
      ),
    },
  },
  {
    files: ['tests/**'],
    rules: {
      'no-restricted-imports': rule(
        because(
          up(['bench', 'scripts']),
          "tests import no tool: what they share lives in harness/, a command's behaviour is tested by running it",
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
