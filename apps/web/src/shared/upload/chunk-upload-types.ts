import type { FileChunkQuery, FileChunkState, FileMergeBody, MergedFile } from '@platform/contracts';
import type { Refusal, UploadLimits } from './upload-limits.ts';

/* What the chunked uploader (chunk-uploader.ts) is given and shows: its limits, calls, rows and errors. */

/** Chunk size of the original client's uploader; the server accepts both of its layouts. */
export const CHUNK_SIZE = 5_242_880;
/** Retries of one chunk before the file fails. */
export const MAX_CHUNK_RETRIES = 5;
/**
 * When the server answers "too many requests" (its limit counts a minute), the file's chunks wait
 * this long before the next try, one wait after another; a stored chunk starts the series again.
 */
export const BUSY_RETRY_DELAYS_MS: readonly number[] = [2_000, 5_000, 15_000, 30_000, 60_000];
/** Chunks of one file in flight at once. */
export const SIMULTANEOUS_CHUNKS = 3;

/** `check`: the file's fingerprint (the identifier) is being computed; the other statuses are the uploader's own. */
export type UploadStatus = 'check' | 'waiting' | 'uploading' | 'paused' | 'success' | 'error';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0..100; at most 99 until the merge succeeded. */
  progress: number;
  /** The server's message when the upload failed, or `readError` when the file could not be read. */
  message?: string;
  isReadError?: boolean;
  /** The stored file, once merged. */
  result?: MergedFile;
}

/**
 * A failed call as the uploader sees it: permanent failures (the server refused) are not retried;
 * busy ones (too many requests) are, after a wait.
 */
export class UploadCallError extends Error {
  constructor(
    message: string,
    readonly isPermanent: boolean,
    readonly isBusy = false,
  ) {
    super(message);
  }
}

/** True when the server refused for good (retrying would get the same answer). */
export function isPermanentFailure(error: unknown): error is UploadCallError {
  return error instanceof UploadCallError && error.isPermanent;
}

export function isBusyFailure(error: unknown): error is UploadCallError {
  return error instanceof UploadCallError && error.isBusy;
}

/** The uploader's own state of one file. */
export interface Entry {
  item: UploadItem;
  file: File;
  identifier?: string;
  /** The whole file's md5, once computed; the merge waits for it. */
  fileMd5?: string;
  isHashing: boolean;
  /** Chunk numbers the server holds. */
  stored: Set<number>;
  inFlight: Set<number>;
  retries: Map<number, number>;
  /** Busy answers since the last stored chunk, and the wait they started (no chunk goes meanwhile). */
  busyRetries: number;
  busyWait?: ReturnType<typeof setTimeout>;
  hasTested: boolean;
  isMerging: boolean;
}

/** The calls the uploader makes; the app's goes through the file endpoints, tests pass a fake. */
export interface ChunkTransport {
  /**
   * The md5 of the whole file; `onFingerprint` gets the upload's identifier first (after one slice),
   * so chunks can go while the md5 is computed.
   */
  hash(file: File, onFingerprint: (identifier: string) => void): Promise<string>;
  testChunks(query: FileChunkQuery): Promise<FileChunkState>;
  sendChunk(query: FileChunkQuery, chunk: Blob): Promise<FileChunkState>;
  merge(body: FileMergeBody): Promise<MergedFile>;
}

export interface UploaderOptions extends UploadLimits {
  /** The merge's purpose: `annex` (files) or `annexpic` (images). */
  type?: FileMergeBody['type'];
  pathType?: string;
  isAccount?: string;
  folder?: string;
  /** Files the field already holds (its value), counted against `limit`. */
  heldCount?: () => number;
  /** Drop the row once the file is stored (the field lists it instead). Default true. */
  removeOnSuccess?: boolean;
  /** May refuse a file before it is hashed. */
  beforeUpload?: (file: File) => boolean;
  onSuccess?: (file: MergedFile, item: UploadItem) => void;
  onError?: (item: UploadItem) => void;
  chunkSize?: number;
  maxChunkRetries?: number;
  busyRetryDelaysMs?: readonly number[];
  simultaneousChunks?: number;
}

/** A file the picker offered and the reason it was not added. */
export interface RefusedFile {
  file: File;
  refusal: Refusal;
}
