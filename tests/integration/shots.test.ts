/**
 * `npm run shots -- --changed` (scripts/shots.ts) on a planted change, in the changed copy of the
 * project (tests/support/changed-site.ts), a git repository with a main branch: one service renamed
 * in both editions, the English file committed on a branch and its Arabic twin not yet, after a copy
 * of an older build. Its first run built the copy: it builds first (the build is older than the
 * change), takes exactly that page in both editions at every width, lists the files it wrote, and
 * each shot is the whole page, painted to its foot.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { WIDTHS } from '../../harness/pixel-pages.ts';
import {
  changedSite,
  NEW_NAMES as PLANTED,
  RENAMED_FILES,
  RENAMED_SERVICE as SERVICE,
  runShots,
  type ToolRun,
} from '../support/changed-site.ts';

const ENGLISH = RENAMED_FILES.en;
const ARABIC = RENAMED_FILES.ar;

let root: string;
let first: ToolRun;
const shots = (...args: string[]) => runShots(root, ...args);
const pngs = () =>
  readdirSync(join(root, 'shots'))
    .filter((name) => name.endsWith('.png'))
    .sort();
const expectedPngs = WIDTHS.flatMap((width) => [
  `service-${SERVICE}-${width}.png`,
  `ar-service-${SERVICE}-${width}.png`,
]);

/** The height of the bands a shot is read in. */
const BAND = 150;

/**
 * The standard deviation of the red, green and blue values in the band of a decoded image that
 * starts at row `top`: the figures sharp's stats() gives for the band, from pixels decoded once,
 * about ten times quicker than sharp decoding the PNG again for each band.
 */
function bandSpread(data: Buffer, { width, channels }: { width: number; channels: number }, top: number): number[] {
  const sums = [0, 0, 0];
  const squares = [0, 0, 0];
  for (let index = top * width * channels; index < (top + BAND) * width * channels; index += channels) {
    for (let channel = 0; channel < 3; channel++) {
      const value = data[index + channel]!;
      sums[channel]! += value;
      squares[channel]! += value * value;
    }
  }
  const count = BAND * width;
  return sums.map((sum, channel) => Math.sqrt(Math.max(0, (squares[channel]! - (sum * sum) / count) / (count - 1))));
}

beforeAll(async () => {
  ({ root, firstShots: first } = await changedSite());
}, 400_000);

describe('npm run shots -- --changed', () => {
  it('lists the changed files, builds first since the build is older, and takes exactly that page in both editions', () => {
    expect(first.status, first.output).toBe(0);
    expect(first.output).toContain(`Changed since main:\n  ${ARABIC}\n  ${ENGLISH}\n`);
    expect(first.output).toContain(
      `Building the site first (npm run build, about half a minute): ${ARABIC} changed after the last build.\nBuilt.`,
    );
    expect(readFileSync(join(root, `dist/client/service/${SERVICE}.html`), 'utf8')).toContain(PLANTED.en);
    expect(readFileSync(join(root, `dist/client/ar/service/${SERVICE}.html`), 'utf8')).toContain(PLANTED.ar);
    expect(first.output).toContain(`Pages: /service/${SERVICE}, /ar/service/${SERVICE}\n`);

    expect(pngs()).toEqual([...expectedPngs].sort());
    expect(first.output).toContain(
      `Wrote ${expectedPngs.length + 1} files:\n${[...expectedPngs.map((name) => `shots/${name}`), 'shots/index.html']
        .map((file) => `  ${file}`)
        .join('\n')}`,
    );
    expect(readdirSync(join(root, 'shots'))).toEqual([...expectedPngs, 'index.html'].sort());
  });

  it('takes the whole page: taller than the window, and no band of it left unpainted', async () => {
    for (const name of pngs()) {
      const { data, info } = await sharp(join(root, 'shots', name))
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(info.height, name).toBeGreaterThan(800);
      // A part the browser skipped (content-visibility: auto, never scrolled to) is one flat colour.
      const flat: number[] = [];
      for (let top = 0; top + BAND <= info.height; top += BAND) {
        if (bandSpread(data, info, top).every((spread) => spread < 2)) flat.push(top);
      }
      expect(flat, `${name}: flat bands at these heights`).toEqual([]);
    }
  });

  it('takes the build as it is once it is newer than the sources, and only what changed since --base', () => {
    const { status, output } = shots('--changed', '--base', 'copy-change');
    expect(status, output).toBe(0);
    expect(output).toContain(`Changed since copy-change:\n  ${ARABIC}\n`);
    expect(output).toContain('The build (dist/) is newer than every file in src/: taking the shots from it as it is.');
    expect(pngs()).toEqual(WIDTHS.map((width) => `ar-service-${SERVICE}-${width}.png`).sort());
  }, 120_000);

  it('maps each kind of content file to its pages in its edition, and a picture to every page that names it', async () => {
    const { changedPages } = await import('../../harness/shot-list.ts');
    const { shots: taken, notes } = changedPages(root, [
      'src/content/slides/ar/slide-2.yaml',
      'src/content/settings/site.yaml',
      'src/content/pages/about.yaml',
      'src/assets/art/hvac.svg',
      'src/content/articles/no-such-article.mdx',
      'src/lib/metadata/head.ts',
    ]);
    expect(taken.map((shot) => `${shot.name} ${shot.path}${shot.slide ? ` ${shot.slide}` : ''}`)).toEqual(
      expect.arrayContaining([
        'ar-home-slide-2 /ar 2',
        'home-slide-1 / 1',
        'contact /contact',
        'about /about 1',
        `service-${SERVICE} /service/${SERVICE}`,
        `ar-service-${SERVICE} /ar/service/${SERVICE}`,
      ]),
    );
    expect(notes).toEqual([
      'src/content/articles/no-such-article.mdx: deleted',
      '1 changed file is not content (code, tests, documents): `npm run shots` without --changed takes every page',
    ]);
  });

  it('prints its usage for --help, and refuses an option it does not know', () => {
    expect(shots('--help')).toMatchObject({ status: 0, output: expect.stringContaining('npm run shots -- --changed') });
    expect(shots('--chnaged')).toMatchObject({
      status: 1,
      output: expect.stringContaining('There is no option --chnaged.'),
    });
  });
});
