import { parseColumnJson, type SetUserColumnsBody, type UserColumns } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { listMenus } from './authorize.repository.ts';
import { findColumnSettings, upsertColumnSettings } from './column-settings.repository.ts';

/*
 * Per-user list column choices (column drawer, wire facts (g) Authority/Get|SetColumnsByModuleId).
 * Always the caller's own row: the user id comes from the session, never from the request. This is
 * presentation only; which columns the server returns is decided by the column grants.
 */

async function requireMenu(ctx: AppContext, moduleId: string): Promise<void> {
  const [menu] = await listMenus(ctx.db, [moduleId]);
  if (!menu) throw notFound('authorize.moduleNotFound');
}

export async function getMyColumns(
  ctx: AppContext,
  user: SessionUser,
  moduleId: string,
): Promise<UserColumns> {
  await requireMenu(ctx, moduleId);
  const row = await findColumnSettings(ctx.db, user.userId, moduleId);
  return { moduleId, columnJson: row?.columnJson ?? null };
}

export async function setMyColumns(
  ctx: AppContext,
  user: SessionUser,
  body: SetUserColumnsBody,
): Promise<void> {
  const columns = parseColumnJson(body.columnJson);
  if (!columns) throw badRequest('authorize.columnJsonInvalid');
  await requireMenu(ctx, body.moduleId);
  await upsertColumnSettings(ctx.db, {
    id: newId(),
    userId: user.userId,
    moduleId: body.moduleId,
    // Stored re-serialised from the checked list: nothing but the known keys is kept.
    columnJson: JSON.stringify(columns),
    updatedAt: ctx.now(),
  });
}
