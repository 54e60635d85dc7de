/**
 * The server's SQLite helpers (src/server/sqlite.ts) with a real database file: a failed write
 * throws its own cause, never the ROLLBACK's, and storage faults are told apart from bugs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction, isStorageFault, openDatabase, probeWrite, storageFaultOf } from '../../src/server/sqlite.ts';

let dir = '';
let db: DatabaseSync;
let path = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sqlite-'));
  path = join(dir, 'test.sqlite');
  db = openDatabase(path, { busyTimeoutMs: 10 });
  db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body BLOB NOT NULL UNIQUE)');
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Caps the file at its present size: the next write that needs a page fails as on a full disk. */
const capAtPresentSize = () => db.exec('PRAGMA max_page_count = 1');

const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('inTransaction', () => {
  it('throws the real cause when SQLite has already rolled back (a full disk), and leaves no transaction open', () => {
    capAtPresentSize();
    const error = thrown(() => inTransaction(db, () => db.exec('INSERT INTO notes (body) VALUES (zeroblob(100000))')));
    expect((error as Error).message).toBe('database or disk is full');
    expect(db.isTransaction).toBe(false);
    expect(storageFaultOf(error, path)).toMatchObject({
      code: 'SQLITE_FULL',
      path,
      detail: 'database or disk is full',
    });
  });

  it('rolls back what was written when the work fails inside a transaction still open', () => {
    db.exec("INSERT INTO notes (body) VALUES ('first')");
    const error = thrown(() =>
      inTransaction(db, () => {
        db.exec("INSERT INTO notes (body) VALUES ('second')");
        db.exec("INSERT INTO notes (body) VALUES ('first')");
      }),
    );
    expect((error as Error).message).toMatch(/UNIQUE constraint failed/);
    expect(db.isTransaction).toBe(false);
    expect(db.prepare('SELECT COUNT(*) AS n FROM notes').get()).toEqual({ n: 1 });
  });
});

describe('storageFaultOf', () => {
  it('names a lock held by another connection SQLITE_BUSY', () => {
    const other = openDatabase(path, { busyTimeoutMs: 10 });
    other.exec('BEGIN IMMEDIATE');
    try {
      const fault = storageFaultOf(
        thrown(() => inTransaction(db, () => undefined)),
        path,
      );
      expect(fault?.code).toBe('SQLITE_BUSY');
      expect(fault?.message).toBe(
        `SQLITE_BUSY (database is locked) at ${path}: another process holds a write lock on it (a second server, or an open sqlite3 shell): close it.`,
      );
      expect(isStorageFault(fault)).toBe(true);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('leaves bugs as they are: a constraint, a syntax error, a plain error', () => {
    expect(
      storageFaultOf(
        thrown(() => db.exec('INSERT INTO notes (body) VALUES (NULL)')),
        path,
      ),
    ).toBeUndefined();
    expect(
      storageFaultOf(
        thrown(() => db.exec('SELEC 1')),
        path,
      ),
    ).toBeUndefined();
    expect(storageFaultOf(new Error('boom'), path)).toBeUndefined();
    expect(isStorageFault(new Error('boom'))).toBe(false);
  });

  it('names a folder that cannot be made a storage fault, before SQLite is reached', () => {
    const error = thrown(() => openDatabase(join(path, 'inside-a-file', 'x.sqlite'), { busyTimeoutMs: 10 }));
    expect(isStorageFault(error)).toBe(false);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOTDIR');
  });
});

describe('probeWrite', () => {
  it('writes and takes back, fails SQLITE_BUSY within its own short wait while another process holds the lock, then restores the usual wait', () => {
    probeWrite(db, path, 10, 1234);
    expect(db.prepare('SELECT COUNT(*) AS n FROM write_probe').get()).toEqual({ n: 0 });
    const other = openDatabase(path, { busyTimeoutMs: 10 });
    other.exec('BEGIN IMMEDIATE');
    try {
      expect(thrown(() => probeWrite(db, path, 10, 1234))).toMatchObject({ code: 'SQLITE_BUSY' });
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(db.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 1234 });
    probeWrite(db, path, 10, 1234);
  });
});
