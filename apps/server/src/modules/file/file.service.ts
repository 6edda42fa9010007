import { Readable } from 'node:stream';
import type { ExportedFile, FileDownloadType, FileUploadType, UploadedFile } from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest, notFound } from '../../http/app-error.ts';
import { newId } from '../../shared/ids.ts';
import { isFileInUserChat } from '../message/chat/chat-files.service.ts';
import { isFileAttachedToUserMessage } from '../message/message.service.ts';
import { isRasterMimeType, sniffContent, sniffedTypeOf } from './content-sniff.ts';
import { deleteFileRow, type FileRow, findFileById, findFilesByIds, insertFile } from './file.repository.ts';
import { getFileStore, newStorageKey } from './file-store.ts';

import {
  cleanFileName,
  fileUrl,
  isUploadType,
  UPLOAD_POLICIES,
  uploadTooLarge,
  withRealExtension,
} from './upload-policy.ts';

export function toUploadedFile(row: FileRow): UploadedFile {
  const type = isUploadType(row.category) ? row.category : 'annex';
  const dot = row.originalName.lastIndexOf('.');
  return {
    id: row.id,
    name: row.originalName,
    url: fileUrl(type, row.id),
    fileSize: row.size,
    fileExtension: dot > 0 ? row.originalName.slice(dot + 1).toLowerCase() : '',
    mimeType: row.mimeType,
  };
}

/**
 * Checks and stores one upload: size limit, content type by magic bytes against the purpose's allowlist,
 * then bytes under a generated key and a files row. Nothing of the user's name reaches the store.
 */
