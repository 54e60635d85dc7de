/**
 * `npm run shots`: a screenshot of every page kind, in both editions, at every width the pixel test
 * checks, in shots/<page>-<width>.png, and shots/index.html, a contact sheet to see them all at a
 * glance after a change. `npm run shots -- --changed`: only the pages whose content changed since
 * the main branch (committed on this branch, or not yet), each in its edition; it prints every file
 * it wrote. Either builds the site first when the build (dist/) is older than its sources. Each
 * shot is the whole page: what the page leaves unpainted until scrolled to is painted first, and
 * every picture loaded. The folder is git-ignored.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { findChromium, OFFLINE_CHROMIUM_FLAGS } from '../harness/chromium.ts';
import { openPageKind, WIDTHS } from '../harness/pixel-pages.ts';
import { startSite } from '../harness/site-server.ts';
import { baseBranch, changedFiles, changedPages, everyPage, staleBuild, type Shot } from '../harness/shot-list.ts';

const USAGE = `npm run shots: screenshots of the site's pages at every width, in shots/, with shots/index.html to see them at a glance.

  npm run shots
      every kind of page in both languages: every service, every slide of Home, an article, the lists…
  npm run shots -- --changed
      only the pages whose files in src/content (or pictures in src/assets) changed since the main
      branch, committed or not, each in its language; it lists the files it wrote
  npm run shots -- --changed --base <branch>
      the same, since another branch
  npm run shots -- --help      (or -h)
      prints this

It builds the site first (npm run build) when a file in src/ is newer than the build in dist/.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const args = process.argv.slice(2);
let changed = false;
let base: string | undefined;
for (let index = 0; index < args.length; index++) {
  const arg = args[index]!;
  if (arg === '--help' || arg === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (arg === '--changed') changed = true;
  else if (arg === '--base') base = args[++index];
  else if (arg.startsWith('--base=')) base = arg.slice('--base='.length);
  else fail(`There is no option ${arg}.\n\n${USAGE}`);
}
if (base !== undefined && !changed) fail(`--base goes with --changed.\n\n${USAGE}`);

const root = process.cwd();
let files: string[] = [];
if (changed) {
  let branch: string;
  try {
    branch = baseBranch(root, base);
  } catch (error) {
    fail((error as Error).message);
  }
  files = changedFiles(root, branch);
  if (!files.length) {
    console.log(`Nothing has changed since ${branch}: no shots to take.`);
    process.exit(0);
  }
  console.log(`Changed since ${branch}:\n${files.map((file) => `  ${file}`).join('\n')}`);
}

// The shots show the build: a build older than the sources would show the pages as they were.
const stale = staleBuild(root);
if (stale) {
  console.log(`Building the site first (npm run build, about half a minute): ${stale}.`);
  const astro = join(root, 'node_modules/astro/bin/astro.mjs');
  const build = spawnSync(process.execPath, [astro, 'build'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) {
    fail(`${build.stdout}${build.stderr}\nThe build failed (above): fix what it says, then run npm run shots again.`);
  }
  console.log('Built.');
} else {
  console.log('The build (dist/) is newer than every file in src/: taking the shots from it as it is.');
}

let shots: Shot[];
if (changed) {
  const found = changedPages(root, files);
  for (const note of found.notes) console.log(`  (no shot) ${note}`);
  if (!found.shots.length) {
    console.log('None of the changed files shows on a page: no shots to take.');
    process.exit(0);
  }
  shots = found.shots;
  console.log(`Pages: ${shots.map((shot) => shot.path + (shot.slide ? ` (slide ${shot.slide})` : '')).join(', ')}`);
} else {
  shots = everyPage(root);
}

/**
 * Makes the whole page paint as a visitor scrolling down it would see it: parts kept unpainted until
 * near the screen (content-visibility: auto) are painted, by a constructed style sheet (the page's
 * CSP refuses an inline <style>), and every picture that waits to be near the screen (lazy, or the
 * site's own data-src) is loaded, and waited for.
 */
async function showWholePage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    for (const image of document.images) {
      if (image.loading === 'lazy') image.loading = 'eager';
      if (image.dataset.near !== undefined && image.dataset.src) {
        if (image.dataset.srcset) image.srcset = image.dataset.srcset;
        image.src = image.dataset.src;
      }
    }
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? null
          : new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
      ),
    );
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

const out = resolve('shots');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const written: string[] = [];
// The server's databases (a visit's vitals beacon writes one) go to a folder of their own, removed after.
const data = mkdtempSync(join(tmpdir(), 'shots-data-'));
const site = await startSite(
  { CONTACT_DB: join(data, 'contact.sqlite'), VITALS_DB: join(data, 'vitals.sqlite'), CONTACT_RATE_LIMIT: '0' },
  root,
);
const browser = await chromium.launch({ executablePath: findChromium(), args: OFFLINE_CHROMIUM_FLAGS });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      reducedMotion: 'reduce',
      baseURL: site.url,
    });
    const page = await context.newPage();
    for (const shot of shots) {
      await openPageKind(page, shot);
      await showWholePage(page);
      const file = `shots/${shot.name}-${width}.png`;
      await page.screenshot({ path: resolve(file), fullPage: true });
      written.push(file);
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  rmSync(data, { recursive: true, force: true });
}
const rows = shots
  .map(
    (shot) =>
      `<section><h2>${shot.name} <small>${shot.path}</small></h2><div class="row">${WIDTHS.map(
        (width) =>
          `<figure><a href="${shot.name}-${width}.png"><img src="${shot.name}-${width}.png" alt="${shot.name} at ${width} px" loading="lazy" width="${Math.round(width / 3)}"></a><figcaption>${width} px</figcaption></figure>`,
      ).join('')}</div></section>`,
  )
  .join('\n');
const heading = changed ? 'The changed pages at every width' : 'Every page at every width';
writeFileSync(
  resolve(out, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${heading}</title><style>body{font-family:system-ui,sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0}img{border:1px solid #ccc;height:auto}</style></head><body><h1>${heading}</h1>${rows}</body></html>`,
);
written.push('shots/index.html');
console.log(`shots/index.html: ${shots.length} pages × ${WIDTHS.length} widths`);
if (changed) console.log(`Wrote ${written.length} files:\n${written.map((file) => `  ${file}`).join('\n')}`);
