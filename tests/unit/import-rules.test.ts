/**
 * The import rules of docs/architecture.md hold because the linter enforces them
 * (eslint.config.js): a wrong import planted in each folder fails `npm run lint`, and the imports
 * each folder is meant to make pass.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The import-rule messages for one line of code, as if it were written in `file`. */
async function importProblems(file: string, code: string): Promise<string[]> {
  const text = file.endsWith('.astro') ? `---\n${code}\n---\n\n<p></p>\n` : `${code}\nexport {};\n`;
  const [result] = await eslint.lintText(text, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the import rules', () => {
  it.each([
    ['src/browser/frame.ts', "import { ContactStore } from '../server/contact/store.ts';", 'browser code imports only'],
    ['src/browser/frame.ts', "import { i18n } from '../lib/i18n/index.ts';", 'browser code imports only'],
    [
      'src/lib/metadata/head.ts',
      "import SiteHead from '../components/head/SiteHead.astro';",
      'src/lib is plain TypeScript',
    ],
    [
      'src/lib/content/queries/pages.ts',
      "import { handleContactPost } from '../../server/contact/handler.ts';",
      'src/lib is plain TypeScript',
    ],
    ['src/server/contact/handler.ts', "import { z } from 'astro/zod';", 'server code runs without Astro'],
    ['src/server/http.ts', "import type { AstroIntegration } from 'astro';", 'server code runs without Astro'],
    [
      'src/server/contact/input.ts',
      "import { getSettings } from '../../lib/content/queries/settings.ts';",
      'server code imports',
    ],
    [
      'src/lib/i18n/en.ts',
      "import { isPriceGuide } from '../price-guide.ts';",
      'the words in src/lib/i18n are read by the Node server too',
    ],
    ['src/lib/i18n/ar.ts', "import { TITLE_MAX } from '../metadata/head.ts';", 'the words in src/lib/i18n'],
    [
      'src/lib/i18n/index.ts',
      "import SiteHead from '../../components/head/SiteHead.astro';",
      'the words in src/lib/i18n',
    ],
    ['src/shared/editions.ts', "import { z } from 'zod';", 'src/shared is free of dependencies'],
    ['src/shared/vitals.ts', "import { en } from '../lib/i18n/en.ts';", 'src/shared is free of dependencies'],
    [
      'src/components/islands/NavMenu.tsx',
      "import { ContactStore } from '../../server/contact/store';",
      'An island bundles',
    ],
    ['src/components/islands/NavMenu.tsx', "import SiteHeader from '../frame/SiteHeader.astro';", 'An island bundles'],
    [
      'src/components/home/HeroBanner.astro',
      "import { ContactStore } from '../../server/contact/store';",
      'components take data',
    ],
    [
      'src/integrations/browser-bundles.ts',
      "import { createSiteServer } from '../server/http.ts';",
      'build steps import',
    ],
  ])('%s may not: %s', async (file, code, message) => {
    const problems = await importProblems(file, code);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each([
    ['src/browser/analytics.ts', "import { METRICS } from '../shared/vitals.ts';"],
    ['src/browser/frame.ts', "import { WAITING_ISLAND } from './island-interaction.ts';"],
    ['src/lib/metadata/head.ts', "import { EDITIONS } from '../shared/editions.ts';"],
    ['src/server/contact/handler.ts', "import { editionInfo } from '../../lib/i18n/index.ts';"],
    ['src/lib/i18n/en.ts', "import type { DurationUnit } from '../../shared/project-duration.ts';"],
    ['src/lib/i18n/ar.ts', "import { arabicCount } from './arabic-count.ts';"],
    ['src/server/contact/input.ts', "import { z } from 'zod';"],
    ['src/shared/vitals.ts', "import type { Edition } from './editions.ts';"],
    ['src/components/islands/LeadForm.tsx', "import { LIMITS } from '../../shared/contact-fields';"],
    ['src/components/islands/ReadMore.tsx', "import { words } from '../../lib/text';"],
    ['src/pages/mail.php.ts', "import { handleContactPost } from '../server/contact/handler';"],
    [
      'src/integrations/browser-bundles.ts',
      "import type { DeferredTaskSettings } from '../browser/deferred-tasks.ts';",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await importProblems(file, code)).toEqual([]);
  });
});
