import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { buildTestApp } from '../../build-test-app.ts';
import { merge, pdfBytes, sendAll } from '../../file/chunk-fixtures.ts';
import { createUser, PNG_BYTES, upload, useAdminUser } from '../../support/profile-fixtures.ts';
import { useTestApp } from '../../support/test-app.ts';
import {
  backupBytes,
  editBackup,
  emptyStoreDir,
  finishedBackup,
  openEmptyDatabase,
  otherKindThan,
  queryRows,
  restoreBytes,
} from './backup-roundtrip-helpers.ts';

/*
 * The file part of 数据备份: a backup taken after uploads holds the stored files, and restored into a
 * fresh installation with an empty store the app serves the same bytes. A backup of the older format
 * (the database only) still restores; a backup whose file part is damaged, cut or names a path outside
 * the store is refused with nothing changed, neither the database nor the store.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const otherKind = () => otherKindThan(t);

/** A PNG followed by random bytes: several data lines, and it passes the upload's type sniffing. */
const bigFile = Buffer.concat([PNG_BYTES, randomBytes(130 * 1024)]);
/** Sent in chunks: stored with no sha256 (the backup hashes its bytes as it writes them). */
const chunkedFile = pdfBytes(70 * 1024 + 5, 41);
let avatar: { id: string; url: string };
let attachment: { id: string };
let chunked: { fileId: string };
let bytes: Buffer;

beforeAll(async () => {
  const alice = await createUser(t);
  avatar = await upload(t, alice, 'userAvatar', 'face.png');
  attachment = await upload(t, alice, 'annex', 'big.png', bigFile);
  const identifier = await sendAll(t, alice, chunkedFile, 32 * 1024);
  chunked = (await merge(t, alice, { identifier })).body.data;
  ({ bytes } = await finishedBackup(t, admin.token));
}, 180_000);

const lines = (edit: (lines: string[]) => string[]) => editBackup(bytes, edit);
const parsed = (line: string): unknown => (line === '' ? undefined : JSON.parse(line));
const isFileLine = (line: string) => {
  const value = parsed(line) as { type?: string } | string | undefined;
  return typeof value === 'string' || value?.type === 'file' || value?.type === 'end-file';
};
/** The first data line of a file spread over several (the big one). */
const firstDataLine = (all: string[]) =>
  all.findIndex(
    (line, i) => typeof parsed(line) === 'string' && typeof parsed(all[i + 1] ?? '') === 'string',
  );

/** Everything under a store directory, staging directories included. */
const storeEntries = (dir: string) => fs.readdirSync(dir, { recursive: true });

async function storedPath(database: Database, fileId: string): Promise<string> {
  const [row] = await queryRows(database, `SELECT storage_key FROM files WHERE id = '${fileId}'`);
  return String(row?.storage_key);
}

describe('data backup of the file store', { timeout: 180_000 }, () => {
  it('restores the uploaded files into a fresh installation that serves the same bytes', async () => {
    const target = await openEmptyDatabase(otherKind());
    try {
      const summary = await restoreBytes(target.database, bytes, target.fileStoreDir);
      expect(summary).toMatchObject({
        files: 3,
        fileBytes: PNG_BYTES.length + bigFile.length + chunkedFile.length,
      });
      const fresh = await buildTestApp({ fileStoreDir: target.fileStoreDir }, { database: target.database });
      try {
        const served = await fresh.app.inject({ method: 'GET', url: `/cloud-api${avatar.url}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
      } finally {
        await fresh.close();
      }
      const key = await storedPath(target.database, attachment.id);
      expect(fs.readFileSync(path.join(target.fileStoreDir, ...key.split('/'))).equals(bigFile)).toBe(true);
      const chunkedKey = await storedPath(target.database, chunked.fileId);
      const restored = fs.readFileSync(path.join(target.fileStoreDir, ...chunkedKey.split('/')));
      expect(restored.equals(chunkedFile)).toBe(true);
      expect(storeEntries(target.fileStoreDir).some((entry) => String(entry).startsWith('.restore'))).toBe(
        false,
      );
    } finally {
      await target.drop();
    }
  });

  it('restores a backup of the older format, the database only, leaving the store alone', async () => {
    const older = lines((all) =>
      all
        .filter((line) => !isFileLine(line))
        .map((line, i) => {
          const value = parsed(line) as Record<string, unknown> | undefined;
          if (i === 0) return JSON.stringify({ ...value, formatVersion: 1 });
          if (value?.type !== 'end') return line;
          const { files: _, fileBytes: __, missingFiles: ___, ...closing } = value;
          return JSON.stringify(closing);
        }),
    );
    const target = await openEmptyDatabase(otherKind());
    try {
      const summary = await restoreBytes(target.database, older, target.fileStoreDir);
      expect(summary).toMatchObject({ files: 0, header: { formatVersion: 1 } });
      expect(await storedPath(target.database, attachment.id)).toMatch(/^annex\//);
      expect(storeEntries(target.fileStoreDir)).toEqual([]);
    } finally {
      await target.drop();
    }
  });

  it('leaves out, and counts, files the store no longer holds', async () => {
    const store = emptyStoreDir();
    try {
      const source = { db: t.ctx.db, kind: t.ctx.dbKind, close: async () => {} };
      const all = gunzipSync(await backupBytes(source, store))
        .toString('utf8')
        .split('\n');
      expect(JSON.parse(all.at(-2) ?? '')).toMatchObject({ type: 'end', files: 0, missingFiles: 3 });
    } finally {
      fs.rmSync(store, { recursive: true, force: true });
    }
  });

  const refusals: [string, () => Buffer, RegExp][] = [
    [
      'a file whose bytes were changed',
      () =>
        lines((all) => {
          const at = firstDataLine(all);
          const data = String(parsed(all[at] ?? ''));
          all[at] = JSON.stringify(`${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`);
          return all;
        }),
      /does not match its size and checksum/,
    ],
    [
      'a file missing a slice',
      () =>
        lines((all) => {
          all.splice(firstDataLine(all) + 1, 1);
          return all;
        }),
      /does not match its size and checksum/,
    ],
    ['a file part cut short', () => lines((all) => all.slice(0, firstDataLine(all) + 2)), /truncated/],
    [
      'a file named outside the store',
      () =>
        lines((all) =>
          all.map((line) =>
            (parsed(line) as { type?: string } | undefined)?.type === 'file'
              ? JSON.stringify({ type: 'file', key: '../../escape' })
              : line,
          ),
        ),
      /names no storage key/,
    ],
  ];
  describe('refusals', () => {
    let target: Awaited<ReturnType<typeof openEmptyDatabase>>;
    beforeAll(async () => {
      target = await openEmptyDatabase(otherKind());
    }, 180_000);
    afterAll(() => target?.drop());

    for (const [what, file, message] of refusals) {
      it(`refuses ${what} and changes neither the database nor the store`, async () => {
        await expect(restoreBytes(target.database, file(), target.fileStoreDir)).rejects.toMatchObject({
          reason: 'corrupt',
          message: expect.stringMatching(message),
        });
        const [counts] = await queryRows(
          target.database,
          'SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM files)::int AS files',
        );
        expect(counts).toEqual({ users: 0, files: 0 });
        expect(storeEntries(target.fileStoreDir)).toEqual([]);
      });
    }
  });
});
