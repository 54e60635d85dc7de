/**
 * What every SQLite store of the server shares: opening a file, a write transaction that never
 * hides its cause, and storage faults told apart from bugs. A fault of the disk or the file
 * (full, locked, read-only, failing) is a `StorageFault`: the forms answer it with 503 and the
 * visitor's words, the log gets one line naming SQLite's code, and /healthz reports it. Anything
 * else a store throws is a bug and keeps its stack.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** SQLite's primary result codes that mean the storage, not the code, is at fault. */
const FAULT_CODES = {
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  8: 'SQLITE_READONLY',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  26: 'SQLITE_NOTADB',
} as const;

export type FaultCode = (typeof FAULT_CODES)[keyof typeof FAULT_CODES];

/** What the person running the server does about each fault, said once for the log, /healthz and start-up. */
const REMEDIES: Record<FaultCode, string> = {
  SQLITE_BUSY: 'another process holds a write lock on it (a second server, or an open sqlite3 shell): close it',
  SQLITE_LOCKED: 'another connection holds a lock on it: close it',
  SQLITE_READONLY: "it is read-only: give the server's user write access to the file and its folder",
  SQLITE_IOERR: 'the disk failed to read or write it: check the disk (dmesg) and free space',
  SQLITE_CORRUPT: 'the file is damaged: restore it from the latest backup (docs/deploy.md)',
  SQLITE_FULL: 'the disk is full: free space on it',
  SQLITE_CANTOPEN: "it cannot be opened or created: check that its folder exists and the server's user may write there",
  SQLITE_NOTADB: 'the file is not an SQLite database: check that the path names the right file',
};

/**
 * Marks a StorageFault by a registered symbol, not by its class: the server's start-up code and
 * Astro's bundle of the routes each hold a copy of this module, so `instanceof` fails between them.
 */
const STORAGE_FAULT = Symbol.for('site.storage-fault');

/** Whether `error` is a StorageFault, from whichever copy of this module threw it. */
export const isStorageFault = (error: unknown): error is StorageFault =>
  typeof error === 'object' && error !== null && STORAGE_FAULT in error;

/** A fault of the disk or the database file, with SQLite's code and the file it happened to. */
export class StorageFault extends Error {
  readonly [STORAGE_FAULT] = true;
  readonly code: FaultCode;
  readonly path: string;
  /** SQLite's own words, e.g. "database or disk is full". */
  readonly detail: string;

  constructor(code: FaultCode, path: string, detail: string) {
    super(`${code} (${detail}) at ${path}: ${REMEDIES[code]}.`);
    this.name = 'StorageFault';
    this.code = code;
    this.path = path;
    this.detail = detail;
  }

  /** What to do, in one sentence for the person running the server. */
  get remedy(): string {
    return REMEDIES[this.code];
  }
}

/** The StorageFault an error from node:sqlite (or the file system under it) stands for, if it is one. */
export function storageFaultOf(error: unknown, path: string): StorageFault | undefined {
  if (isStorageFault(error)) return error;
  if (!(error instanceof Error)) return undefined;
  const { errcode, errstr } = error as Error & { errcode?: number; errstr?: string };
  if (typeof errcode === 'number') {
    const code = FAULT_CODES[(errcode & 0xff) as keyof typeof FAULT_CODES];
    return code ? new StorageFault(code, path, errstr ?? error.message) : undefined;
  }
  // Creating the file's folder fails before SQLite is reached.
  const systemCode = (error as NodeJS.ErrnoException).code;
  if (systemCode === 'ENOSPC') return new StorageFault('SQLITE_FULL', path, error.message);
  if (systemCode === 'EACCES' || systemCode === 'EPERM' || systemCode === 'EROFS')
    return new StorageFault('SQLITE_READONLY', path, error.message);
  return undefined;
}

/** Runs `work`, turning a storage fault into a StorageFault; a bug is thrown as it is. */
export function guarded<T>(path: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw storageFaultOf(error, path) ?? error;
  }
}

/**
 * `work` inside BEGIN IMMEDIATE … COMMIT. When a statement or the COMMIT fails, SQLite may
 * already have rolled back (a full disk does): ROLLBACK is sent only while a transaction is still
 * open, so the error thrown is the real one, never "cannot rollback - no transaction is active".
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/**
 * Opens (and creates) a database file for writing, in WAL mode. SQLite's wait for a lock blocks
 * the whole process, so no page is served while it waits: `busyTimeoutMs` is short, and a lock
 * held longer is a fault (SQLITE_BUSY), not contention.
 */
export function openDatabase(
  path: string,
  { busyTimeoutMs, synchronous = 'FULL' }: { busyTimeoutMs: number; synchronous?: 'FULL' | 'NORMAL' },
): DatabaseSync {
  return guarded(path, () => {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new DatabaseSync(path);
    try {
      db.exec(`
        PRAGMA busy_timeout = ${busyTimeoutMs};
        PRAGMA journal_mode = WAL;
        PRAGMA synchronous = ${synchronous};
      `);
      return db;
    } catch (error) {
      db.close();
      throw error;
    }
  });
}

/**
 * A write that stands for a real one: a row about the size of a message, inserted and deleted in
 * one committed transaction, so it needs the lock, room in the journal and a sync to disk, as a
 * visitor's message does. Waits at most `busyTimeoutMs` for a lock; throws a StorageFault.
 */
export function probeWrite(db: DatabaseSync, path: string, busyTimeoutMs: number, restoreTimeoutMs: number): void {
  guarded(path, () => {
    db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    try {
      db.exec('CREATE TABLE IF NOT EXISTS write_probe (id INTEGER PRIMARY KEY, filler BLOB NOT NULL)');
      inTransaction(db, () => {
        db.exec('INSERT INTO write_probe (filler) VALUES (zeroblob(4096))');
        db.exec('DELETE FROM write_probe');
      });
    } finally {
      db.exec(`PRAGMA busy_timeout = ${restoreTimeoutMs}`);
    }
  });
}
