import type { Readable } from 'node:stream';
import {
  CHUNK_IDENTIFIER_PATTERN,
  type FileChunkQuery,
  type FileChunkState,
  type FileMergeBody,
  type MergedFile,
} from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/app-error.ts';
import { newId } from '../../shared/ids.ts';
import { type ChunkLayout, expectedChunkSize, isSameLayout, isValidLayout } from './chunk-layout.ts';
import { type SniffedKind, sniffContent, sniffedTypeOf } from './content-sniff.ts';
import { insertFile } from './file.repository.ts';
import {
  cleanFileName,
  fileUrl,
  formatBytes,
  UPLOAD_POLICIES,
  type UploadPolicy,
  withRealExtension,
} from './file.service.ts';
import { getFileStore, newStorageKey, PartSizeError, partSetKey } from './file-store.ts';
import { writeMergedParts } from './merged-parts.ts';

/*
 * The chunked, resumable upload. Chunks are parts of a part set keyed by (caller, md5 identifier) in
 * the file store's temporary area, so an upload resumes after a broken connection and after a
 * restart, and one user never sees or merges another's chunks. A chunk is stored only when its byte
 * count is exactly what its number, the chunk size and the total size say; a refused chunk leaves the
 * stored ones untouched. Merge streams the parts in order into the store, checks the md5 of what it
 * wrote against the identifier and keeps the file only when they match.
 */

const MB = 1024 * 1024;

/** The largest file the chunked upload takes, per purpose it can be merged for (annex: the config's). */
function chunkedPolicies(ctx: AppContext): Record<FileMergeBody['type'], UploadPolicy> {
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
/** How much of the file's start decides its type. */
const SNIFF_BYTES = MB;

function extensionsOf(kinds: readonly SniffedKind[]): string[] {
  const names = kinds.map((k) => sniffedTypeOf(k).extension);
  return kinds.includes('jpeg') ? [...names, 'jpeg'] : names;
}

function typeNotAllowed(kinds: readonly SniffedKind[]) {
  return badRequest('file.chunk.typeNotAllowed', { types: extensionsOf(kinds).join(', ') });
}

function tooLarge(maxBytes: number) {
  return badRequest('file.chunk.tooLarge', { max: formatBytes(maxBytes).replace(' ', '') });
}

function checkIdentifier(identifier: string): string {
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

function parseLayout(info: string | undefined): ChunkLayout | undefined {
  if (!info) return undefined;
  try {
    const value = JSON.parse(info) as Partial<ChunkLayout>;
    const { totalSize, chunkSize, totalChunks } = value;
    if ([totalSize, chunkSize, totalChunks].every((n) => Number.isSafeInteger(n))) {
      return value as ChunkLayout;
    }
  } catch {
    // An unreadable layout is treated as none: the set is started again.
  }
  return undefined;
}

/**
 * The chunks stored for this layout, in order. The chunk answers read the part names only (a part
 * is renamed into place only at its layout size, so a stat per part per chunk would be wasted on
 * large files); the merge, which must not assemble a wrong part, checks every size.
 */
async function storedChunks(
  ctx: AppContext,
  setKey: string,
  layout: ChunkLayout,
  { isSizeChecked = false } = {},
): Promise<number[]> {
  const parts = getFileStore(ctx).parts;
  const numbers = isSizeChecked
    ? [...(await parts.list(setKey))]
        .filter(([n, size]) => expectedChunkSize(layout, n) === size)
        .map(([n]) => n)
    : (await parts.listNumbers(setKey)).filter((n) => expectedChunkSize(layout, n) !== undefined);
  return numbers.sort((a, b) => a - b);
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
      await parts.remove(set.setKey);
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
  const parts = getFileStore(ctx).parts;
  const stored = parseLayout(await parts.readInfo(setKey));
  // The same file cut another way (another client, another chunk size): its old parts cannot be used.
  if (stored && !isSameLayout(stored, layout)) {
    await parts.remove(setKey);
    return stateOf([], layout);
  }
  return stateOf(stored ? await storedChunks(ctx, setKey, layout) : [], layout);
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
  const parts = getFileStore(ctx).parts;
  const stored = parseLayout(await parts.readInfo(setKey));
  if (stored && !isSameLayout(stored, layout)) throw badRequest('file.chunk.badLayout');
  if (!stored) await parts.writeInfo(setKey, JSON.stringify(layout));
  try {
    await parts.write(setKey, query.chunkNumber, source, size);
  } catch (err) {
    if (err instanceof PartSizeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest('file.chunk.badLayout');
    }
    throw err;
  }
  return stateOf(await storedChunks(ctx, setKey, layout), layout);
}

/** The first bytes of the first part, enough to recognise the type. */
async function head(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= SNIFF_BYTES) break;
  }
  source.destroy();
  return Buffer.concat(chunks).subarray(0, SNIFF_BYTES);
}

/**
 * POST /file/merge: checks that every chunk is there, the size and type are allowed for the purpose,
 * then streams the parts into the store. The file is kept only when the md5 of the bytes written is
 * the identifier; otherwise the stored object and the parts are removed (a part was wrong, so the
 * client must send the file again) and nothing is recorded. A size or type the purpose refuses drops
 * the parts as well; missing chunks keep them, so the client can still send the rest.
 */
export async function mergeChunks(
  ctx: AppContext,
  ownerId: string,
  body: FileMergeBody,
): Promise<MergedFile> {
  const identifier = checkIdentifier(body.identifier);
  const policy = chunkedPolicies(ctx)[body.type];
  const setKey = partSetKey(ownerId, identifier);
  const store = getFileStore(ctx);
  const layout = parseLayout(await store.parts.readInfo(setKey));
  if (!layout) throw badRequest('file.chunk.incomplete');
  const chunks = await storedChunks(ctx, setKey, layout, { isSizeChecked: true });
  if (chunks.length !== layout.totalChunks) throw badRequest('file.chunk.incomplete');
  if (body.fileSize !== undefined && body.fileSize !== layout.totalSize) {
    throw badRequest('file.chunk.badLayout');
  }
  // Refusals of the file itself are final: its parts are dropped with them.
  if (layout.totalSize > policy.maxBytes) {
    await store.parts.remove(setKey);
    throw tooLarge(policy.maxBytes);
  }
  const sniffed = sniffContent(await head(await store.parts.read(setKey, 1)));
  if (!sniffed || !policy.kinds.includes(sniffed.kind)) {
    await store.parts.remove(setKey);
    throw typeNotAllowed(policy.kinds);
  }

  const now = ctx.now();
  const storageKey = newStorageKey(body.type, now);
  const { size, sha256, md5 } = await writeMergedParts(ctx, setKey, layout, storageKey);
  if (md5 !== identifier || size !== layout.totalSize) {
    await store.delete(storageKey);
    await store.parts.remove(setKey);
    throw badRequest('file.chunk.checksumMismatch');
  }
  const id = newId();
  const name = withRealExtension(cleanFileName(body.fileName), sniffed);
  try {
    await insertFile(ctx.db, {
      id,
      storageKey,
      originalName: name,
      mimeType: sniffed.mimeType,
      size,
      sha256,
      ownerId,
      category: body.type,
      createdAt: now,
    });
  } catch (err) {
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
  await store.parts.remove(setKey);
  return {
    name: id,
    fileId: id,
    fileName: name,
    fileVersionId: id,
    url: fileUrl(body.type, id),
    fileSize: size,
    fileExtension: sniffed.extension,
    mimeType: sniffed.mimeType,
  };
}
