/**
 * The build itself (not only `npm run check`) refuses a bad content file, and its message names
 * the file and the field. Runs `astro sync` on a copy of the project with one file broken.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy.ts';

let root: string;

beforeAll(() => {
  root = copyProject('astro-sync-');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function syncWith(file: string, change: (source: string) => string): string {
  const path = join(root, file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, change(original));
  try {
    const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'sync'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(result.status).not.toBe(0);
    return result.stdout + result.stderr;
  } finally {
    writeFileSync(path, original);
  }
}

describe('astro sync with a broken content file', () => {
  it('names the settings file and the e-mail field', () => {
    const output = syncWith('src/content/settings/site.yaml', (source) =>
      source.replace(/^email: .*$/m, 'email: info at company'),
    );
    expect(output).toContain('settings → site');
    expect(output).toContain('email: write an e-mail address such as info@example.ae');
    expect(output).toContain('src/content/settings/site.yaml');
  });

  it('names the service file and the layout field', () => {
    const output = syncWith('src/content/services/hvac-system-in-dubai-uae.yaml', (source) =>
      source.replace(/^layout: .*$/m, 'layout: grid'),
    );
    expect(output).toContain('services → hvac-system-in-dubai-uae');
    expect(output).toContain('layout: layout must be "stacked" or "columns"');
  });

  it('names the article file and the date field', () => {
    const output = syncWith('src/content/articles/lifting-equipment-in-dubai.mdx', (source) =>
      source.replace(/^date: .*$/m, 'date: "10 August"'),
    );
    expect(output).toContain('articles → lifting-equipment-in-dubai');
    expect(output).toContain('date: write the date as year-month-day, for example 2024-08-09');
  });

  it('names the schedule and the window that overlaps another', () => {
    const output = syncWith('src/content/schedule/schedule.yaml', (source) =>
      source.replace('  - 13:00-15:00', '  - 11:00-15:00'),
    );
    expect(output).toContain('schedule → schedule');
    expect(output).toContain('windows.2: the window 11:00-15:00 overlaps 10:00-12:00');
  });
});
