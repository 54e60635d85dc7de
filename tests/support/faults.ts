/**
 * Real storage faults for the server's tests, not mocks: a disk that fills up (a small tmpfs with a
 * filler file), a lock held by a second connection, a file the server's user may not write.
 * A tmpfs needs root (as CI runs); elsewhere the tests that need one are skipped, saying why.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * Whether this process may mount a tmpfs. Where it may not, the full-disk tests are skipped and
 * say so on the console, rather than fail a run on a machine without the right to mount.
 */
export function canMountTmpfs(): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'tmpfs-check-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir]);
    return true;
  } catch {
    console.warn('The full-disk tests are skipped: this process may not mount a tmpfs (they need root).');
    return false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A small filesystem of its own: fill() takes every byte left, free() gives them back. */
export class SmallDisk {
  readonly dir: string;
  private readonly filler: string;

  private constructor(dir: string) {
    this.dir = dir;
    this.filler = join(dir, 'filler');
  }

  static mount(sizeKb = 1024): SmallDisk {
    const dir = mkdtempSync(join(tmpdir(), 'small-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir]);
    return new SmallDisk(dir);
  }

  /** Writes the filler until the disk says ENOSPC. */
  fill(): void {
    const fd = openSync(this.filler, 'a');
    const chunk = Buffer.alloc(4096);
    try {
      for (;;) writeSync(fd, chunk);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    } finally {
      closeSync(fd);
    }
  }

  free(): void {
    rmSync(this.filler, { force: true });
  }

  unmount(): void {
    execFileSync('umount', ['-l', this.dir]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A second connection holding the write lock, as an open sqlite3 shell or a second server would. */
export function holdWriteLock(path: string): { release: () => void } {
  const db = new DatabaseSync(path);
  db.exec('BEGIN IMMEDIATE');
  return {
    release() {
      db.exec('ROLLBACK');
      db.close();
    },
  };
}
