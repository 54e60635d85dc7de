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
    ['src/lib/i18n/en.ts', "import { isPriceGuide } from '../price-guide.ts';", "the editions' words import only"],
    ['src/lib/i18n/ar.ts', "import { TITLE_MAX } from '../metadata/head.ts';", "the editions' words import only"],
    [
      'src/lib/i18n/index.ts',
      "import SiteHead from '../../components/head/SiteHead.astro';",
      "the editions' words import only",
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
    // Tools and tests share harness/, in one direction.
    ['bench/pages.ts', "import { startSite } from '../tests/support/contact-posts.ts';", 'tools never import tests'],
    ['scripts/shots.ts', "import { visitor } from '../tests/e2e/support/test.ts';", 'tools never import tests'],
    ['harness/shot-list.ts', "import { islandAwake } from '../tests/e2e/support/islands.ts';", 'harness/ is what'],
    ['harness/pixel-pages.ts', "import { TEST_STAGES } from '../scripts/test-stages.ts';", 'harness/ is what'],
    [
      'tests/integration/shots.test.ts',
      "import { changedPages } from '../../scripts/shots.ts';",
      'tests import no tool',
    ],
    ['tests/e2e/support/pixels.ts', "import { median } from '../../../bench/stats.ts';", 'tests import no tool'],
    // Pages are thin routes.
    [
      'src/pages/[...lang]/contact.astro',
      "import { start } from '../../browser/contact/behaviour.ts';",
      'pages are thin routes',
    ],
    [
      'src/pages/demo.astro',
      "import { browserBundles } from '../integrations/browser-bundles.ts';",
      'pages are thin routes',
    ],
    // Only the content queries read astro:content.
    [
      'src/pages/[...lang]/[article].astro',
      "import { render } from 'astro:content';",
      'only src/lib/content/queries reads astro:content',
    ],
    [
      'src/components/home/ClientGrid.astro',
      "import type { CollectionEntry } from 'astro:content';",
      'only src/lib/content/queries reads astro:content',
    ],
    ['src/components/islands/ReadMore.tsx', "import { getEntry } from 'astro:content';", 'An island bundles'],
    [
      'src/lib/metadata/structured-data.ts',
      "import { getCollection } from 'astro:content';",
      'only src/lib/content/queries reads astro:content',
    ],
    [
      'src/lib/content/collections.ts',
      "import { defineCollection } from 'astro:content';",
      'only src/lib/content/queries reads astro:content',
    ],
    [
      'src/middleware.ts',
      "import { getCollection } from 'astro:content';",
      'only src/lib/content/queries reads astro:content',
    ],
    ['src/server/http.ts', "import { getEntry } from 'astro:content';", 'server code runs without Astro'],
    // An island imports src/shared, other islands, react and the carousel: nothing of src/lib, no node: module.
    ['src/components/islands/ReadMore.tsx', "import { truncate } from '../../lib/text';", 'An island bundles'],
    [
      'src/components/islands/LeadForm.tsx',
      "import { getSettings } from '../../lib/content/queries/settings';",
      'An island bundles',
    ],
    ['src/components/islands/LeadForm.tsx', "import { readFileSync } from 'node:fs';", 'there are no node: modules'],
    ['src/components/islands/NavMenu.tsx', "import { z } from 'zod';", 'of packages, react and embla-carousel only'],
    ['src/browser/frame.ts', "import { readFile } from 'node:fs/promises';", 'there are no node: modules'],
    ['src/browser/search/page-script.ts', "import { z } from 'zod';", 'no package but web-vitals'],
    // A package with one use is imported only there.
    ['src/lib/metadata/head.ts', "import { onLCP } from 'web-vitals';", 'web-vitals is the vitals beacon'],
    ['src/server/vitals/input.ts', "import type { Metric } from 'web-vitals';", 'web-vitals is the vitals beacon'],
    [
      'src/components/frame/FrameScript.astro',
      "import { onCLS } from 'web-vitals';",
      'web-vitals is the vitals beacon',
    ],
    [
      'src/pages/[...lang]/index.astro',
      "import { onINP } from 'web-vitals/attribution';",
      'web-vitals is the vitals beacon',
    ],
    ['src/integrations/browser-bundles.ts', "import { onLCP } from 'web-vitals';", 'web-vitals is the vitals beacon'],
    ['src/lib/lead-forms.ts', "import nodemailer from 'nodemailer';", "nodemailer and sirv are the Node server's"],
    ['src/integrations/static-host-files.ts', "import sirv from 'sirv';", "nodemailer and sirv are the Node server's"],
    ['src/content.config.ts', "import nodemailer from 'nodemailer';", "nodemailer and sirv are the Node server's"],
    ['src/server/visit-request/photos.ts', "import sharp from 'sharp';", 'sharp and pagefind run at build time'],
    ['src/lib/searchable-pages.ts', "import * as pagefind from 'pagefind';", 'sharp and pagefind run at build time'],
    [
      'src/components/home/HeroBanner.astro',
      "import { useState } from 'react';",
      "React and the carousel are the islands'",
    ],
    [
      'src/components/home/HeroBanner.astro',
      "import useEmblaCarousel from 'embla-carousel-react';",
      "React and the carousel are the islands'",
    ],
    [
      'src/lib/content-check/rules/entry/typed-contacts.ts',
      "import { parsePhoneNumberFromString } from 'libphonenumber-js/max';",
      'libphonenumber-js reads the phone numbers of src/lib/channels',
    ],
    // The editions' words, which the server imports, reach nothing else of src/lib.
    ['src/lib/i18n/en.ts', "import { TITLE_MAX } from '../content/schemas.ts';", "the editions' words import only"],
    [
      'src/lib/i18n/ar.ts',
      "import { whatsappHref } from '../channels/whatsapp.ts';",
      "the editions' words import only",
    ],
    ['src/lib/i18n/index.ts', "import { z } from 'zod';", "the editions' words import only"],
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
    ['src/components/islands/LeadForm.tsx', "import { LIMITS } from '../../shared/contact/fields';"],
    ['src/components/islands/ReadMore.tsx', "import { truncate } from '../../shared/text';"],
    ['src/pages/mail.php.ts', "import { handleContactPost } from '../server/contact/handler';"],
    [
      'src/integrations/browser-bundles.ts',
      "import type { DeferredTaskSettings } from '../browser/deferred-tasks.ts';",
    ],
    // Pages: layouts, components, src/lib, src/shared, src/server.
    // Pages: layouts, components, src/lib, src/shared, src/server.
    ['src/pages/[...lang]/index.astro', "import BaseLayout from '../../layouts/BaseLayout.astro';"],
    // astro:content in the content queries and src/content.config.ts; a package with one use, where it is used.
    // astro:content in the content queries (the file or its folder) and src/content.config.ts; a package with one use where it is used.
    ['src/pages/[...lang]/[article].astro', "import { render } from '../../lib/content/queries/entries';"],
    ['src/lib/content/queries.ts', "import { getCollection } from 'astro:content';"],
    ['src/lib/content/queries/entries.ts', "import { getCollection } from 'astro:content';"],
    ['src/content.config.ts', "import { defineCollection } from 'astro:content';"],
    ['src/browser/vitals/beacon.ts', "import { onLCP } from 'web-vitals';"],
    ['src/server/lead-form/runtime.ts', "import nodemailer from 'nodemailer';"],
    ['src/server/http.ts', "import sirv from 'sirv';"],
    ['src/integrations/link-preview-pictures.ts', "import sharp from 'sharp';"],
    ['src/integrations/search-index.ts', "import * as pagefind from 'pagefind';"],
    ['src/lib/channels/phone-numbers.ts', "import { parsePhoneNumberFromString } from 'libphonenumber-js/max';"],
    // Islands: each other, src/shared, react and the carousel; browser code: types from a package.
    // Islands: each other, src/shared, react and the carousel; browser code: types from a package.
    ['src/components/islands/LeadForm.tsx', "import { FormField } from './FormField';"],
    ['src/components/islands/FormField.tsx', "import type { LeadField } from '../../shared/lead-form';"],
    ['src/components/islands/BannerSlider.tsx', "import useEmblaCarousel from 'embla-carousel-react';"],
    ['src/components/islands/NavMenu.tsx', "import { useEffect } from 'react';"],
    ['src/browser/directives/after-load.ts', "import type { ClientDirective } from 'astro';"],
    // The editions' words: src/lib/i18n and src/shared.
    // The editions' words: src/lib/i18n and src/shared.
    ['src/lib/i18n/en.ts', "import { VAT_PERCENT } from '../../shared/plans.ts';"],
    ['src/lib/i18n/ar.ts', "import { arabicCount } from './arabic-count.ts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await importProblems(file, code)).toEqual([]);
  });
});
