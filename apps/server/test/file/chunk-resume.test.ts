import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, listFiles, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  type ChunkFields,
  chunkBytes,
  chunkFields,
  form,
  md5,
  merge,
  pdfBytes,
  sendAll,
  sendChunk,
  testChunk,
  useTempDirs,
} from './chunk-fixtures.ts';

/*
 * Uploads that outlive a process: the parts are in the file store, so a new server on the same data
 * resumes them; unfinished ones are swept after a day. And a 100 MB file, streamed both ways.
 */

const t = useTestApp();
const KB = 1024;
const MB = 1024 * KB;
let alice: TestUser;
const tempDir = useTempDirs();
beforeAll(async () => {
  alice = await createUser(t);
});

async function streamMd5(file: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Sends the head of a chunk request over a real socket, then cuts the connection mid-body, as a
 * closed laptop or a dropped network does; resolves once the server has seen the socket close.
 */
async function sendCutChunk(app: TestApp, user: TestUser, fields: ChunkFields, bytes: Buffer) {
  const address = await app.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  const body = form({ ...fields }, { name: fields.filename, data: bytes });
  const payload = body.payload as Buffer;
  await new Promise<void>((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/file/chunk',
      headers: { ...body.headers, authorization: user.token, 'content-length': String(payload.length) },
    });
    request.on('error', () => resolve());
    request.on('response', () => reject(new Error('the server answered a cut request')));
    request.write(payload.subarray(0, Math.floor(payload.length / 2)), () => {
      setTimeout(() => request.destroy(), 50);
    });
  });
}

