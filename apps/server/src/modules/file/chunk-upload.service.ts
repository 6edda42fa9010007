import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CHUNK_IDENTIFIER_PATTERN,
  type FileChunkQuery,
  type FileChunkState,
  type FileMergeBody,
} from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/app-error.ts';
import {
  type ChunkLayout,
  chunkOffset,
  expectedChunkSize,
  isSameLayout,
  isValidLayout,
  parseSetInfo,
  type SetInfo,
} from './chunk-layout.ts';
import { type SniffedKind, sniffedTypeOf } from './content-sniff.ts';
import { getFileStore } from './file-store.ts';
import { chunkStored, forgetHash } from './in-order-hash.ts';
import { PartSizeError, partSetKey } from './part-area.ts';
import { formatBytes, UPLOAD_POLICIES, type UploadPolicy } from './upload-policy.ts';

/*
 * The chunked, resumable upload. Chunks are written at their offsets into one file per upload, a set
 * keyed by (caller, identifier) in the file store's temporary area, so an upload resumes after a
 * broken connection and after a restart, and one user never sees or merges another's chunks. A chunk
 * is marked stored only when its byte count is exactly what its number, the chunk size and the total
 * size say; a refused chunk leaves the stored ones untouched. Stored chunks are hashed in order while
 * the others arrive (in-order-hash.ts); the merge is in chunk-merge.service.ts.
 */

const MB = 1024 * 1024;

/** The largest file the chunked upload takes, per purpose it can be merged for (annex: the config's). */
export function chunkedPolicies(ctx: AppContext): Record<FileMergeBody['type'], UploadPolicy> {
  return {
    annex: { ...UPLOAD_POLICIES.annex, maxBytes: ctx.config.chunkedUploadMaxMb * MB },
    annexpic: UPLOAD_POLICIES.annexpic,
  };
}

/** Before the merge names a purpose, a chunk is held to the most generous one. */
const chunkMaxBytes = (ctx: AppContext) =>
  Math.max(...Object.values(chunkedPolicies(ctx)).map((p) => p.maxBytes));
const CHUNK_KINDS = [...new Set([...UPLOAD_POLICIES.annex.kinds, ...UPLOAD_POLICIES.annexpic.kinds])];

/** Unfinished uploads untouched this long are removed. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** The sweep for them runs on the first chunk request after start, then at most this often. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

function extensionsOf(kinds: readonly SniffedKind[]): string[] {
  const names = kinds.map((k) => sniffedTypeOf(k).extension);
  return kinds.includes('jpeg') ? [...names, 'jpeg'] : names;
}

export function typeNotAllowed(kinds: readonly SniffedKind[]) {
  return badRequest('file.chunk.typeNotAllowed', { types: extensionsOf(kinds).join(', ') });
}

export function tooLarge(maxBytes: number) {
  return badRequest('file.chunk.tooLarge', { max: formatBytes(maxBytes).replace(' ', '') });
}

export function checkIdentifier(identifier: string): string {
  if (!CHUNK_IDENTIFIER_PATTERN.test(identifier)) throw badRequest('file.chunk.badIdentifier');
  return identifier.toLowerCase();
}

/** The checks every chunk request passes: identifier form, size limits, announced type, layout. */
function checkChunk(
  ctx: AppContext,
  query: FileChunkQuery,
): { identifier: string; layout: ChunkLayout; size: number } {
  const identifier = checkIdentifier(query.identifier);
  if (query.totalSize === 0) throw badRequest('file.empty');
  const maxBytes = chunkMaxBytes(ctx);
  if (query.totalSize > maxBytes) throw tooLarge(maxBytes);
  const extension = (query.extension ?? '').toLowerCase();
  if (extension && !extensionsOf(CHUNK_KINDS).includes(extension)) throw typeNotAllowed(CHUNK_KINDS);
  const layout = { totalSize: query.totalSize, chunkSize: query.chunkSize, totalChunks: query.totalChunks };
  const size = isValidLayout(layout) ? expectedChunkSize(layout, query.chunkNumber) : undefined;
  if (size === undefined || size !== query.currentChunkSize) throw badRequest('file.chunk.badLayout');
  return { identifier, layout, size };
}

