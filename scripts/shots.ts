/**
 * `npm run shots` (after `npm run build`): a screenshot of every page kind at every width the
 * pixel test checks, in shots/<page>-<width>.png, and shots/index.html, a contact sheet to see
 * them all at a glance after a change. The folder is git-ignored.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../tests/e2e/support/chromium.ts';
import { openPageKind, PIXEL_PAGE_KINDS, WIDTHS } from '../tests/e2e/support/pixels.ts';
import { startSite } from '../tests/support/site-server.ts';

const out = resolve('shots');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const site = await startSite({ CONTACT_DB: resolve(out, '.contact.sqlite'), CONTACT_RATE_LIMIT: '0' });
const browser = await chromium.launch({ executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
      baseURL: site.url,
    });
    const page = await context.newPage();
    for (const kind of PIXEL_PAGE_KINDS) {
      await openPageKind(page, kind);
      await page.screenshot({ path: resolve(out, `${kind.name}-${width}.png`), fullPage: true });
      console.log(`shots/${kind.name}-${width}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(resolve(out, '.contact.sqlite'), { force: true });
}
const rows = PIXEL_PAGE_KINDS.map(
  (kind) =>
    `<section><h2>${kind.name} <small>${kind.path}</small></h2><div class="row">${WIDTHS.map(
      (width) =>
        `<figure><a href="${kind.name}-${width}.png"><img src="${kind.name}-${width}.png" alt="${kind.name} at ${width} px" loading="lazy" width="${Math.round(width / 3)}"></a><figcaption>${width} px</figcaption></figure>`,
    ).join('')}</div></section>`,
).join('\n');
writeFileSync(
  resolve(out, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Every page at every width</title><style>body{font-family:system-ui,sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0}img{border:1px solid #ccc;height:auto}</style></head><body><h1>Every page at every width</h1>${rows}</body></html>`,
);
console.log(`shots/index.html: ${PIXEL_PAGE_KINDS.length} pages × ${WIDTHS.length} widths`);
