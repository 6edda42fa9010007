import type { FileChunkQuery, FileChunkState, FileMergeBody, MergedFile } from '@platform/contracts';
import { type ChunkTransport, UploadCallError } from './chunk-upload-types.ts';

/*
 * Test-only: a transport driven by hand. The fingerprint, the md5 and the chunk test answer at once
 * (the md5 can be held back); every chunk and merge waits until the test settles it, so a test can
 * pause, fail or finish each one.
 */

export const FAKE_FINGERPRINT = 'fedcba9876543210fedcba9876543210';
export const FAKE_MD5 = '0123456789abcdef0123456789abcdef';

interface Open<Q, T> {
  query: Q;
  size: number;
  isSettled: boolean;
  resolve(value: T): void;
  reject(error: unknown): void;
}

function open<Q, T>(query: Q, size: number, list: Open<Q, T>[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const entry: Open<Q, T> = {
      query,
      size,
      isSettled: false,
      resolve: (value) => {
        entry.isSettled = true;
        resolve(value);
      },
      reject: (error) => {
        entry.isSettled = true;
        reject(error);
      },
    };
    list.push(entry);
  });
}

export function mergedFile(name: string): MergedFile {
  return {
    name: 'f1',
    fileId: 'f1',
    fileName: name,
    fileVersionId: 'f1',
    // Where the stored file is read back; any address does for the fake (no request is made to it).
    url: 'blob:stored/annex/f1',
    fileSize: 1,
    fileExtension: 'txt',
    mimeType: 'text/plain',
  };
}

export const chunkState = (chunkNumbers: number[] = []): FileChunkState => ({
  uploaded: false,
  merge: false,
  chunkNumbers,
});

/**
 * `stored`: chunks the chunk test names; `isUnreadable`: hashing fails before the fingerprint;
 * `isHashing`: not even the fingerprint comes; `isMd5Held`: the md5 comes on `finishMd5` (or fails on
 * `failMd5`) after the fingerprint; `busyTests`: so many chunk tests first answer "too many requests".
 */
export interface FakeTransportOptions {
  stored?: number[];
  isUnreadable?: boolean;
  isHashing?: boolean;
  isMd5Held?: boolean;
  busyTests?: number;
}

export function fakeTransport(options: FakeTransportOptions = {}) {
  const chunks: Open<FileChunkQuery, FileChunkState>[] = [];
  const merges: Open<FileMergeBody, MergedFile>[] = [];
  const tests: FileChunkQuery[] = [];
  const held: { resolve(md5: string): void; reject(error: unknown): void }[] = [];
  const transport: ChunkTransport = {
    hash: (_file, onFingerprint) => {
      if (options.isHashing) return new Promise<string>(() => {});
      if (options.isUnreadable) return Promise.reject(new Error('read'));
      // As from the worker: the fingerprint comes after the call returned.
      void Promise.resolve().then(() => onFingerprint(FAKE_FINGERPRINT));
      if (!options.isMd5Held) return Promise.resolve().then(() => FAKE_MD5);
      return new Promise<string>((resolve, reject) => held.push({ resolve, reject }));
    },
    testChunks: (query) => {
      tests.push(query);
      if (tests.length <= (options.busyTests ?? 0)) return Promise.reject(busyError());
      return Promise.resolve(chunkState(options.stored));
    },
    sendChunk: (query, chunk) => open(query, chunk.size, chunks),
    merge: (body) => open(body, 0, merges),
  };
  return {
    transport,
    chunks,
    merges,
    tests,
    /** Ends the held md5 computations. */
    finishMd5: () => {
      for (const h of held.splice(0)) h.resolve(FAKE_MD5);
    },
    failMd5: () => {
      for (const h of held.splice(0)) h.reject(new Error('read'));
    },
    /** Numbers of the chunks sent and not answered yet. */
    openChunks: () => chunks.filter((c) => !c.isSettled).map((c) => c.query.chunkNumber),
    /** Answers every open chunk as stored. */
    storeOpenChunks: () => {
      for (const c of chunks.filter((c) => !c.isSettled)) c.resolve(chunkState());
    },
  };
}

export const networkError = () => new UploadCallError('', false);
export const refusedError = (message: string) => new UploadCallError(message, true);
export const busyError = () => new UploadCallError('请求过于频繁，请稍后再试', false, true);

/** Lets the uploader's pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
