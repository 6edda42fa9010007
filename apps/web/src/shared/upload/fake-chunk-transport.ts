import type { FileChunkQuery, FileChunkState, FileMergeBody, MergedFile } from '@platform/contracts';
import { type ChunkTransport, UploadCallError } from './chunk-upload-types.ts';

/*
 * Test-only: a transport driven by hand. The md5 and the chunk test answer at once; every chunk and
 * merge waits until the test settles it, so a test can pause, fail or finish each one.
 */

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

/** `stored`: chunks the chunk test names; `isUnreadable`: the md5 fails; `isHashing`: it never ends. */
export interface FakeTransportOptions {
  stored?: number[];
  isUnreadable?: boolean;
  isHashing?: boolean;
}

export function fakeTransport(options: FakeTransportOptions = {}) {
  const chunks: Open<FileChunkQuery, FileChunkState>[] = [];
  const merges: Open<FileMergeBody, MergedFile>[] = [];
  const tests: FileChunkQuery[] = [];
  const transport: ChunkTransport = {
    md5: () => {
      if (options.isHashing) return new Promise<string>(() => {});
      return options.isUnreadable ? Promise.reject(new Error('read')) : Promise.resolve(FAKE_MD5);
    },
    testChunks: (query) => {
      tests.push(query);
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

/** Lets the uploader's pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