describe('resumable uploads', () => {
  it('keeps nothing of a chunk cut mid-transfer and resumes with the chunks stored before', async () => {
    const data = pdfBytes(300 * KB, 25);
    const id = md5(data);
    const all = [1, 2, 3].map((n) => chunkFields(data, n, 100 * KB, id));
    const app = await buildTestApp({ fileStoreDir: tempDir() }, { database: t.database });
    try {
      const first = all[0];
      expect((await sendChunk(app, alice, first, chunkBytes(data, first))).body.code).toBe(200);
      await sendCutChunk(app, alice, all[1], chunkBytes(data, all[1]));
      // The server notices the cut on its own time; the chunk test is what the client asks on resume.
      await expect
        .poll(async () =>
          listFiles(path.join(app.fileStoreDir, '.uploads')).filter((f) => f.endsWith('.tmp')),
        )
        .toEqual([]);
      expect((await testChunk(app, alice, all[1])).body.data.chunkNumbers).toEqual([1]);
      expect((await merge(app, alice, { identifier: id })).body.msg).toBe('文件分片不完整，请重新上传');
      for (const fields of all.slice(1)) {
        expect((await sendChunk(app, alice, fields, chunkBytes(data, fields))).body.code).toBe(200);
      }
      const merged = await merge(app, alice, { identifier: id });
      expect(merged.body.code).toBe(200);
      const download = await app.call({ method: 'GET', url: merged.body.data.url, token: alice.token });
      expect(md5(download.raw.rawPayload)).toBe(id);
    } finally {
      await app.close();
    }
  });

  it('resumes an upload after the server restarts on the same data', async () => {
    const dir = tempDir();
    const data = pdfBytes(40 * KB, 21);
    const id = md5(data);
    const all = [1, 2, 3, 4].map((n) => chunkFields(data, n, 10 * KB, id));

    const first = await buildTestApp({ fileStoreDir: dir }, { database: t.database });
    try {
      for (const fields of all.slice(0, 2)) {
        expect((await sendChunk(first, alice, fields, chunkBytes(data, fields))).body.code).toBe(200);
      }
    } finally {
      await first.close();
    }

    const second = await buildTestApp({ fileStoreDir: dir }, { database: t.database });
    try {
      expect((await testChunk(second, alice, all[2])).body.data).toEqual({
        uploaded: false,
        merge: false,
        chunkNumbers: [1, 2],
      });
      for (const fields of all.slice(2)) await sendChunk(second, alice, fields, chunkBytes(data, fields));
      const merged = await merge(second, alice, { identifier: id });
      expect(merged.body.code).toBe(200);
      const download = await second.call({ method: 'GET', url: merged.body.data.url, token: alice.token });
      expect(download.raw.rawPayload.equals(data)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('removes uploads untouched for 24 hours on the first chunk request after a start, keeping fresh ones', async () => {
    const stale = pdfBytes(4 * KB, 22);
    const fresh = pdfBytes(4 * KB, 23);
    const staleFields = chunkFields(stale, 1, 2 * KB, md5(stale));
    const freshFields = chunkFields(fresh, 1, 2 * KB, md5(fresh));
    await sendChunk(t, alice, staleFields, chunkBytes(stale, staleFields));
    await sendChunk(t, alice, freshFields, chunkBytes(fresh, freshFields));
    const uploads = path.join(t.fileStoreDir, '.uploads');
    const staleDir = path.dirname(
      path.join(uploads, listFiles(uploads).find((f) => f.includes(md5(stale))) ?? ''),
    );
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    fs.utimesSync(staleDir, dayAgo, dayAgo);

    const restarted = await buildTestApp({ fileStoreDir: t.fileStoreDir }, { database: t.database });
    try {
      const bob = await createUser(restarted);
      const other = pdfBytes(KB, 24);
      await testChunk(restarted, bob, chunkFields(other, 1, KB, md5(other)));
    } finally {
      await restarted.close();
    }
    expect(fs.existsSync(staleDir)).toBe(false);
    expect((await testChunk(t, alice, staleFields)).body.data.chunkNumbers).toEqual([]);
    expect((await testChunk(t, alice, freshFields)).body.data.chunkNumbers).toEqual([1]);
  });

  it('refuses a large file whose bytes are not its identifier, hashed while the chunks arrive', async () => {
    const data = pdfBytes(19 * MB + 5, 26);
    const claimed = md5(
      Buffer.concat([data.subarray(0, data.length - 1), Buffer.from([data[data.length - 1] ^ 1])]),
    );
    await sendAll(t, alice, data, 5 * MB, claimed);
    const res = await merge(t, alice, { identifier: claimed, fileSize: data.length });
    expect(res.body).toMatchObject({ code: 400, msg: '文件校验失败，请重新上传' });
    await sendAll(t, alice, data, 5 * MB);
    const merged = await merge(t, alice, { identifier: md5(data), fileSize: data.length });
    expect(merged.body.code).toBe(200);
  });

  it('merges a 100 MB file sent in 5 MB chunks into a file with the md5 of the source', {
    timeout: 180_000,
  }, async () => {
    const dir = tempDir();
    const source = path.join(dir, 'big.pdf');
    const size = 100 * MB + 123;
    const hash = createHash('md5');
    const fd = fs.openSync(source, 'w');
    const block = Buffer.alloc(MB);
    for (let i = 0; i * MB < size; i++) {
      // Every block differs, so chunks merged out of order would change the md5.
      block.fill(i & 0xff);
      block.writeUInt32BE(i, 100);
      if (i === 0) Buffer.from('%PDF-1.7\n').copy(block);
      const length = Math.min(MB, size - i * MB);
      fs.writeSync(fd, block, 0, length);
      hash.update(block.subarray(0, length));
    }
    fs.closeSync(fd);
    const id = hash.digest('hex');

    // Memory held outside the source file: the upload and the merge stream, never the whole file.
    const held = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.arrayBuffers;
    };
    const baseline = held();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, held());
    }, 2);

    const chunkSize = 5 * MB;
    const count = Math.floor(size / chunkSize);
    for (let n = 1; n <= count; n++) {
      const fields = chunkFields({ length: size }, n, chunkSize, id, 'big.pdf');
      const start = (n - 1) * chunkSize;
      const stream = fs.createReadStream(source, { start, end: start + fields.currentChunkSize - 1 });
      const res = await sendChunk(t, alice, fields, stream);
      expect({ n, code: res.body.code, msg: res.body.msg }).toMatchObject({ n, code: 200 });
    }
    const merged = await merge(t, alice, { identifier: id, fileName: 'big.pdf', fileSize: size });
    expect(merged.body.code).toBe(200);
    expect(merged.body.data.fileSize).toBe(size);
    clearInterval(sampler);
    // Holding the file whole anywhere would add 100 MB; streaming stays at a few chunks plus garbage.
    expect((peak - baseline) / MB).toBeLessThan(80);
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, merged.body.data.fileId));
    expect(await streamMd5(path.join(t.fileStoreDir, ...row.storageKey.split('/')))).toBe(id);
  });
});
