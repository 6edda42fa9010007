import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../build-test-app.ts';
import { createUser, listFiles } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import {
  chunkBytes,
  chunkFields,
  form,
  md5,
  merge,
  pdfBytes,
  sendAll,
  sendChunk,
  testChunk,
} from './chunk-fixtures.ts';

const t = useTestApp();
const users = useFixtures(async () => ({ alice: await createUser(t), bob: await createUser(t) }));

const KB = 1024;
const uploadsDir = () => path.join(t.fileStoreDir, '.uploads');
/** Stored objects outside the temporary area of chunked uploads. */
const storedObjects = () => listFiles(t.fileStoreDir).filter((f) => !f.startsWith('.uploads/'));
const rowsOf = async (ownerId: string) => t.ctx.db.select().from(files).where(eq(files.ownerId, ownerId));

describe('chunked upload: GET/POST /api/file/chunk, POST /api/file/merge', () => {
  it('stores chunks in any order, reports them to the chunk test and merges the file', async () => {
    const data = pdfBytes(200 * KB + 123, 2);
    const id = md5(data);
    const all = [1, 2, 3].map((n) => chunkFields(data, n, 64 * KB, id));
    expect(all[2].currentChunkSize).toBe(200 * KB + 123 - 128 * KB);

    const before = await testChunk(t, users.alice, all[0]);
    expect(before.body).toMatchObject({
      code: 200,
      data: { uploaded: false, merge: false, chunkNumbers: [] },
    });

    for (const n of [3, 1]) {
      const res = await sendChunk(t, users.alice, all[n - 1], chunkBytes(data, all[n - 1]));
      expect(res.body.code).toBe(200);
      expect(res.body.data.merge).toBe(false);
    }
    const midway = await testChunk(t, users.alice, all[1]);
    expect(midway.body.data).toEqual({ uploaded: false, merge: false, chunkNumbers: [1, 3] });

    const last = await sendChunk(t, users.alice, all[1], chunkBytes(data, all[1]));
    expect(last.body.data).toEqual({ uploaded: false, merge: true, chunkNumbers: [1, 2, 3] });

    const merged = await merge(t, users.alice, {
      identifier: id,
      fileName: '季度报告.pdf',
      fileSize: data.length,
    });
    expect(merged.status).toBe(200);
    expect(merged.body.msg).toBe('上传成功');
    const item = merged.body.data;
    // The original client reads the file id from `name`.
    expect(item).toMatchObject({
      name: item.fileId,
      fileVersionId: item.fileId,
      fileName: '季度报告.pdf',
      fileSize: data.length,
      fileExtension: 'pdf',
      url: `/api/file/Download/annex/${item.fileId}`,
    });
    const download = await t.call({ method: 'GET', url: item.url, token: users.alice.token });
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload.equals(data)).toBe(true);
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, item.fileId));
    expect(row.ownerId).toBe(users.alice.id);
    expect(row.storageKey).toMatch(/^annex\/\d{6}\/[0-9a-f]{32}$/);
    // The parts are gone once merged; a second merge finds nothing.
    expect(listFiles(uploadsDir())).toEqual([]);
    expect((await merge(t, users.alice, { identifier: id })).body.code).toBe(400);
  });

  it('accepts an upper-case md5 identifier as the same upload', async () => {
    const data = pdfBytes(3 * KB, 3);
    const id = md5(data).toUpperCase();
    await sendAll(t, users.alice, data, KB, id);
    const res = await merge(t, users.alice, { identifier: id });
    expect(res.body.code).toBe(200);
  });

  it('refuses a chunk whose size or number disagrees with the layout, keeping the stored chunks', async () => {
    const data = pdfBytes(40 * KB, 4);
    const id = md5(data);
    const first = chunkFields(data, 1, 16 * KB, id);
    expect((await sendChunk(t, users.alice, first, chunkBytes(data, first))).body.code).toBe(200);
    const second = chunkFields(data, 2, 16 * KB, id);
    const bad = [
      // Fewer bytes than announced, more bytes than announced.
      { fields: first, bytes: chunkBytes(data, first).subarray(1) },
      { fields: first, bytes: Buffer.concat([chunkBytes(data, first), Buffer.from('x')]) },
      // An announced size that is not this chunk's, a number past the last chunk, a wrong count.
      { fields: { ...first, currentChunkSize: 1000 }, bytes: Buffer.alloc(1000) },
      { fields: { ...second, chunkNumber: 3 }, bytes: chunkBytes(data, second) },
      { fields: { ...second, totalChunks: 5 }, bytes: chunkBytes(data, second) },
      // Another total size than the stored chunks were cut for.
      { fields: { ...second, totalSize: 48 * KB, currentChunkSize: 32 * KB }, bytes: Buffer.alloc(32 * KB) },
    ];
    for (const { fields, bytes } of bad) {
      const res = await sendChunk(t, users.alice, fields, bytes);
      expect({ status: res.status, code: res.body.code, msg: res.body.msg }).toEqual({
        status: 400,
        code: 400,
        msg: '分片的大小或序号与文件不符',
      });
    }
    const english = await sendChunk(t, users.alice, first, chunkBytes(data, first).subarray(1), 'en-US');
    expect(english.body.msg).toBe('The chunk size or number does not match the file');

    expect((await testChunk(t, users.alice, second)).body.data.chunkNumbers).toEqual([1]);
    await sendChunk(t, users.alice, second, chunkBytes(data, second));
    const merged = await merge(t, users.alice, { identifier: id });
    expect(merged.body.code).toBe(200);
    const download = await t.call({ method: 'GET', url: merged.body.data.url, token: users.alice.token });
    expect(md5(download.raw.rawPayload)).toBe(id);
  });

  it.each([['abc'], ['../../../../etc/passwd'], ['g'.repeat(32)]])(
    'refuses the identifier %s, which is not an md5, in the caller language',
    async (identifier) => {
      const data = pdfBytes(KB);
      const fields = chunkFields(data, 1, KB, identifier);
      const tested = await testChunk(t, users.alice, fields, 'zh-TW');
      expect(tested.body).toMatchObject({ code: 400, msg: '檔案標識必須是檔案的 MD5 值' });
      const sent = await sendChunk(t, users.alice, fields, data, 'en-US');
      expect(sent.body).toMatchObject({ code: 400, msg: 'The file identifier must be the MD5 of the file' });
      expect((await merge(t, users.alice, { identifier })).body.code).toBe(400);
      expect(listFiles(uploadsDir())).toEqual([]);
    },
  );

  it('refuses the merge when the assembled file is not the identifier, storing nothing', async () => {
    const data = pdfBytes(8 * KB, 5);
    const claimed = md5(pdfBytes(8 * KB, 6));
    await sendAll(t, users.alice, data, 4 * KB, claimed);
    const objects = storedObjects();
    const rows = (await rowsOf(users.alice.id)).length;
    const res = await merge(t, users.alice, { identifier: claimed });
    expect(res.body).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
    expect(storedObjects()).toEqual(objects);
    expect(await rowsOf(users.alice.id)).toHaveLength(rows);
    // The wrong parts are dropped, so the client uploads the file again instead of reusing them.
    const fields = chunkFields(data, 1, 4 * KB, claimed);
    expect((await testChunk(t, users.alice, fields)).body.data.chunkNumbers).toEqual([]);
  });

  it('refuses a merge before every chunk is stored, and one whose fileSize disagrees', async () => {
    const data = pdfBytes(8 * KB, 7);
    const id = md5(data);
    const first = chunkFields(data, 1, 4 * KB, id);
    await sendChunk(t, users.alice, first, chunkBytes(data, first));
    const early = await merge(t, users.alice, { identifier: id });
    expect(early.body).toMatchObject({ code: 400, msg: '文件分片不完整，请重新上传' });
    const second = chunkFields(data, 2, 4 * KB, id);
    await sendChunk(t, users.alice, second, chunkBytes(data, second));
    expect((await merge(t, users.alice, { identifier: id, fileSize: data.length + 1 })).body.code).toBe(400);
    expect((await merge(t, users.alice, { identifier: id, fileSize: data.length })).body.code).toBe(200);
  });

  it("never shows or merges another user's chunks", async () => {
    const data = pdfBytes(8 * KB, 8);
    const id = await sendAll(t, users.alice, data, 4 * KB);
    const fields = chunkFields(data, 1, 4 * KB, id);
    expect((await testChunk(t, users.bob, fields)).body.data).toEqual({
      uploaded: false,
      merge: false,
      chunkNumbers: [],
    });
    const stolen = await merge(t, users.bob, { identifier: id });
    expect(stolen.body).toMatchObject({ code: 400, msg: '文件分片不完整，请重新上传' });
    expect(await rowsOf(users.bob.id)).toHaveLength(0);
    // Bob's own chunk of the same file does not touch Alice's upload.
    await sendChunk(t, users.bob, fields, chunkBytes(data, fields));
    expect((await testChunk(t, users.alice, fields)).body.data.chunkNumbers).toEqual([1, 2]);
    expect((await merge(t, users.alice, { identifier: id })).body.code).toBe(200);
    expect((await testChunk(t, users.bob, fields)).body.data.chunkNumbers).toEqual([1]);
  });

  it('keeps path-traversal names as metadata only', async () => {
    const data = pdfBytes(2 * KB, 9);
    const evil = '../../../../tmp/evil.pdf';
    const fields = chunkFields(data, 1, 2 * KB, md5(data), evil);
    await sendChunk(t, users.alice, { ...fields, relativePath: evil }, data);
    const res = await merge(t, users.alice, {
      identifier: md5(data),
      fileName: evil,
      folder: '../../x',
      pathType: 'selfPath',
    });
    expect(res.body.data.fileName).toBe('evil.pdf');
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, res.body.data.fileId));
    expect(row.storageKey).toMatch(/^annex\/\d{6}\/[0-9a-f]{32}$/);
    expect(fs.existsSync(path.resolve(t.fileStoreDir, '..', '..', 'tmp', 'evil.pdf'))).toBe(false);
    expect(listFiles(t.fileStoreDir).every((f) => !f.includes('evil'))).toBe(true);
  });

  it('answers the spec messages to an empty file, a file over the limit and a disallowed type', async () => {
    const objects = storedObjects();
    const empty = {
      ...chunkFields({ length: 0 }, 1, 5 * 1024 * KB, md5(Buffer.alloc(0))),
      currentChunkSize: 0,
    };
    expect((await testChunk(t, users.alice, empty)).body).toMatchObject({ code: 400, msg: '文件内容为空' });
    expect((await sendChunk(t, users.alice, empty, Buffer.alloc(0))).body.msg).toBe('文件内容为空');

    const huge = chunkFields({ length: 600 * 1024 * KB }, 1, 5 * 1024 * KB, md5(Buffer.from('x')));
    expect((await testChunk(t, users.alice, huge)).body).toMatchObject({
      code: 400,
      msg: '文件大小超过500MB',
    });
    expect((await sendChunk(t, users.alice, huge, Buffer.alloc(10))).body.msg).toBe('文件大小超过500MB');

    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2 * KB)]);
    const named = chunkFields(exe, 1, 4 * KB, md5(exe), 'setup.exe');
    const refused = await testChunk(t, users.alice, named);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toMatch(/^请选择.*pdf.*类型的文件$/);
    // Named as a PDF, the content still decides at the merge.
    await sendAll(t, users.alice, exe, 4 * KB);
    const merged = await merge(t, users.alice, { identifier: md5(exe) });
    expect(merged.body.code).toBe(400);
    expect(merged.body.msg).toMatch(/^请选择.*类型的文件$/);
    // An image field takes images only.
    const pdf = pdfBytes(KB, 10);
    await sendAll(t, users.alice, pdf, KB);
    expect((await merge(t, users.alice, { identifier: md5(pdf), type: 'annexpic' })).body.code).toBe(400);
    expect(storedObjects()).toEqual(objects);
    // A refused type is final: its parts are dropped too.
    expect(listFiles(uploadsDir()).filter((f) => f.includes(md5(exe)) || f.includes(md5(pdf)))).toEqual([]);
  });

  it('takes attachments up to the configured CHUNKED_UPLOAD_MAX_MB', async () => {
    const small = await buildTestApp({ chunkedUploadMaxMb: 20 }, { database: t.database });
    try {
      const user = await createUser(small);
      const over = chunkFields({ length: 21 * 1024 * KB }, 1, 5 * 1024 * KB, md5(Buffer.from('over')));
      expect((await testChunk(small, user, over)).body).toMatchObject({ code: 400, msg: '文件大小超过20MB' });
      // The default (500 MB) takes the same file.
      expect((await testChunk(t, users.alice, over)).body.code).toBe(200);
      const exact = chunkFields({ length: 20 * 1024 * KB }, 1, 5 * 1024 * KB, md5(Buffer.from('exact')));
      expect((await testChunk(small, user, exact)).body.code).toBe(200);
    } finally {
      await small.close();
    }
  });

  it('refuses a chunk without a file part or as a plain form', async () => {
    const data = pdfBytes(KB, 11);
    const fields = chunkFields(data, 1, KB, md5(data));
    const plain = await t.call({
      method: 'POST',
      url: '/api/file/chunk',
      token: users.alice.token,
      payload: fields,
    });
    expect(plain.body).toMatchObject({ code: 400, msg: '请以 multipart/form-data 方式上传文件' });
    const noFile = form({ ...fields });
    const missing = await t.call({
      method: 'POST',
      url: '/api/file/chunk',
      token: users.alice.token,
      ...noFile,
    });
    expect(missing.body).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
    expect(listFiles(uploadsDir()).filter((f) => f.includes(md5(data)))).toEqual([]);
  });
});
