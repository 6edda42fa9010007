import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';

/*
 * The original client's chunked upload as it travels: simple-uploader's chunk fields (chunks numbered
 * from 1, the last one taking the remainder), the extra query fields the widget adds, the file part
 * last; then the merge as multipart form data.
 */

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

/** A small PDF-looking file (the sniffer reads the magic bytes) of `size` bytes, varied by `seed`. */
export function pdfBytes(size: number, seed = 1): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i++) data[i] = (i * 31 + seed * 7) & 0xff;
  Buffer.from('%PDF-1.7\n').copy(data);
  return data;
}

export interface ChunkFields {
  chunkNumber: number;
  chunkSize: number;
  currentChunkSize: number;
  totalSize: number;
  identifier: string;
  filename: string;
  relativePath: string;
  totalChunks: number;
  fileType: string;
  extension: string;
}

/** The fields of chunk `n` of `data` cut into `chunkSize` pieces, the remainder in the last one. */
export function chunkFields(
  data: { length: number },
  n: number,
  chunkSize: number,
  identifier: string,
  filename = 'report.pdf',
): ChunkFields {
  const totalChunks = Math.max(1, Math.floor(data.length / chunkSize));
  const start = (n - 1) * chunkSize;
  const end = n === totalChunks ? data.length : start + chunkSize;
  return {
    chunkNumber: n,
    chunkSize,
    currentChunkSize: end - start,
    totalSize: data.length,
    identifier,
    filename,
    relativePath: filename,
    totalChunks,
    fileType: 'application/pdf',
    extension: filename.split('.').pop() ?? '',
  };
}

export function chunkBytes(data: Buffer, fields: ChunkFields): Buffer {
  const start = (fields.chunkNumber - 1) * fields.chunkSize;
  return data.subarray(start, start + fields.currentChunkSize);
}

/** A multipart body: the text fields first, then the file part when given (a buffer or a stream). */
export function form(
  fields: Record<string, string | number>,
  file?: { name: string; data: Buffer | Readable },
): { payload: Buffer | Readable; headers: Record<string, string> } {
  const boundary = `----chunktest${Math.random().toString(16).slice(2)}`;
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (!file) return { payload: Buffer.from(`${head}--${boundary}--\r\n`), headers };
  const fileHead =
    `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  if (Buffer.isBuffer(file.data)) {
    return { payload: Buffer.concat([Buffer.from(fileHead), file.data, Buffer.from(tail)]), headers };
  }
  const body = file.data;
  const stream = Readable.from(
    (async function* () {
      yield Buffer.from(fileHead);
      for await (const chunk of body) yield chunk as Buffer;
      yield Buffer.from(tail);
    })(),
  );
  return { payload: stream, headers };
}

const query = (fields: object) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();

export function testChunk(t: TestApp, user: TestUser, fields: ChunkFields, lang = 'zh-CN') {
  return t.call({
    method: 'GET',
    url: `/api/file/chunk?${query(fields)}`,
    token: user.token,
    headers: { 'accept-language': lang },
  });
}

/** POST one chunk the way simple-uploader does: every field in the form, then the file part. */
export function sendChunk(
  t: TestApp,
  user: TestUser,
  fields: ChunkFields,
  bytes: Buffer | Readable,
  lang = 'zh-CN',
) {
  const body = form({ ...fields }, { name: fields.filename, data: bytes });
  return t.call({
    method: 'POST',
    url: '/api/file/chunk',
    token: user.token,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });
}

export function merge(
  t: TestApp,
  user: TestUser,
  fields: Partial<Record<string, string | number>> & { identifier: string },
  lang = 'zh-CN',
) {
  const body = form({
    fileName: 'report.pdf',
    fileType: 'application/pdf',
    extension: 'pdf',
    type: 'annex',
    pathType: 'defaultPath',
    isAccount: 0,
    folder: '',
    ...fields,
  } as Record<string, string | number>);
  return t.call({
    method: 'POST',
    url: '/api/file/merge',
    token: user.token,
    ...body,
    headers: { ...body.headers, 'accept-language': lang },
  });
}

/** Sends every chunk of `data` in order; throws on the first refusal. */
export async function sendAll(
  t: TestApp,
  user: TestUser,
  data: Buffer,
  chunkSize: number,
  identifier = md5(data),
) {
  const total = Math.max(1, Math.floor(data.length / chunkSize));
  for (let n = 1; n <= total; n++) {
    const fields = chunkFields(data, n, chunkSize, identifier);
    const res = await sendChunk(t, user, fields, chunkBytes(data, fields));
    if (res.body.code !== 200) throw new Error(`chunk ${n}: ${res.body.msg}`);
  }
  return identifier;
}

/** Fresh directories (another store for a second app) removed after the file's tests. */
export function useTempDirs(prefix = 'platform-chunks-'): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}