/** The chunks stored for this layout, in order (the markers' names: one directory read). */
export async function storedChunks(ctx: AppContext, setKey: string, layout: ChunkLayout): Promise<number[]> {
  const numbers = await getFileStore(ctx).parts.listNumbers(setKey);
  return numbers.filter((n) => expectedChunkSize(layout, n) !== undefined).sort((a, b) => a - b);
}

/** Removes a set and forgets its in-order hash. */
export async function removeSet(ctx: AppContext, setKey: string): Promise<void> {
  const parts = getFileStore(ctx).parts;
  forgetHash(parts.dataFile(setKey));
  await parts.remove(setKey);
}

function stateOf(chunkNumbers: number[], layout: ChunkLayout): FileChunkState {
  return { uploaded: false, merge: chunkNumbers.length === layout.totalChunks, chunkNumbers };
}

const lastSweeps = new WeakMap<object, number>();

/** Removes unfinished uploads untouched for STALE_UPLOAD_MS; runs at most once per SWEEP_INTERVAL_MS. */
export async function sweepStaleUploads(ctx: AppContext): Promise<number> {
  const now = ctx.now().getTime();
  const last = lastSweeps.get(ctx.config);
  if (last !== undefined && now - last < SWEEP_INTERVAL_MS) return 0;
  lastSweeps.set(ctx.config, now);
  const parts = getFileStore(ctx).parts;
  let removed = 0;
  try {
    for (const set of await parts.listSets()) {
      if (now - set.modifiedAt.getTime() < STALE_UPLOAD_MS) continue;
      await removeSet(ctx, set.setKey);
      removed++;
    }
  } catch (err) {
    ctx.log.warn({ err }, 'sweeping stale chunked uploads failed');
  }
  return removed;
}

/** GET /file/chunk: which chunks of the caller's upload are stored. */
export async function testChunks(
  ctx: AppContext,
  ownerId: string,
  query: FileChunkQuery,
): Promise<FileChunkState> {
  const { identifier, layout } = checkChunk(ctx, query);
  await sweepStaleUploads(ctx);
  const setKey = partSetKey(ownerId, identifier);
  const info = await getFileStore(ctx).parts.readInfo(setKey);
  const stored = parseSetInfo(info);
  // The same file cut another way (another client, another chunk size), or a set of the former
  // part files: its chunks cannot be used.
  if (info !== undefined && (!stored || !isSameLayout(stored, layout))) {
    await removeSet(ctx, setKey);
    return stateOf([], layout);
  }
  return stateOf(stored ? await storedChunks(ctx, setKey, layout) : [], layout);
}

/** The set's info, creating the set for `layout` when there is none (or one of the former kind). */
async function openSet(ctx: AppContext, setKey: string, layout: ChunkLayout): Promise<SetInfo> {
  const parts = getFileStore(ctx).parts;
  const info = await parts.readInfo(setKey);
  // Every chunk after the first finds its set: one read of the text.
  const existing = parseSetInfo(info);
  if (existing) return existing;
  if (info !== undefined) await removeSet(ctx, setKey);
  const fresh: SetInfo = { ...layout, nonce: randomBytes(8).toString('hex') };
  const stored = parseSetInfo(await parts.ensure(setKey, JSON.stringify(fresh), layout.totalSize));
  if (!stored) throw new Error('unreadable chunk set');
  return stored;
}

/** POST /file/chunk: stores one chunk; `source` is the file part, read exactly once. */
export async function storeChunk(
  ctx: AppContext,
  ownerId: string,
  query: FileChunkQuery,
  source: Readable,
): Promise<FileChunkState> {
  const { identifier, layout, size } = checkChunk(ctx, query);
  await sweepStaleUploads(ctx);
  const setKey = partSetKey(ownerId, identifier);
  const set = await openSet(ctx, setKey, layout);
  if (!isSameLayout(set, layout)) throw badRequest('file.chunk.badLayout');
  const parts = getFileStore(ctx).parts;
  const n = query.chunkNumber;
  try {
    const isNew = await parts.write(setKey, n, chunkOffset(layout, n), source, size);
    if (isNew) chunkStored(parts.dataFile(setKey), set.nonce, layout, n);
  } catch (err) {
    if (err instanceof PartSizeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest('file.chunk.badLayout');
    }
    throw err;
  }
  return stateOf(await storedChunks(ctx, setKey, layout), layout);
}
