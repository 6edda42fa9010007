import { randomUUID } from 'node:crypto';
import { APP_PREVIEW_LIFE_MINUTES, type AppPreviewBody } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { findAppPreviewData, insertAppPreview } from './online-dev-app-preview.repository.ts';

/*
 * 功能设计's App预览: the designer hands the design it shows to the App over the server, which keeps it
 * five minutes under a random id (the original keeps it so in Redis); the App reads it back by that id.
 * Kept in the database, so any server process answers the read.
 */

const PREVIEW_LIFE_MS = APP_PREVIEW_LIFE_MINUTES * 60_000;

/** POST /OnlineDev/App/Preview: keeps the design (an object as its JSON text); answers its id. */
export async function createAppPreview(ctx: AppContext, caller: SessionUser, body: AppPreviewBody) {
  const id = randomUUID().replace(/-/g, '');
  const data = typeof body.data === 'string' ? body.data : JSON.stringify(body.data);
  const now = ctx.now();
  await insertAppPreview(
    ctx.db,
    { id, data, createdBy: caller.userId, expiresAt: new Date(now.getTime() + PREVIEW_LIFE_MS) },
    now,
  );
  return id;
}

/** GET /Generater/App/{id}/Preview: the kept design, refused (已失效) once its five minutes are over. */
export async function getAppPreview(ctx: AppContext, id: string): Promise<string> {
  const data = await findAppPreviewData(ctx.db, id, ctx.now());
  if (data === undefined) throw notFound('onlineDev.appPreviewExpired');
  return data;
}
