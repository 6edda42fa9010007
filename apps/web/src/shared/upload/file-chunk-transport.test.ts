import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../testing/fetch-stub.ts';
import { UploadCallError } from './chunk-upload-types.ts';
import { chunkState, FAKE_FINGERPRINT, FAKE_MD5, mergedFile } from './fake-chunk-transport.ts';
import { fileChunkTransport } from './file-chunk-transport.ts';

const QUERY = {
  chunkNumber: 2,
  chunkSize: 4,
  currentChunkSize: 6,
  totalSize: 10,
  identifier: FAKE_MD5,
  filename: 'a.txt',
  relativePath: 'a.txt',
  totalChunks: 2,
  fileType: 'text/plain',
  extension: 'txt',
};

/** The body fetch was given for call `index` (the stub records only text bodies). */
const sentForm = (index: number) => vi.mocked(fetch).mock.calls[index]?.[1]?.body as FormData;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fileChunkTransport', () => {
  it('tests the chunks with GET /api/file/chunk and the chunk fields as the query', async () => {
    const { calls } = stubFetch({ 'GET /api/file/chunk': envelope(chunkState([1])) });
    expect(await fileChunkTransport.testChunks(QUERY)).toEqual(chunkState([1]));
    const [sent] = callsTo(calls, 'GET /api/file/chunk');
    expect(Object.fromEntries(sent?.url.searchParams ?? [])).toMatchObject({
      chunkNumber: '2',
      currentChunkSize: '6',
      identifier: FAKE_MD5,
      totalChunks: '2',
    });
  });

  it('sends a chunk as the multipart part `file`, its fields in the query', async () => {
    const { calls } = stubFetch({ 'POST /api/file/chunk': envelope(chunkState([2])) });
    await fileChunkTransport.sendChunk(QUERY, new Blob(['xxxxxx']));
    expect(callsTo(calls, 'POST /api/file/chunk')[0]?.url.searchParams.get('chunkNumber')).toBe('2');
    const part = sentForm(0).get('file') as File;
    expect([part.name, part.size]).toEqual(['a.txt', 6]);
  });

  it('merges with the fields as multipart form data', async () => {
    stubFetch({ 'POST /api/file/merge': envelope(mergedFile('a.txt')) });
    const merged = await fileChunkTransport.merge({
      identifier: FAKE_FINGERPRINT,
      fileMd5: FAKE_MD5,
      fileName: 'a.txt',
      fileSize: 10,
      type: 'annex',
    });
    expect(merged.fileId).toBe('f1');
    expect(Object.fromEntries(sentForm(0).entries())).toEqual({
      identifier: FAKE_FINGERPRINT,
      fileMd5: FAKE_MD5,
      fileName: 'a.txt',
      fileSize: '10',
      type: 'annex',
    });
  });

  it('a refusal of the server is permanent and keeps its message; a lost connection is not', async () => {
    stubFetch({ 'POST /api/file/merge': envelope(null, '文件校验失败，请重新上传', 400) });
    const refused = await fileChunkTransport.merge({ identifier: FAKE_MD5, type: 'annex' }).catch((e) => e);
    expect(refused).toEqual(new UploadCallError('文件校验失败，请重新上传', true));
    expect(refused.isPermanent).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('network'))),
    );
    const lost = await fileChunkTransport.testChunks(QUERY).catch((e) => e);
    expect(lost).toBeInstanceOf(UploadCallError);
    expect(lost.isPermanent).toBe(false);
  });

  it('"too many requests" (429) is busy: not permanent, retried after a wait', async () => {
    stubFetch({ 'POST /api/file/chunk': envelope(null, '请求过于频繁，请稍后再试', 429) });
    const busy = await fileChunkTransport.sendChunk(QUERY, new Blob(['xxxxxx'])).catch((e) => e);
    expect(busy).toBeInstanceOf(UploadCallError);
    expect([busy.message, busy.isPermanent, busy.isBusy]).toEqual(['请求过于频繁，请稍后再试', false, true]);
  });
});
