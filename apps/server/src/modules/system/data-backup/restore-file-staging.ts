import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isStorageKey, storageKeyPath } from '../../file/file-store.ts';
import { BackupFileError } from './backup-format.ts';

const damaged = (what: string) => new BackupFileError('corrupt', `The backup file is damaged: ${what}.`);

interface OpenObject {
  key: string;
  handle: fs.promises.FileHandle;
  hash: ReturnType<typeof createHash>;
  size: number;
}

/**
 * The file part of a restore. Each file of the backup is written, as it is read, into a staging
 * directory inside the store root (same filesystem, so moving in is a rename) and checked against its
 * size and sha256. Only once the whole backup was read does `moveIn` put the files under their keys;
 * `undoMoveIn` takes them out again when the database part fails after all, and `discard` removes the
 * staging directory whatever happened. A file already present under its key is kept as it is.
 */
export function createFileStaging(storeDir: string) {
  const root = path.resolve(storeDir);
  const staging = path.join(root, `.restore-${randomBytes(8).toString('hex')}`);
  const staged: string[] = [];
  const moved: string[] = [];
  let open: OpenObject | undefined;
  let bytes = 0;

  return {
    get isOpen() {
      return open !== undefined;
    },
    get files() {
      return staged.length;
    },
    get bytes() {
      return bytes;
    },

    async open(key: unknown): Promise<void> {
      if (typeof key !== 'string' || !isStorageKey(key)) throw damaged('a file record names no storage key');
      const full = storageKeyPath(staging, key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const handle = await fs.promises.open(full, 'wx').catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? damaged(`file ${key} appears twice`) : err;
      });
      open = { key, handle, hash: createHash('sha256'), size: 0 };
    },

    async write(base64: string): Promise<void> {
      if (!open) throw damaged('file data outside its file');
      const data = Buffer.from(base64, 'base64');
      open.hash.update(data);
      open.size += data.length;
      await open.handle.write(data);
    },

    async close(record: { size?: unknown; sha256?: unknown }): Promise<void> {
      if (!open) throw damaged('a file closed twice');
      const { key, handle, hash, size } = open;
      open = undefined;
      await handle.close();
      if (record.size !== size || record.sha256 !== hash.digest('hex'))
        throw damaged(`file ${key} does not match its size and checksum`);
      staged.push(key);
      bytes += size;
    },

    /** Puts every staged file under its key in the store; the last step before the database commits. */
    async moveIn(): Promise<void> {
      for (const key of staged) {
        const target = storageKeyPath(root, key);
        if (fs.existsSync(target)) continue;
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.rename(storageKeyPath(staging, key), target);
        moved.push(key);
      }
    },

    async undoMoveIn(): Promise<void> {
      for (const key of moved.splice(0)) await fs.promises.rm(storageKeyPath(root, key), { force: true });
    },

    async discard(): Promise<void> {
      await open?.handle.close().catch(() => {});
      open = undefined;
      await fs.promises.rm(staging, { recursive: true, force: true });
    },
  };
}

export type FileStaging = ReturnType<typeof createFileStaging>;
