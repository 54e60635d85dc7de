/**
 * A visit request's photos on disk: files beside the SQLite file, in a folder named after the
 * request (`contact.sqlite` → `contact-visit-photos/<reference>/1.jpg`, 2.png…), which
 * `npm run backup` copies with the file. The store writes them inside the request's transaction
 * and deletes them with the request (./store.ts).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { CleanPhoto } from './photos.ts';
import { StorageFault, storageFaultOf } from '../sqlite.ts';

/** The folder of a database's visit photos: beside it, named after it. */
export const visitPhotosPath = (dbPath: string) =>
  join(dirname(dbPath), `${basename(dbPath, extname(dbPath))}-visit-photos`);

/** The photos of every request, a folder per request under `root`. */
export class PhotoFolders {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private folderOf(reference: string): string {
    return join(this.root, reference);
  }

  /** Writes a request's photos, or none: a failure removes what was written and throws a StorageFault. */
  write(reference: string, photos: readonly CleanPhoto[]): void {
    const folder = this.folderOf(reference);
    try {
      // A folder already under this reference belongs to a request lost when the database was restored from a backup.
      rmSync(folder, { recursive: true, force: true });
      mkdirSync(folder, { recursive: true });
      photos.forEach((photo, index) => writeFileSync(join(folder, `${index + 1}.${photo.extension}`), photo.bytes));
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      // Whatever the file system's reason, the request cannot be kept as sent: the 503 with the words kept.
      throw storageFaultOf(error, folder) ?? new StorageFault('SQLITE_CANTOPEN', folder, (error as Error).message);
    }
  }

  /** The paths of a request's photos, in the order they were sent. */
  pathsOf(reference: string): string[] {
    const folder = this.folderOf(reference);
    try {
      return readdirSync(folder)
        .sort()
        .map((name) => join(folder, name));
    } catch {
      return [];
    }
  }

  /** Deletes a request's photos; a request without any has nothing to delete. */
  remove(reference: string): void {
    rmSync(this.folderOf(reference), { recursive: true, force: true });
  }
}
