/** Set-ups for tests that write real SQLite files: a folder of their own, and a store opened for one use. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/** A fresh folder for every test of the file, removed after it; `named` is handed it before each test. */
export function folderPerTest(prefix: string, named: (dir: string) => void): void {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    named(dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
}

/** Runs `use` on a store opened for it, and closes the store whatever `use` does. */
export function withStore<Store extends { close(): void }, T>(store: Store, use: (store: Store) => T): T {
  try {
    return use(store);
  } finally {
    store.close();
  }
}
