import type {
  CreatedId,
  Language,
  ListKeywordQuery,
  SystemBody,
  SystemInfo,
  SystemList,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { bumpPermissionVersion } from '../../permission/authority/permission-cache.ts';
import {
  countSystemMenus,
  deleteSystem,
  findSystem,
  insertSystem,
  isSystemCodeTaken,
  listSystemRows,
  type SystemRow,
  updateSystem,
} from './system.repository.ts';

/*
 * Systems (应用, issue 3). Every change bumps the permission version: a system's name, icon and enabled
 * state are part of CurrentUser (system switch, routerList).
 */

function toInfo(row: SystemRow): SystemInfo {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    icon: row.icon,
    isMain: row.isMain,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    creatorTime: row.createdAt.getTime(),
  };
}

function valuesOf(body: SystemBody, now: Date) {
  return {
    fullName: body.fullName,
    enCode: body.enCode,
    icon: body.icon ?? null,
    description: body.description ?? null,
    sortCode: body.sortCode,
    enabledMark: body.enabledMark,
    updatedAt: now,
  };
}

async function requireSystem(ctx: AppContext, id: string): Promise<SystemRow> {
  const row = await findSystem(ctx.db, id);
  if (!row) throw notFound('system.notFound');
  return row;
}

/** Maps the race of two saves with one code to the same message as the check before it. */
async function guardCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('system.duplicateCode', { code });
    throw err;
  }
}

/** The systems named in the caller's language (the edit form reads the zh-CN name through getSystem). */
export async function listSystems(
  ctx: AppContext,
  query: ListKeywordQuery,
  language: Language,
): Promise<SystemList> {
  return { list: (await listSystemRows(ctx.db, query.keyword, language)).map(toInfo) };
}

export async function getSystem(ctx: AppContext, id: string): Promise<SystemInfo> {
  return toInfo(await requireSystem(ctx, id));
}

export async function createSystem(ctx: AppContext, body: SystemBody): Promise<CreatedId> {
  if (await isSystemCodeTaken(ctx.db, body.enCode))
    throw badRequest('system.duplicateCode', { code: body.enCode });
  const id = newId();
  await guardCode(body.enCode, () => insertSystem(ctx.db, id, valuesOf(body, ctx.now())));
  await bumpPermissionVersion(ctx);
  return { id };
}

export async function editSystem(ctx: AppContext, id: string, body: SystemBody): Promise<void> {
  const row = await requireSystem(ctx, id);
  if (row.isMain === 1 && body.enabledMark !== 1) throw badRequest('system.isMain');
  if (await isSystemCodeTaken(ctx.db, body.enCode, id)) {
    throw badRequest('system.duplicateCode', { code: body.enCode });
  }
  await guardCode(body.enCode, () => updateSystem(ctx.db, id, valuesOf(body, ctx.now())));
  await bumpPermissionVersion(ctx);
}

/** Refused for the main system and for a system that still has menus (delete or move them first). */
export async function removeSystem(ctx: AppContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findSystem(tx, id);
    if (!row) throw notFound('system.notFound');
    if (row.isMain === 1) throw badRequest('system.isMain');
    if ((await countSystemMenus(tx, id)) > 0) throw badRequest('system.hasMenus');
    await deleteSystem(tx, id);
  });
  await bumpPermissionVersion(ctx);
}