export async function saveUpload(
  ctx: AppContext,
  input: { type: FileUploadType; ownerId: string; fileName: string | undefined; data: Buffer },
): Promise<UploadedFile> {
  const policy = UPLOAD_POLICIES[input.type];
  if (input.data.length === 0) throw badRequest('file.empty');
  if (input.data.length > policy.maxBytes) throw uploadTooLarge(input.type);
  const sniffed = sniffContent(input.data);
  if (!sniffed || !policy.kinds.includes(sniffed.kind)) {
    const types = policy.kinds.map((k) => sniffedTypeOf(k).extension).join(', ');
    throw badRequest('file.typeNotAllowed', { types });
  }
  const name = withRealExtension(cleanFileName(input.fileName), sniffed);
  const now = ctx.now();
  const storageKey = newStorageKey(input.type, now);
  const store = getFileStore(ctx);
  const { size, sha256 } = await store.write(storageKey, Readable.from([input.data]));
  const row: FileRow = {
    id: newId(),
    storageKey,
    originalName: name,
    mimeType: sniffed.mimeType,
    size,
    sha256,
    ownerId: input.ownerId,
    category: input.type,
    createdAt: now,
  };
  try {
    await insertFile(ctx.db, row);
  } catch (err) {
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
  return toUploadedFile(row);
}

/**
 * A file the user may attach to their own profile (avatar, signature): it must exist, be theirs (else
 * 404, the same answer as a missing id) and have been uploaded for that purpose.
 */
export async function requireOwnedFile(
  ctx: AppContext,
  ownerId: string,
  id: string,
  type: FileUploadType,
): Promise<FileRow> {
  const row = await findFileById(ctx.db, id);
  if (!row || row.ownerId !== ownerId) throw notFound();
  if (row.category !== type) throw badRequest('file.wrongCategory');
  return row;
}

/**
 * Who may read a file back:
 * - anyone, for public purposes (avatars);
 * - its owner;
 * - a receiver of a message that lists it among its attachments;
 * - for a chat image, the sender and receiver of a chat message showing it.
 * Everyone else gets 404, exactly as for an id that does not exist.
 */
export async function canReadFile(
  ctx: AppContext,
  row: FileRow,
  userId: string | undefined,
): Promise<boolean> {
  if (isUploadType(row.category) && UPLOAD_POLICIES[row.category].isPublic) return true;
  if (!userId) return false;
  if (row.ownerId === userId) return true;
  if (row.category === 'IM') return isFileInUserChat(ctx, userId, row.id);
  return isFileAttachedToUserMessage(ctx, userId, row.id);
}

/** The file of this purpose the user may read; 404 otherwise, as for an id that does not exist. */
export async function findReadableFile(
  ctx: AppContext,
  input: { type: FileDownloadType; id: string; userId: string | undefined; rasterOnly: boolean },
): Promise<FileRow> {
  const row = await findFileById(ctx.db, input.id);
  if (!row || row.category !== input.type) throw notFound();
  if (input.rasterOnly && !isRasterMimeType(row.mimeType)) throw notFound();
  if (!(await canReadFile(ctx, row, input.userId))) throw notFound();
  return row;
}

export async function openFile(
  ctx: AppContext,
  input: { type: FileDownloadType; id: string; userId: string | undefined; rasterOnly: boolean },
): Promise<{ row: FileRow; stream: Readable }> {
  const row = await findReadableFile(ctx, input);
  const stream = await getFileStore(ctx).get(row.storageKey);
  return { row, stream };
}

/**
 * Stores a file the server generates for a user (an export) and returns where to download it. Only that
 * user can read it back (GET /api/file/Download/export/{id}). The content is streamed into the store
 * as it is produced, never held whole; its row is written only once the file is complete. When the
 * content fails (its producer throws) or the store does, neither a file nor a row is left.
 */
export async function saveGeneratedFile(
  ctx: AppContext,
  input: { ownerId: string; name: string; content: Readable; mimeType: string },
): Promise<ExportedFile> {
  const stored = await storeGeneratedFile(ctx, input);
  return { name: stored.name, url: fileUrl('export', stored.id) };
}

/** saveGeneratedFile for a module that keeps the file's id (and removes it later with removeGeneratedFile). */
export async function storeGeneratedFile(
  ctx: AppContext,
  input: { ownerId: string; name: string; content: Readable; mimeType: string },
): Promise<{ id: string; name: string; size: number }> {
  const now = ctx.now();
  const storageKey = newStorageKey('export', now);
  const store = getFileStore(ctx);
  const { size, sha256 } = await store.write(storageKey, input.content);
  const id = newId();
  try {
    await insertFile(ctx.db, {
      id,
      storageKey,
      originalName: cleanFileName(input.name),
      mimeType: input.mimeType,
      size,
      sha256,
      ownerId: input.ownerId,
      category: 'export',
      createdAt: now,
    });
  } catch (err) {
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
  return { id, name: cleanFileName(input.name), size };
}

/** Deletes a generated file's row, then its bytes; an id already gone is not an error. */
export async function removeGeneratedFile(ctx: AppContext, id: string): Promise<void> {
  const row = await findFileById(ctx.db, id);
  if (row?.category !== 'export') return;
  await deleteFileRow(ctx.db, id);
  await getFileStore(ctx).delete(row.storageKey);
}

/** The bytes of a file the user uploaded for the given purpose (404 for anyone else's). */
export async function readOwnedUpload(
  ctx: AppContext,
  ownerId: string,
  id: string,
  type: FileUploadType,
): Promise<Buffer> {
  const row = await requireOwnedFile(ctx, ownerId, id, type);
  const stream = await getFileStore(ctx).get(row.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * The ids among these that the user may not read (see canReadFile), or that do not exist: a record
 * that lists attachments may only name files its author could open, so nobody reaches another
 * user's upload by attaching its id to something they receive.
 */
export async function unreadableFileIds(ctx: AppContext, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = new Map((await findFilesByIds(ctx.db, ids)).map((row) => [row.id, row]));
  const unreadable: string[] = [];
  for (const id of ids) {
    const row = rows.get(id);
    if (!row || !(await canReadFile(ctx, row, userId))) unreadable.push(id);
  }
  return unreadable;
}
