import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type FileDownloadType, fileDownloadParamsSchema } from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { badRequest } from '../../http/app-error.ts';

/*
 * Signed download links for the original client: it asks GET /file/Download/{type}/{id} for a URL,
 * then navigates the browser there, which sends no token header. The link names the user, the file
 * and an expiry, signed with a key every process on the same file store shares (a key file kept in
 * the store's root, created once). Opening it re-checks that the user may still read the file.
 */

/** How long a link works after it was answered. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;

const KEY_FILE = '.download-link.key';
const keys = new WeakMap<object, Buffer>();

/** The signing key of this store: read, or created by the first process that needs it. */
async function signingKey(ctx: AppContext): Promise<Buffer> {
  const cached = keys.get(ctx.config);
  if (cached) return cached;
  const file = path.join(path.resolve(ctx.config.fileStoreDir), KEY_FILE);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.promises.writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from((await fs.promises.readFile(file, 'utf8')).trim(), 'hex');
  if (key.length !== 32) throw new Error(`${KEY_FILE} in the file store is not a 32-byte hex key`);
  keys.set(ctx.config, key);
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

export interface DownloadLinkTarget {
  userId: string;
  type: FileDownloadType;
  id: string;
}

/** `/api/file/Download?encryption=<payload>.<signature>`, valid for DOWNLOAD_LINK_TTL_MS. */
export async function createDownloadLink(ctx: AppContext, target: DownloadLinkTarget): Promise<string> {
  const expiresAt = ctx.now().getTime() + DOWNLOAD_LINK_TTL_MS;
  const payload = Buffer.from(JSON.stringify([target.userId, target.type, target.id, expiresAt])).toString(
    'base64url',
  );
  const token = `${payload}.${sign(await signingKey(ctx), payload)}`;
  return `/api/file/Download?encryption=${token}`;
}

/** The target of a link signed here and not expired; anything else is refused with one message. */
export async function readDownloadLink(ctx: AppContext, token: string): Promise<DownloadLinkTarget> {
  const expired = badRequest('file.linkExpired');
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) throw expired;
  const expected = Buffer.from(sign(await signingKey(ctx), payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw expired;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw expired;
  }
  if (!Array.isArray(fields) || fields.length !== 4) throw expired;
  const [userId, type, id, expiresAt] = fields as unknown[];
  const params = fileDownloadParamsSchema.safeParse({ type, id });
  if (typeof userId !== 'string' || typeof expiresAt !== 'number' || !params.success) throw expired;
  if (expiresAt <= ctx.now().getTime()) throw expired;
  return { userId, ...params.data };
}
