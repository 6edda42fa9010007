import {
  ButtonCode,
  type Language,
  MenuCode,
  type VisualDevReleaseBody,
  type VisualDevReleaseResult,
  type VisualDevSelector,
  type VisualDevSelectorQuery,
} from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { visualDesigns } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { hasPermission, permissionRefusal } from '../../permission/authority/authority.service.ts';
import { bumpPermissionVersion } from '../../permission/authority/permission-cache.ts';
import { findMenu, type MenuRow } from '../../system/module/menu.repository.ts';
import { findVisualDesign, type VisualDesignRow } from './visual-dev.repository.ts';
import { visualDesignRecords } from './visual-dev.service.ts';
import { checkDesign } from './visual-dev-design-check.ts';
import { designResources } from './visual-dev-menu-resources.ts';
import {
  findCategoryEntries,
  findDesignRelease,
  findSelectorDesigns,
  upsertDesignRelease,
  type VisualDesignReleaseRow,
} from './visual-dev-release.repository.ts';
import { type ReleasePlace, type ReleaseSide, releaseMenu } from './visual-dev-release-menu.ts';

/*
 * Release (发布) and rollback of a design. A release checks the design as a save does, keeps its
 * online copy, makes or refreshes its Web and/or App menu with the design's buttons, columns and form
 * fields, and marks the design released, all in one transaction. Making a menu takes the menu
 * administrator's add button, refreshing one its edit button. A rollback puts the online copy back.
 */

const RELEASED = 1;

/** The parts of a design its online copy keeps (and a rollback puts back): all but its state and stamps. */
function releasedParts(row: VisualDesignRow) {
  const { id, state, enabledMark, createdAt, createdBy, updatedAt, updatedBy, ...parts } = row;
  return parts;
}

interface SideRequest {
  side: ReleaseSide;
  current: MenuRow | undefined;
  place: ReleasePlace;
}

/** The menu of an earlier release on one side, when it still exists. */
const menuOf = async (ctx: AppContext, id: string | null | undefined) =>
  id ? await findMenu(ctx.db, id) : undefined;

/** Refuses a caller who may not make (add) or refresh (edit) the side's menu in 菜单管理. */
async function requireMenuGrant(ctx: AppContext, caller: SessionUser, request: SideRequest) {
  const button = request.current ? ButtonCode.edit : ButtonCode.add;
  if (!(await hasPermission(ctx, caller, MenuCode.menu, button))) {
    throw await permissionRefusal(ctx, MenuCode.menu, button);
  }
}

/**
 * The release's writes, in the caller's transaction: each side's menu made or refreshed with the
 * design's resources, the online copy kept, the design marked released. Answers both sides' menus.
 */
async function writeRelease(
  tx: Tx,
  row: VisualDesignRow,
  requests: SideRequest[],
  previous: Pick<VisualDesignReleaseRow, 'pcModuleId' | 'appModuleId'> | undefined,
  stamp: { now: Date; userId: string },
): Promise<Record<ReleaseSide, string | null>> {
  const { now, userId } = stamp;
  const menuIds: Record<ReleaseSide, string | null> = {
    Web: previous?.pcModuleId ?? null,
    App: previous?.appModuleId ?? null,
  };
  for (const { side, current, place } of requests) {
    const columnData = side === 'Web' ? row.columnData : row.appColumnData;
    const resources = designResources({ ...row, columnData });
    menuIds[side] = await releaseMenu(tx, row, side, current, place, resources, now);
  }
  await upsertDesignRelease(tx, {
    id: row.id,
    ...releasedParts(row),
    pcModuleId: menuIds.Web,
    appModuleId: menuIds.App,
    releasedAt: now,
    releasedBy: userId,
  });
  await tx
    .update(visualDesigns)
    .set({ state: RELEASED, enabledMark: 1, updatedAt: now, updatedBy: userId })
    .where(eq(visualDesigns.id, row.id));
  return menuIds;
}

/**
 * Releases a design to an existing Web menu as a later release refreshes it (the menu takes the
 * design's name, code, address and resources), in the caller's transaction and without a caller's
 * grants: the first-start seed's demo design on its seeded menu.
 */
export async function releaseDesignToMenu(
  tx: Tx,
  ids: { designId: string; menuId: string },
  stamp: { now: Date; userId: string },
): Promise<void> {
  const row = await findVisualDesign(tx, ids.designId);
  const menu = await findMenu(tx, ids.menuId);
  if (!row || !menu) throw new Error(`No design ${ids.designId} or menu ${ids.menuId} to release to`);
  const place = { parentId: undefined, systemId: undefined };
  await writeRelease(tx, row, [{ side: 'Web', current: menu, place }], undefined, stamp);
}

export async function releaseVisualDesign(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  id: string,
  body: VisualDevReleaseBody,
): Promise<VisualDevReleaseResult> {
  const { row } = await visualDesignRecords.require(ctx, caller, id);
  if (!body.pc && !body.app) throw badRequest('visualDev.releaseSideRequired');
  if (row.enableFlow === 1 && (!row.flowTemplateJson || row.flowTemplateJson === '[]')) {
    throw badRequest('visualDev.flowNotDesigned');
  }
  await checkDesign(ctx, lang, row);
  const previous = await findDesignRelease(ctx.db, id);
  const requests: SideRequest[] = [];
  if (body.pc) {
    const place = { parentId: body.pcModuleParentId, systemId: body.pcSystemId };
    requests.push({ side: 'Web', current: await menuOf(ctx, previous?.pcModuleId), place });
  }
  if (body.app) {
    const place = { parentId: body.appModuleParentId, systemId: body.appSystemId };
    requests.push({ side: 'App', current: await menuOf(ctx, previous?.appModuleId), place });
  }
  for (const request of requests) await requireMenuGrant(ctx, caller, request);

  const stamp = { now: ctx.now(), userId: caller.userId };
  const menuIds = await ctx.db.transaction((tx: Tx) => writeRelease(tx, row, requests, previous, stamp));
  await bumpPermissionVersion(ctx);
  return { pcModuleId: menuIds.Web, appModuleId: menuIds.App };
}

/** GET /Base/{id}/Actions/RollbackTemplate: the online copy back into the design, released again. */
export async function rollbackVisualDesign(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  await visualDesignRecords.require(ctx, caller, id);
  const release = await findDesignRelease(ctx.db, id);
  if (!release) throw badRequest('visualDev.noRelease');
  const { id: _id, pcModuleId, appModuleId, releasedAt, releasedBy, ...parts } = release;
  await ctx.db
    .update(visualDesigns)
    .set({ ...parts, state: RELEASED, ...visualDesignRecords.stamp(ctx, caller) })
    .where(eq(visualDesigns.id, id));
}

export function toggleVisualDesignState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return visualDesignRecords.toggleState(ctx, caller, id);
}

/**
 * GET /Base/Selector: the designs (or released copies) by category, categories in their dictionary's
 * order; a design whose category is no dictionary entry is left out, as the original leaves it out.
 */
export async function listVisualDesignOptions(
  ctx: AppContext,
  query: VisualDevSelectorQuery,
): Promise<VisualDevSelector> {
  const designs = await findSelectorDesigns(
    ctx.db,
    { type: query.type, webTypes: query.webType, enableFlow: query.enableFlow },
    query.isRelease !== undefined,
  );
  const categories = await findCategoryEntries(ctx.db, [...new Set(designs.map((d) => d.category))]);
  return {
    list: categories.map((category) => ({
      id: category.id,
      fullName: category.fullName,
      hasChildren: true,
      children: designs.filter((d) => d.category === category.id),
    })),
  };
}
