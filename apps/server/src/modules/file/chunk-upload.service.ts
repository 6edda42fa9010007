import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
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

/*
 * The chunked, resumable upload. Chunks are parts of a part set keyed by (caller, md5 identifier) in
 * the file store's temporary area, so an upload resumes after a broken connection and after a
 * restart, and one user never sees or merges another's chunks. A chunk is stored only when its byte
 * count is exactly what its number, the chunk size and the total size say; a refused chunk leaves the
 * stored ones untouched. Merge streams the parts in order into the store, checks the md5 of what it
 * wrote against the identifier and keeps the file only when they match.
 */

const MB = 1024 * 1024;

/** The largest file the chunked upload takes, per purpose it can be merged for. */
export const CHUNKED_POLICIES: Record<FileMergeBody['type'], UploadPolicy> = {
  annex: { ...UPLOAD_POLICIES.annex, maxBytes: 500 * MB },
  annexpic: UPLOAD_POLICIES.annexpic,
};

/** Before the merge names a purpose, a chunk is held to the most generous one. */
const CHUNK_MAX_BYTES = Math.max(...Object.values(CHUNKED_POLICIES).map((p) => p.maxBytes));
const CHUNK_KINDS = [...new Set(Object.values(CHUNKED_POLICIES).flatMap((p) => p.kinds))];

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
function checkChunk(query: FileChunkQuery): { identifier: string; layout: ChunkLayout; size: number } {
  const identifier = checkIdentifier(query.identifier);
  if (query.totalSize === 0) throw badRequest('file.empty');
  if (query.totalSize > CHUNK_MAX_BYTES) throw tooLarge(CHUNK_MAX_BYTES);
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

/** The chunks stored whole for this layout, in order. */
async function storedChunks(ctx: AppContext, setKey: string, layout: ChunkLayout): Promise<number[]> {
  const parts = await getFileStore(ctx).parts.list(setKey);
  return [...parts]
    .filter(([n, size]) => expectedChunkSize(layout, n) === size)
    .map(([n]) => n)
    .sort((a, b) => a - b);
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
  const { identifier, layout } = checkChunk(query);
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
  const { identifier, layout, size } = checkChunk(query);
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

/** The parts in order as one stream, hashing what passes. */
function concatenated(ctx: AppContext, setKey: string, count: number, md5: ReturnType<typeof createHash>) {
  const parts = getFileStore(ctx).parts;
  return Readable.from(
    (async function* () {
      for (let n = 1; n <= count; n++) {
        for await (const chunk of await parts.read(setKey, n)) {
          md5.update(chunk as Buffer);
          yield chunk as Buffer;
        }
      }
    })(),
  );
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
  const policy = CHUNKED_POLICIES[body.type];
  const setKey = partSetKey(ownerId, identifier);
  const store = getFileStore(ctx);
  const layout = parseLayout(await store.parts.readInfo(setKey));
  if (!layout) throw badRequest('file.chunk.incomplete');
  const chunks = await storedChunks(ctx, setKey, layout);
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
  const md5 = createHash('md5');
  const { size, sha256 } = await store.write(storageKey, concatenated(ctx, setKey, layout.totalChunks, md5));
  if (md5.digest('hex') !== identifier || size !== layout.totalSize) {
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
