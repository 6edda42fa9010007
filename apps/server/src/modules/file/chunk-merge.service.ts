import type { Readable } from 'node:stream';
import type { FileMergeBody, MergedFile } from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/app-error.ts';
import { newId } from '../../shared/ids.ts';
import { parseSetInfo } from './chunk-layout.ts';
import {
  checkIdentifier,
  chunkedPolicies,
  removeSet,
  storedChunks,
  tooLarge,
  typeNotAllowed,
} from './chunk-upload.service.ts';
import { sniffContent } from './content-sniff.ts';
import { insertFile } from './file.repository.ts';
import { getFileStore, newStorageKey } from './file-store.ts';
import { finishHash } from './in-order-hash.ts';
import { partSetKey } from './part-area.ts';
import { cleanFileName, fileUrl, withRealExtension } from './upload-policy.ts';

/** How much of the file's start decides its type. */
const SNIFF_BYTES = 1024 * 1024;

async function head(source: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * POST /file/merge: checks that every chunk is there, the size and type are allowed for the purpose,
 * then finishes the upload's md5 (mostly taken while the chunks arrived) and moves its file into the
 * store. The file is kept only when its md5 is the one announced (`fileMd5`, else the identifier);
 * otherwise the set is removed (a chunk was wrong, so the client must send the file again) and
 * nothing is stored. A size or type the purpose refuses drops the set as well; missing chunks keep
 * it, so the client can still send the rest.
 */
export async function mergeChunks(
  ctx: AppContext,
  ownerId: string,
  body: FileMergeBody,
): Promise<MergedFile> {
  const identifier = checkIdentifier(body.identifier);
  const expectedMd5 = body.fileMd5 ? checkIdentifier(body.fileMd5) : identifier;
  const policy = chunkedPolicies(ctx)[body.type];
  const setKey = partSetKey(ownerId, identifier);
  const store = getFileStore(ctx);
  const set = parseSetInfo(await store.parts.readInfo(setKey));
  if (!set) throw badRequest('file.chunk.incomplete');
  const chunks = await storedChunks(ctx, setKey, set);
  if (chunks.length !== set.totalChunks) throw badRequest('file.chunk.incomplete');
  if (body.fileSize !== undefined && body.fileSize !== set.totalSize) {
    throw badRequest('file.chunk.badLayout');
  }
  // Refusals of the file itself are final: its set is dropped with them.
  if (set.totalSize > policy.maxBytes) {
    await removeSet(ctx, setKey);
    throw tooLarge(policy.maxBytes);
  }
  const sniffed = sniffContent(
    await head(await store.parts.read(setKey, 0, Math.min(SNIFF_BYTES, set.totalSize) - 1)),
  );
  if (!sniffed || !policy.kinds.includes(sniffed.kind)) {
    await removeSet(ctx, setKey);
    throw typeNotAllowed(policy.kinds);
  }

  const md5 = await finishHash(store.parts.dataFile(setKey), set.nonce, set);
  if (md5 !== expectedMd5) {
    await removeSet(ctx, setKey);
    throw badRequest('file.chunk.checksumMismatch');
  }
  const now = ctx.now();
  const storageKey = newStorageKey(body.type, now);
  await store.moveIn(storageKey, setKey);
  await removeSet(ctx, setKey);
  const id = newId();
  const name = withRealExtension(cleanFileName(body.fileName), sniffed);
  const size = set.totalSize;
  try {
    await insertFile(ctx.db, {
      id,
      storageKey,
      originalName: name,
      mimeType: sniffed.mimeType,
      size,
      // No second hash pass on the upload path: nothing reads the column (the backup hashes the bytes).
      sha256: null,
      ownerId,
      category: body.type,
      createdAt: now,
    });
  } catch (err) {
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
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
