/**
 * The code's folders stay rooms a newcomer can take in at a glance (docs/architecture.md): no folder
 * of code under src/ holds more than 14 files at its root, so a concept with several files gets a
 * folder of its own; and a file name stands in two folders only where the folders say why. The
 * copywriters' folders (src/content, src/assets) grow with the content and are not counted.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_FILES = 14;
const CONTENT_FOLDERS = ['src/content', 'src/assets'];

/**
 * The names that stand in more than one folder, and why each may: a role each form, the content
 * check or the vitals have in a folder of their own, or the two halves of one contract.
 */
const SHARED_NAMES: Record<string, string> = {
  'index.ts': "a folder's entry",
  'index.astro': "a route's own page",
  '404.astro': "each edition's not-found page, where Astro looks for it",
  '[...page].astro': "a paginated list's pages, under the list's route",
  'send.astro': "each form's answer page without JavaScript, under its form's route",
  'handler.ts': "each form's handler, and the lead form's path every post takes",
  'input.ts': 'what each form, and the vitals beacon, may contain',
  'store.ts': "each form's SQLite rows, the lead form's shared store, and the vitals' own file",
  'runtime.ts': "each form's parts wired once a process, on the lead form's",
  'mailer.ts': "each form's mail",
  'fields.ts': "each form's field contract (src/shared) and the lead form's field reading (src/server)",
  'behaviour.ts': "each form's behaviour: its code (src/browser) and its address and setup (src/shared)",
  'page-script.ts': 'the inline script of the form pages and of the search page',
  'offline-queue.ts': "the offline queue's contract (src/shared) and its code (src/browser)",
  'report.ts': "the content check's problems as a copywriter reads them, and `npm run vitals`' report",
  'placeholders.ts': 'how a scaffold marks what a copywriter must replace, and the rule that finds it',
  'service-worker.ts': 'the service worker as the build writes it',
  'entries.ts': "reading content entries: the pages' through Astro, the content check's without it",
};

/**
 * A collection's name may also name what each folder does with that collection: its schema
 * (src/lib/content/schemas/), the pages' questions about it (queries/), a rule of the content check
 * about it, and its vocabulary in src/shared.
 */
const COLLECTIONS = readdirSync('src/lib/content/schemas').filter((name) => name !== 'fields.ts');

function codeFolders(dir: string): string[] {
  if (CONTENT_FOLDERS.includes(dir)) return [];
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [dir, ...folders.flatMap((folder) => codeFolders(join(dir, folder.name)))];
}

const filesIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(dir, entry.name));

describe('the folders of src/', () => {
  const folders = codeFolders('src');

  it(`hold at most ${MAX_FILES} files each at their root`, () => {
    const crowded = folders
      .map((folder) => `${folder}: ${filesIn(folder).length} files`)
      .filter((line) => Number(line.split(': ')[1]!.split(' ')[0]) > MAX_FILES);
    expect(crowded).toEqual([]);
  });

  it('share a file name only where the folders say why', () => {
    const byName = new Map<string, string[]>();
    for (const file of folders.flatMap(filesIn))
      byName.set(basename(file), [...(byName.get(basename(file)) ?? []), file]);
    const unexplained = [...byName]
      .filter(([name, files]) => files.length > 1 && !(name in SHARED_NAMES) && !COLLECTIONS.includes(name))
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(unexplained).toEqual([]);
  });
});
