import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../../../src/db/client.ts';
import { createLocalFileStore } from '../../../src/modules/file/file-store.ts';
import { writeBackup } from '../../../src/modules/system/data-backup/backup-writer.ts';
import { findDataBackup } from '../../../src/modules/system/data-backup/data-backup.repository.ts';
import { restoreBackup } from '../../../src/modules/system/data-backup/restore-backup.ts';
import { createPlatformSourceClient } from '../../../src/modules/system/data-source/platform-source.ts';
import type { TestApp } from '../../build-test-app.ts';
import { createThrowawayDatabase } from '../../throwaway-database.ts';

/** A fresh, empty file store directory; the caller removes it. */
export const emptyStoreDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'backup-store-'));

const removeDir = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/** Runs `use` with a fresh empty store directory when none is given, removing it afterwards. */
async function withStoreDir<T>(dir: string | undefined, use: (dir: string) => Promise<T>): Promise<T> {
  if (dir) return use(dir);
  const made = emptyStoreDir();
  try {
    return await use(made);
  } finally {
    removeDir(made);
  }
}

/** The kind of database to restore into from the app's: the other one when both are at hand. */
export const otherKindThan = (t: TestApp): 'pglite' | 'postgres' =>
  t.ctx.dbKind === 'postgres' ? 'pglite' : process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A migrated, unseeded database of the asked kind (PostgreSQL: a throwaway one) with an empty file
 * store directory, and how to drop both.
 */
export async function openEmptyDatabase(
  kind: 'pglite' | 'postgres',
): Promise<{ database: Database; fileStoreDir: string; drop(): Promise<void> }> {
  const fileStoreDir = emptyStoreDir();
  if (kind === 'pglite') {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    return {
      database,
      fileStoreDir,
      async drop() {
        await database.close();
        removeDir(fileStoreDir);
      },
    };
  }
  const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL ?? '');
  const database = await openDatabase({
    databaseUrl: throwaway.url,
    pgliteDir: 'memory://',
    onIdleConnectionError: () => {},
  });
  return {
    database,
    fileStoreDir,
    async drop() {
      await database.close();
      await throwaway.drop();
      removeDir(fileStoreDir);
    },
  };
}

/** A whole backup of the database and the store `fileStoreDir` (default: an empty one) as gzip'd bytes. */
export async function backupBytes(database: Database, fileStoreDir?: string): Promise<Buffer> {
  const gzip = createGzip();
  const sink = new PassThrough();
  gzip.pipe(sink);
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => sink.on('end', resolve));
  await withStoreDir(fileStoreDir, (dir) =>
    writeBackup(
      {
        client: createPlatformSourceClient(database),
        kind: database.kind,
        now: () => new Date(),
        files: createLocalFileStore(dir),
      },
      gzip,
      () => {},
    ),
  );
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

/** Restores gzip'd backup bytes into the database and the store `fileStoreDir` (default: a throwaway one). */
export const restoreBytes = (database: Database, bytes: Buffer, fileStoreDir?: string) =>
  withStoreDir(fileStoreDir, (dir) =>
    restoreBackup(createPlatformSourceClient(database), Readable.from([bytes]), { fileStoreDir: dir }),
  );

/** The records of a backup without its header (created time and database kind differ between copies). */
export function backupBody(bytes: Buffer): string[] {
  return gunzipSync(bytes).toString('utf8').split('\n').slice(1);
}

/** The backup's lines, gzip'd again after `edit`. */
export function editBackup(bytes: Buffer, edit: (lines: string[]) => string[]): Buffer {
  return gzipSync(Buffer.from(edit(gunzipSync(bytes).toString('utf8').split('\n')).join('\n')));
}

/** The rows of one statement, on either kind of database. */
export async function queryRows(database: Database, text: string): Promise<Record<string, unknown>[]> {
  return (await createPlatformSourceClient(database).transaction((session) => session.query(text))).rows;
}

/** Waits for the job to leave "running", reading its row (polling over HTTP would meet the rate limit). */
export async function settled(t: TestApp, id: string): Promise<void> {
  for (let i = 0; i < 1200; i += 1) {
    const row = await findDataBackup(t.ctx.db, id);
    if (row?.state !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a backup over HTTP, waits for it and downloads the file through its signed link. */
export async function finishedBackup(
  t: TestApp,
  token: string,
): Promise<{ id: string; bytes: Buffer; info: Record<string, unknown> }> {
  const api = (url = '') => t.call({ method: 'GET', url: `/api/system/DataBackup${url}`, token });
  const started = await t.call({ method: 'POST', url: '/api/system/DataBackup', token });
  expect(started.body.code, started.body.msg).toBe(200);
  const id: string = started.body.data.id;
  await settled(t, id);
  const info = (await api(`/${id}`)).body.data;
  expect(info.state, info.errorText).toBe('done');
  const link = await api(`/${id}/Actions/Download`);
  expect(link.body.code, link.body.msg).toBe(200);
  const file = await t.call({ method: 'GET', url: link.body.data.url });
  expect(file.status).toBe(200);
  return { id, bytes: file.raw.rawPayload, info };
}
