import { ResultCode } from '@platform/contracts';
import { fileEndpoints } from '@platform/contracts/web-endpoints';
import { ApiError } from '../../platform/http/api-error.ts';
import { call } from '../../platform/http/call.ts';
import { type ChunkTransport, UploadCallError } from './chunk-upload-types.ts';
import { md5InWorker } from './md5-in-worker.ts';

/**
 * A refusal of the server (a body code other than 200: wrong type, too large, md5 mismatch) is
 * permanent and carries its message; a failed connection (code -1) is worth retrying, and so is
 * "too many requests" (429) after a wait.
 */
async function guarded<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof ApiError) {
      const isBusy = error.code === ResultCode.tooMany;
      throw new UploadCallError(error.message, error.code !== -1 && !isBusy, isBusy);
    }
    throw error;
  }
}

/** The uploader's calls through the file endpoints; the rows show failures, so none toasts. */
export const fileChunkTransport: ChunkTransport = {
  hash: (file, onFingerprint) => md5InWorker(file, onFingerprint),
  testChunks: (query) => guarded(() => call(fileEndpoints.chunkTest, { query }, { isSilent: true })),
  sendChunk: (query, chunk) =>
    guarded(() => {
      const form = new FormData();
      form.append('file', chunk, query.filename ?? 'blob');
      return call(fileEndpoints.chunk, { query, body: form }, { isSilent: true });
    }),
  merge: (body) =>
    guarded(() => {
      const form = new FormData();
      for (const [key, value] of Object.entries(body)) {
        if (value !== undefined) form.append(key, String(value));
      }
      return call(fileEndpoints.merge, { body: form }, { isSilent: true });
    }),
};
