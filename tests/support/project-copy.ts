/**
 * A copy of the project in a temporary folder, for a test that changes content and builds or syncs
 * it. The packages are linked one by one, not the folder as a whole: Astro and Vite keep their
 * caches in node_modules/.astro and node_modules/.vite, and a copy sharing the worktree's would
 * write them while the worktree's own build or type check (running beside it in `npm test`) does.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const PROJECT_FILES = ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'tailwind.config.ts'];
/**
 * The link previews' cache, the default of `linkPreviews()` in src/integrations/link-preview-pictures.ts:
 * each image is named by a hash of what it is drawn from, so a copy's build takes the unchanged
 * pages' images from it and draws only those its changes touch (drawing all of them is about 12 s
 * of processor time a build). Copied, not linked, for the reason above.
 */
const LINK_PREVIEW_CACHE = 'node_modules/.cache/link-previews';

/** Copies the project into a new folder in `parent` named after `prefix`, and returns the folder. */
export function copyProject(prefix: string, parent = tmpdir()): string {
  const root = mkdtempSync(join(parent, prefix));
  for (const entry of PROJECT_FILES) cpSync(entry, join(root, entry), { recursive: true });
  mkdirSync(join(root, 'node_modules'));
  for (const name of readdirSync('node_modules').filter((entry) => !entry.startsWith('.'))) {
    symlinkSync(resolve('node_modules', name), join(root, 'node_modules', name), 'dir');
  }
  if (existsSync(LINK_PREVIEW_CACHE)) cpSync(LINK_PREVIEW_CACHE, join(root, LINK_PREVIEW_CACHE), { recursive: true });
  return root;
}

/**
 * The environment for a build or tool run in a copy from a test: Vitest exports its own
 * import.meta.env (DEV=1, MODE=test, NODE_ENV=test), and left in, the build would take itself for
 * a development one.
 */
export const buildEnv = (): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(DEV|PROD|SSR|MODE|BASE_URL|NODE_ENV|TEST|VITEST.*)$/.test(name)),
  );
