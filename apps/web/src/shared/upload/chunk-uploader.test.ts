import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_SIZE, MAX_CHUNK_RETRIES, type UploaderOptions } from './chunk-upload-types.ts';
import { ChunkUploader } from './chunk-uploader.ts';
import {
  busyError,
  FAKE_FINGERPRINT,
  FAKE_MD5,
  type FakeTransportOptions,
  fakeTransport,
  mergedFile,
  networkError,
  refusedError,
  settle,
} from './fake-chunk-transport.ts';

/** Chunks of 4 bytes: a 10-byte file is 2 chunks, the last holding the remainder (4 + 6). */
const SMALL = 4;

function fileOf(size: number, name = 'a.txt', type = 'text/plain'): File {
  return new File(['x'.repeat(size)], name, { type });
}

function setup(options: UploaderOptions & FakeTransportOptions = {}) {
  const fake = fakeTransport(options);
  const uploader = new ChunkUploader(fake.transport, {
    chunkSize: SMALL,
    removeOnSuccess: false,
    ...options,
  });
  const item = (index = 0) => uploader.getItems()[index];
  return { ...fake, uploader, item };
}

describe('ChunkUploader', () => {
  it('uses 5 MB chunks and 5 retries by default', () => {
    expect(CHUNK_SIZE).toBe(5_242_880);
    expect(MAX_CHUNK_RETRIES).toBe(5);
  });

  it('hashes, tests, sends the chunks 3 at a time, then merges; 99 % until the merge answers', async () => {
    const onSuccess = vi.fn();
    const { uploader, item, chunks, tests, merges, openChunks, storeOpenChunks } = setup({ onSuccess });
    uploader.add([fileOf(22)]);
    expect(item().status).toBe('check');
    await settle();
    expect(item().status).toBe('uploading');
    expect(tests[0]).toMatchObject({
      chunkNumber: 1,
      chunkSize: SMALL,
      currentChunkSize: SMALL,
      totalSize: 22,
      totalChunks: 5,
      identifier: FAKE_FINGERPRINT,
      filename: 'a.txt',
      extension: 'txt',
    });
    expect(openChunks()).toEqual([1, 2, 3]);
    storeOpenChunks();
    await settle();
    expect(openChunks()).toEqual([4, 5]);
    // The last chunk holds the remainder: 22 = 4 × 4 + 6.
    expect(chunks.at(-1)?.size).toBe(6);
    storeOpenChunks();
    await settle();
    expect(item().progress).toBe(99);
    expect(merges[0]?.query).toMatchObject({
      identifier: FAKE_FINGERPRINT,
      fileMd5: FAKE_MD5,
      fileName: 'a.txt',
      fileSize: 22,
      type: 'annex',
    });
    merges[0]?.resolve(mergedFile('a.txt'));
    await settle();
    expect(item()).toMatchObject({ status: 'success', progress: 100 });
    expect(onSuccess).toHaveBeenCalledWith(mergedFile('a.txt'), item());
  });

  it('drops the row once stored unless told to keep it', async () => {
    const { uploader, merges, storeOpenChunks } = setup({ removeOnSuccess: true });
    uploader.add([fileOf(4)]);
    await settle();
    storeOpenChunks();
    await settle();
    merges[0]?.resolve(mergedFile('a.txt'));
    await settle();
    expect(uploader.getItems()).toEqual([]);
  });

  it('resumes: chunks the chunk test names are not sent again', async () => {
    const { uploader, item, openChunks } = setup({ stored: [1, 2, 4] });
    uploader.add([fileOf(20)]);
    await settle();
    expect(openChunks()).toEqual([3, 5]);
    expect(item().progress).toBe(60);
  });

  it('goes straight to the merge when the server holds every chunk', async () => {
    const { uploader, chunks, merges } = setup({ stored: [1, 2] });
    uploader.add([fileOf(8)]);
    await settle();
    expect(chunks).toEqual([]);
    expect(merges).toHaveLength(1);
  });

  it('pauses (no new chunk starts) and resumes where it stopped', async () => {
    const { uploader, item, openChunks, storeOpenChunks, chunks } = setup();
    uploader.add([fileOf(20)]);
    await settle();
    uploader.pause(item().id);
    expect(item().status).toBe('paused');
    storeOpenChunks();
    await settle();
    expect(openChunks()).toEqual([]);
    expect(chunks).toHaveLength(3);
    uploader.resume(item().id);
    await settle();
    expect(item().status).toBe('uploading');
    expect(openChunks()).toEqual([4, 5]);
  });

  it('cannot pause a file being checked or stored, nor resume one that is not paused', async () => {
    const { uploader, item } = setup({ isUnreadable: true });
    uploader.add([fileOf(4)]);
    uploader.pause(item().id);
    expect(item().status).toBe('check');
    await settle();
    uploader.resume(item().id);
    expect(item().status).toBe('error');
  });

  it('retries a failed chunk up to 5 times, then fails the file', async () => {
    const onError = vi.fn();
    const { uploader, item, chunks } = setup({ simultaneousChunks: 1, onError });
    uploader.add([fileOf(4)]);
    await settle();
    for (let attempt = 0; attempt < 5; attempt++) {
      chunks.at(-1)?.reject(networkError());
      await settle();
      expect(item().status).toBe('uploading');
    }
    expect(chunks).toHaveLength(6);
    chunks.at(-1)?.reject(networkError());
    await settle();
    expect(item().status).toBe('error');
    expect(onError).toHaveBeenCalledOnce();
  });

  describe('when the server answers too many requests', () => {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Lets `ms` pass on the fake clock, running what becomes due and the promise callbacks. */
    const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

    it('waits, then sends the chunks again; a stored chunk starts the waits over', async () => {
      vi.useFakeTimers();
      const { uploader, item, chunks, openChunks } = setup({
        simultaneousChunks: 2,
        busyRetryDelaysMs: [1000, 3000],
      });
      uploader.add([fileOf(12)]);
      await pass(0);
      expect(openChunks()).toEqual([1, 2]);
      // Both chunks in flight answer busy: one wait for the file, no chunk meanwhile.
      chunks[0]?.reject(busyError());
      chunks[1]?.reject(busyError());
      await pass(999);
      expect(openChunks()).toEqual([]);
      expect(item().status).toBe('uploading');
      await pass(1);
      expect(openChunks()).toEqual([1, 2]);
      chunks[2]?.resolve({ uploaded: false, merge: false, chunkNumbers: [1] });
      chunks[3]?.reject(busyError());
      await pass(0);
      // Chunk 1 stored let chunk 3 go before chunk 2's busy answer; the wait is the first again.
      expect(openChunks()).toEqual([3]);
      await pass(999);
      expect(openChunks()).toEqual([3]);
      await pass(1);
      expect(openChunks()).toEqual([3, 2]);
    });

    it('fails the file with the server message after the last wait', async () => {
      vi.useFakeTimers();
      const onError = vi.fn();
      const { uploader, item, chunks } = setup({ simultaneousChunks: 1, busyRetryDelaysMs: [1000], onError });
      uploader.add([fileOf(8)]);
      await pass(0);
      chunks[0]?.reject(busyError());
      await pass(1000);
      expect(chunks).toHaveLength(2);
      chunks[1]?.reject(busyError());
      await pass(0);
      expect(item()).toMatchObject({ status: 'error', message: '请求过于频繁，请稍后再试' });
      expect(onError).toHaveBeenCalledOnce();
    });

    it('waits when the chunk test answers busy, then tests again', async () => {
      vi.useFakeTimers();
      const { uploader, item, tests, openChunks } = setup({
        simultaneousChunks: 1,
        busyRetryDelaysMs: [1000],
        busyTests: 1,
      });
      uploader.add([fileOf(8)]);
      await pass(0);
      expect([tests.length, openChunks(), item().status]).toEqual([1, [], 'uploading']);
      await pass(1000);
      expect(tests).toHaveLength(2);
      expect(openChunks()).toEqual([1]);
    });

    it('waits when the merge answers busy, then merges again', async () => {
      vi.useFakeTimers();
      const onSuccess = vi.fn();
      const { uploader, item, merges, storeOpenChunks } = setup({ busyRetryDelaysMs: [1000], onSuccess });
      uploader.add([fileOf(8)]);
      await pass(0);
      storeOpenChunks();
      await pass(0);
      merges[0]?.reject(busyError());
      await pass(999);
      expect([merges.length, item().status]).toEqual([1, 'uploading']);
      await pass(1);
      expect(merges).toHaveLength(2);
      merges[1]?.resolve(mergedFile('a.txt'));
      await pass(0);
      expect(item().status).toBe('success');
      expect(onSuccess).toHaveBeenCalledOnce();
    });

    it('a file paused while it waits sends nothing until resumed', async () => {
      vi.useFakeTimers();
      const { uploader, item, chunks, openChunks } = setup({
        simultaneousChunks: 1,
        busyRetryDelaysMs: [1000],
      });
      uploader.add([fileOf(8)]);
      await pass(0);
      chunks[0]?.reject(busyError());
      await pass(0);
      uploader.pause(item().id);
      await pass(5000);
      expect(openChunks()).toEqual([]);
      uploader.resume(item().id);
      await pass(0);
      expect(item().status).toBe('uploading');
      expect(openChunks()).toEqual([1]);
    });
  });

  it('fails at once with the server message when the server refuses a chunk, and retries on demand', async () => {
    const { uploader, item, chunks, tests, openChunks } = setup({ simultaneousChunks: 1 });
    uploader.add([fileOf(8)]);
    await settle();
    chunks[0]?.reject(refusedError('请选择pdf类型的文件'));
    await settle();
    expect(item()).toMatchObject({ status: 'error', message: '请选择pdf类型的文件' });
    uploader.retry(item().id);
    await settle();
    expect(item()).toMatchObject({ status: 'uploading', message: undefined });
    expect(tests).toHaveLength(2);
    expect(openChunks()).toEqual([1]);
  });

  it('a failed merge fails the file; a retry tests the chunks again', async () => {
    const { uploader, item, merges, tests, storeOpenChunks } = setup();
    uploader.add([fileOf(4)]);
    await settle();
    storeOpenChunks();
    await settle();
    merges[0]?.reject(refusedError('文件校验失败，请重新上传'));
    await settle();
    expect(item()).toMatchObject({ status: 'error', message: '文件校验失败，请重新上传', progress: 99 });
    uploader.retry(item().id);
    await settle();
    expect(tests).toHaveLength(2);
  });

  it('an unreadable file fails with a read error and is hashed again on retry', async () => {
    const { uploader, item } = setup({ isUnreadable: true });
    uploader.add([fileOf(4)]);
    await settle();
    expect(item()).toMatchObject({ status: 'error', isReadError: true });
    uploader.retry(item().id);
    expect(item().status).toBe('check');
  });

  it('sends chunks under the fingerprint while the md5 is computed, and merges with the md5 once known', async () => {
    const { uploader, item, merges, openChunks, storeOpenChunks, finishMd5 } = setup({ isMd5Held: true });
    uploader.add([fileOf(10)]);
    await settle();
    expect(item().status).toBe('uploading');
    expect(openChunks()).toEqual([1, 2]);
    storeOpenChunks();
    await settle();
    // Every chunk is stored, the md5 is not known yet: no merge.
    expect(merges).toHaveLength(0);
    expect(item()).toMatchObject({ status: 'uploading', progress: 99 });
    finishMd5();
    await settle();
    expect(merges[0]?.query).toMatchObject({ identifier: FAKE_FINGERPRINT, fileMd5: FAKE_MD5 });
  });

  it('fails with a read error when the md5 fails mid-upload, and hashes again on retry', async () => {
    const { uploader, item, merges, storeOpenChunks, failMd5, finishMd5, tests } = setup({ isMd5Held: true });
    uploader.add([fileOf(4)]);
    await settle();
    failMd5();
    await settle();
    expect(item()).toMatchObject({ status: 'error', isReadError: true });
    storeOpenChunks();
    uploader.retry(item().id);
    await settle();
    expect(item().status).toBe('uploading');
    expect(tests).toHaveLength(2);
    storeOpenChunks();
    finishMd5();
    await settle();
    expect(merges[0]?.query).toMatchObject({ fileMd5: FAKE_MD5 });
  });

  it('uploads one file at a time; the next waits', async () => {
    const { uploader, item, merges, storeOpenChunks } = setup();
    uploader.add([fileOf(4, 'a.txt'), fileOf(4, 'b.txt')]);
    await settle();
    expect([item(0).status, item(1).status]).toEqual(['uploading', 'waiting']);
    uploader.pause(item(1).id);
    expect(item(1).status).toBe('paused');
    uploader.resume(item(1).id);
    storeOpenChunks();
    await settle();
    merges[0]?.resolve(mergedFile('a.txt'));
    await settle();
    expect([item(0).status, item(1).status]).toEqual(['success', 'uploading']);
  });

  it('removes rows not stored yet, never a stored one', async () => {
    const { uploader, item, merges, storeOpenChunks } = setup();
    uploader.add([fileOf(4, 'a.txt'), fileOf(4, 'b.txt')]);
    await settle();
    expect(uploader.remove(item(1).id)).toBe(true);
    storeOpenChunks();
    await settle();
    merges[0]?.resolve(mergedFile('a.txt'));
    await settle();
    expect(uploader.remove(item(0).id)).toBe(false);
    expect(uploader.getItems().map((i) => i.name)).toEqual(['a.txt']);
  });

  it('refuses files over the count, type and size limits, and empty files', () => {
    const { uploader } = setup({
      limit: 2,
      accept: '.txt,image/*',
      fileSize: 1,
      sizeUnit: 'KB',
      heldCount: () => 1,
    });
    const refused = uploader.add([
      fileOf(0, 'empty.txt'),
      fileOf(1025, 'big.txt'),
      fileOf(3, 'doc.pdf', 'application/pdf'),
      fileOf(1024, 'ok.png', 'image/png'),
      fileOf(3, 'late.txt'),
    ]);
    expect(refused.map((r) => [r.file.name, r.refusal])).toEqual([
      ['empty.txt', { reason: 'empty', values: {} }],
      ['big.txt', { reason: 'tooLarge', values: { size: 1, unit: 'KB' } }],
      ['doc.pdf', { reason: 'wrongType', values: { types: '.txt,image/*' } }],
      ['late.txt', { reason: 'tooMany', values: { count: 2 } }],
    ]);
    expect(uploader.getItems().map((i) => i.name)).toEqual(['ok.png']);
  });

  it('keeps one file when the limit is 1: a new pick replaces the row not stored yet', () => {
    const { uploader } = setup({ limit: 1 });
    uploader.add([fileOf(3, 'a.txt'), fileOf(3, 'b.txt')]);
    expect(uploader.getItems().map((i) => i.name)).toEqual(['a.txt']);
    uploader.add([fileOf(3, 'c.txt')]);
    expect(uploader.getItems().map((i) => i.name)).toEqual(['c.txt']);
  });

  it('skips a file the before-upload hook refuses', () => {
    const { uploader } = setup({ beforeUpload: (file) => file.name !== 'no.txt' });
    uploader.add([fileOf(3, 'no.txt'), fileOf(3, 'yes.txt')]);
    expect(uploader.getItems().map((i) => i.name)).toEqual(['yes.txt']);
  });
});
