import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../build-test-app.ts';
import { createUser, listFiles, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  chunkBytes,
  chunkFields,
  md5,
  merge,
  pdfBytes,
  sendAll,
  sendChunk,
  testChunk,
  useTempDirs,
} from './chunk-fixtures.ts';

/*
 * The merge's md5 check with the hash taken while the chunks arrive: chunks in any order, a merge in
 * a new process that never saw them, and our client's fingerprint identifier with `fileMd5`.
 */

const t = useTestApp();
const KB = 1024;
let alice: TestUser;
const tempDir = useTempDirs('platform-chunk-hash-');
beforeAll(async () => {
  alice = await createUser(t);
});

/** A fingerprint as our client makes one: 32 hex digits that are not the file's md5. */
const fingerprint = (data: Buffer) => md5(Buffer.concat([Buffer.from('report.pdf:'), data.subarray(0, 100)]));
const storedObjects = (dir: string) => listFiles(dir).filter((f) => !f.startsWith('.uploads/'));

async function rowOf(fileId: string) {
  const [row] = await t.ctx.db.select().from(files).where(eq(files.id, fileId));
  return row;
}

describe('the md5 check of the merge', () => {
  it('stores a file sent in reverse and shuffled chunk order, checked by its md5 only', async () => {
    const data = pdfBytes(100 * KB + 7, 31);
    const id = md5(data);
    const order = [10, 3, 9, 1, 8, 2, 7, 4, 6, 5];
    for (const n of order) {
      const fields = chunkFields(data, n, 10 * KB, id);
      expect((await sendChunk(t, alice, fields, chunkBytes(data, fields))).body.code).toBe(200);
    }
    const merged = await merge(t, alice, { identifier: id, fileSize: data.length });
    expect(merged.body.code).toBe(200);
    const row = await rowOf(merged.body.data.fileId);
    // No sha256 pass on the chunk path: the backup hashes the bytes when it writes them.
    expect({ size: row.size, sha256: row.sha256 }).toEqual({ size: data.length, sha256: null });
    const download = await t.call({ method: 'GET', url: merged.body.data.url, token: alice.token });
    expect(md5(download.raw.rawPayload)).toBe(id);
  });

  it('checks the md5 in a new process that never saw the chunks, and refuses a wrong one', async () => {
    const dir = tempDir();
    const data = pdfBytes(40 * KB, 32);
    const wrong = pdfBytes(40 * KB, 33);
    const first = await buildTestApp({ fileStoreDir: dir }, { database: t.database });
    try {
      await sendAll(first, alice, data, 8 * KB);
      // The bytes of `data` under the md5 of another file: only hashing the file can tell.
      await sendAll(first, alice, data, 8 * KB, md5(wrong));
    } finally {
      await first.close();
    }
    const second = await buildTestApp({ fileStoreDir: dir }, { database: t.database });
    try {
      const refused = await merge(second, alice, { identifier: md5(wrong) });
      expect(refused.body).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
      expect(storedObjects(dir)).toEqual([]);
      const merged = await merge(second, alice, { identifier: md5(data), fileSize: data.length });
      expect(merged.body.code).toBe(200);
      const download = await second.call({ method: 'GET', url: merged.body.data.url, token: alice.token });
      expect(download.raw.rawPayload.equals(data)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('takes a fingerprint identifier with the file md5 in fileMd5', async () => {
    const data = pdfBytes(30 * KB + 3, 34);
    const id = fingerprint(data);
    await sendAll(t, alice, data, 10 * KB, id);
    const merged = await merge(t, alice, { identifier: id, fileMd5: md5(data), fileSize: data.length });
    expect(merged.body.code).toBe(200);
    const download = await t.call({ method: 'GET', url: merged.body.data.url, token: alice.token });
    expect(md5(download.raw.rawPayload)).toBe(md5(data));
  });

  it('refuses a fileMd5 that is not the file, storing nothing and dropping the chunks', async () => {
    const data = pdfBytes(20 * KB, 35);
    const id = fingerprint(data);
    await sendAll(t, alice, data, 10 * KB, id);
    const objects = storedObjects(t.fileStoreDir);
    const rows = await t.ctx.db.select().from(files).where(eq(files.ownerId, alice.id));
    // The fingerprint is no md5 of the file either: without fileMd5 it is what is checked.
    for (const body of [{ fileMd5: md5(pdfBytes(20 * KB, 36)) }, {}]) {
      await sendAll(t, alice, data, 10 * KB, id);
      const res = await merge(t, alice, { identifier: id, ...body });
      expect(res.body).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
      expect((await testChunk(t, alice, chunkFields(data, 1, 10 * KB, id))).body.data.chunkNumbers).toEqual(
        [],
      );
    }
    expect(storedObjects(t.fileStoreDir)).toEqual(objects);
    expect(await t.ctx.db.select().from(files).where(eq(files.ownerId, alice.id))).toHaveLength(rows.length);
  });

  it('refuses a fileMd5 that is not 32 hex digits', async () => {
    const data = pdfBytes(4 * KB, 37);
    const id = await sendAll(t, alice, data, 2 * KB);
    const res = await merge(t, alice, { identifier: id, fileMd5: 'not-an-md5' });
    expect(res.body.code).toBe(400);
    expect((await merge(t, alice, { identifier: id })).body.code).toBe(200);
  });
});
