// @ts-check
import { readFileSync } from 'node:fs';
import mdx from '@astrojs/mdx';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { parse } from 'yaml';
import { browserBundles } from './src/integrations/browser-bundles.ts';
import { linkPreviews } from './src/integrations/link-preview-pictures.ts';
import { clientDirectives } from './src/integrations/client-directives.ts';
import { DEFAULT_EDITION, EDITIONS, editionInfo } from './src/lib/i18n/index.ts';
import { withDefaultAlternate } from './src/lib/metadata/sitemap.ts';
import { searchIndex } from './src/integrations/search-index.ts';
import { trimBuiltPages } from './src/integrations/page-trim/index.ts';
import { serviceWorkerAndPrecompression } from './src/integrations/service-worker.ts';
import { staticHostFiles } from './src/integrations/static-host-files.ts';

// The site URL has one home, the settings file copywriters edit; canonical links and the sitemap
// are built from it.
const settings = parse(readFileSync(new URL('./src/content/settings/site.yaml', import.meta.url), 'utf8'));

export default defineConfig({
  site: settings.siteUrl,
  // Article paths come from the spec as written (no trailing slash, capitals kept).
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'always' },
  // English at the root, Arabic under /ar with the same slugs (src/lib/i18n). No redirect by
  // browser language: a visitor chooses with the language switcher.
  i18n: {
    locales: [...EDITIONS],
    defaultLocale: DEFAULT_EDITION,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // Every page is prerendered; only the contact form's routes run on the server.
  output: 'static',
  // Middleware mode: src/server/start.ts serves the static build itself (compressed, cached,
  // with security headers) and hands only the on-demand routes to Astro.
  adapter: node({ mode: 'middleware' }),
  // `PORT=4501 npm run dev` previews on another port, like the production server (src/server/start.ts).
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  security: {
    // Astro hashes every script and style it emits into a CSP <meta> on each page, so no
    // 'unsafe-inline' is needed; the server adds what a <meta> cannot carry (frame-ancestors).
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data:${settings.analyticsId ? ' https://www.googletagmanager.com https://*.google-analytics.com' : ''}`,
        "font-src 'self'",
        `connect-src 'self'${settings.analyticsId ? ' https://*.google-analytics.com https://*.analytics.google.com' : ''}`,
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        `frame-src ${new URL(settings.mapEmbedUrl).origin}`,
      ],
      // The tag manager is allowed only when settings name an analytics id (see AnalyticsLoader).
      ...(settings.analyticsId && {
        scriptDirective: { resources: ["'self'", 'https://www.googletagmanager.com'] },
      }),
    },
  },
  integrations: [
    clientDirectives(),
    react(),
    mdx(),
    // Only pages worth finding: not the placeholder /demo, the 404, offline and search pages or the form's
    // answer. Each page lists its twin in the other edition (hreflang), plus x-default.
    sitemap({
      filter: (page) => !/\/(demo|404|offline|search|contact\/send)$/.test(page),
      i18n: {
        defaultLocale: DEFAULT_EDITION,
        locales: Object.fromEntries(
          EDITIONS.map((edition) => [editionInfo[edition].prefix || edition, editionInfo[edition].lang]),
        ),
      },
      serialize: (item) => withDefaultAlternate(item, editionInfo[DEFAULT_EDITION].lang),
    }),
    // The vitals beacon's share of page views (settings.vitalsSamplePercent, checked by its schema).
    browserBundles({ vitalsSamplePercent: settings.vitalsSamplePercent ?? 100 }, settings.analyticsId),
    // Once every page is written: draws each page's link preview (PNG or JPEG, which the worker does
    // not precache and nothing compresses), trims each page to what it uses (before anything hashes or
    // compresses the pages), indexes the services and articles for search, then sw.js, then the
    // .br/.gz copies (sw.js included), then what a static host reads (_headers; with FORMS_ORIGIN,
    // the worker that sends the form to Node), which neither the worker nor the copies include.
    linkPreviews(),
    trimBuiltPages(),
    searchIndex(),
    serviceWorkerAndPrecompression(),
    staticHostFiles(),
  ],
  // No article has a code block, and Shiki's highlighting writes inline styles the pages' CSP refuses.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    build: {
      rolldownOptions: {
        // Every MDX module starts with Astro's own "use astro:head-inject" directive, which the bundler
        // warns it drops (once per article and build step: about 96 lines a build). Astro reads it before
        // bundling, so dropping it changes nothing; a copywriter should see only warnings that matter.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
});
