import type { CreateSignImageBody, SignImage, UpdateSignImageBody } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { requireOwnedFile, saveUpload } from '../../file/file.service.ts';
import { fileUrl } from '../../file/upload-policy.ts';
import {
  countSignImages,
  deleteSignImage,
  findSignImage,
  insertSignImage,
  listSignImages,
  replaceSignImageFile,
  type SignImageRow,
  setDefaultSignImage,
} from './sign-image.repository.ts';

/** A small per-user cap keeps the list (and the storage behind it) bounded. */
export const MAX_SIGN_IMAGES = 10;

function toSignImage(row: SignImageRow): SignImage {
  return {
    id: row.id,
    fileId: row.fileId,
    signImg: fileUrl('signature', row.fileId),
    isDefault: row.isDefault ? 1 : 0,
    creatorTime: row.createdAt.getTime(),
  };
}

export async function getSignImages(ctx: AppContext, userId: string): Promise<SignImage[]> {
  return (await listSignImages(ctx.db, userId)).map(toSignImage);
}

/** The default signature's image URL (CurrentUser's userInfo.signImg), or null. */
export async function getDefaultSignImageUrl(ctx: AppContext, userId: string): Promise<string | null> {
  const row = (await listSignImages(ctx.db, userId)).find((r) => r.isDefault);
  return row ? fileUrl('signature', row.fileId) : null;
}

/** The bytes of a `data:image/…;base64,…` URL (the schema has checked its shape). */
function dataUrlBytes(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, ''), 'base64');
}

/**
 * Adds a signature from an image the caller uploaded as `signature`, or from the drawn image itself
 * (the original client's `signImg` data URL), stored first as such an upload: same size and type
 * checks. The first one, or one sent with isDefault 1, becomes the default.
 */
export async function addSignImage(
  ctx: AppContext,
  userId: string,
  body: CreateSignImageBody,
): Promise<{ id: string }> {
  let fileId = body.fileId;
  if (body.signImg !== undefined) {
    // Before storing anything: a full list leaves no orphan file behind.
    if ((await countSignImages(ctx.db, userId)) >= MAX_SIGN_IMAGES)
      throw badRequest('currentUser.signImgLimit', { max: MAX_SIGN_IMAGES });
    const saved = await saveUpload(ctx, {
      type: 'signature',
      ownerId: userId,
      fileName: 'signature.png',
      data: dataUrlBytes(body.signImg),
    });
    fileId = saved.id;
  }
  // The schema lets exactly one of fileId and signImg through.
  if (!fileId) throw badRequest('common.fieldInvalid', { field: 'fileId', detail: 'fileId or signImg' });
  await requireOwnedFile(ctx, userId, fileId, 'signature');
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    const existing = await countSignImages(tx, userId);
    if (existing >= MAX_SIGN_IMAGES) throw badRequest('currentUser.signImgLimit', { max: MAX_SIGN_IMAGES });
    const isDefault = body.isDefault === 1 || existing === 0;
    await insertSignImage(tx, { id, userId, fileId, isDefault: false, createdAt: ctx.now() });
    if (isDefault) await setDefaultSignImage(tx, userId, id);
  });
  return { id };
}

/**
 * Removes one of the caller's signatures (someone else's id is 404). The image file is kept: approval
 * records may still show it. When the default goes, the newest remaining one becomes the default.
 */
export async function removeSignImage(ctx: AppContext, userId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findSignImage(tx, userId, id);
    if (!row) throw notFound();
    await deleteSignImage(tx, userId, id);
    if (!row.isDefault) return;
    const [newest] = await listSignImages(tx, userId);
    if (newest) await setDefaultSignImage(tx, userId, newest.id);
  });
}

export async function makeDefaultSignImage(ctx: AppContext, userId: string, id: string): Promise<void> {
  const row = await findSignImage(ctx.db, userId, id);
  if (!row) throw notFound();
  await setDefaultSignImage(ctx.db, userId, id);
}

/**
 * Replaces the image of one of the caller's signatures with another image the caller uploaded as
 * `signature`, keeping its id and default flag: one UPDATE, so the signature never disappears or doubles
 * (the old add-then-delete could leave both when the delete failed). The old file is kept, as on delete.
 */
export async function replaceSignImage(
  ctx: AppContext,
  userId: string,
  id: string,
  body: Required<Pick<UpdateSignImageBody, 'fileId'>> & Pick<UpdateSignImageBody, 'isDefault'>,
): Promise<void> {
  await requireOwnedFile(ctx, userId, body.fileId, 'signature');
  await ctx.db.transaction(async (tx) => {
    if (!(await replaceSignImageFile(tx, userId, id, body.fileId))) throw notFound();
    if (body.isDefault === 1) await setDefaultSignImage(tx, userId, id);
  });
}
