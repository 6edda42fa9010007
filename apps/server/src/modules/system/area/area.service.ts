import {
  AREA_ROOT_ID,
  type AreaDetail,
  type AreaInfo,
  type AreaListQuery,
  type AreaNamesBody,
  type CreateAreaBody,
  type UpdateAreaBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { areas } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { omitKeys } from '../../../shared/record-kit/record-access.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import {
  type AreaRow,
  countAreaChildren,
  findArea,
  findAreaChildren,
  findAreaLineage,
  findAreaNames,
  findAreaOptions,
  hasAreaChildren,
  updateAreaSubtreeLevels,
} from './area.repository.ts';
import { areaGrants } from './area-grants.service.ts';

/*
 * 行政区划 (areas): a tree under the start parent '-1'. A code is unique; an area's level (`type`)
 * follows from its parent and is kept for its whole subtree when it moves; an area cannot move under
 * itself or its own sub-areas, and cannot be deleted while it has sub-areas. Pickers see enabled
 * areas only.
 */

const areaRecords = recordKit<AreaRow, MenuReadAccess>({
  table: areas,
  find: findArea,
  grants: areaGrants,
  notFound: 'area.notFound',
  unique: { column: areas.enCode, field: 'enCode', message: 'area.codeTaken', param: 'code' },
  inUse: { count: countAreaChildren, message: 'area.hasChildren' },
  editable: ['fullName', 'enCode', 'sortCode', 'enabledMark', 'description'],
});

const isRoot = (parentId: string | undefined) => parentId === undefined || parentId === AREA_ROOT_ID;

function toInfo(row: AreaRow, hasChildren: boolean): Required<AreaInfo> {
  return {
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    isLeaf: !hasChildren,
    hasChildren,
  };
}

/** The level of an area under this parent ('1' under the start parent); refuses a missing parent. */
async function levelUnder(ctx: AppContext, parentId: string): Promise<number> {
  if (isRoot(parentId)) return 1;
  const parent = await findArea(ctx.db, parentId);
  if (!parent) throw badRequest('area.parentNotFound');
  return Number(parent.type) + 1;
}

/** GET /Area/{parentId}: the children of a parent, or the areas a keyword finds. */
export async function listAreas(
  ctx: AppContext,
  caller: SessionUser,
  parentId: string,
  query: AreaListQuery,
) {
  const access = await areaGrants.readAccess(ctx, caller);
  const { keywordKeys } = areaGrants.listQuery(access, query);
  const rows = await findAreaChildren(ctx.db, {
    parentId,
    keyword: query.keyword,
    keywordKeys,
    schemeCondition: access.schemeCondition,
  });
  return { list: rows.map(({ row, hasChildren }) => omitKeys(toInfo(row, hasChildren), access.listHidden)) };
}

/** GET /Area/{id}/Info: the area with its parent's name. */
export function getArea(ctx: AppContext, caller: SessionUser, id: string): Promise<AreaDetail> {
  return areaRecords.read(ctx, caller, id, async (row) => {
    const [parent, hasChildren] = await Promise.all([
      isRoot(row.parentId) ? undefined : findArea(ctx.db, row.parentId),
      hasAreaChildren(ctx.db, row.id),
    ]);
    return { ...toInfo(row, hasChildren), parentName: parent?.fullName ?? null };
  });
}

export async function createArea(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateAreaBody,
): Promise<string> {
  const parentId = body.parentId ?? AREA_ROOT_ID;
  let level = 1;
  return areaRecords.create(
    ctx,
    caller,
    body,
    () => ({
      parentId,
      fullName: body.fullName,
      enCode: body.enCode,
      type: String(level),
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      description: body.description ?? null,
    }),
    {
      check: async () => {
        level = await levelUnder(ctx, parentId);
      },
    },
  );
}

export async function updateArea(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateAreaBody,
): Promise<void> {
  const parentId = body.parentId;
  let level: number | undefined;
  await areaRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      if (parentId === undefined || parentId === row.parentId) return;
      if (!isRoot(parentId) && (await findAreaLineage(ctx.db, parentId)).includes(id)) {
        throw badRequest('area.parentInOwnTree');
      }
      level = await levelUnder(ctx, parentId);
    },
    extra: () => (level === undefined ? {} : { parentId, type: String(level) }),
    within: async (tx) => {
      if (level !== undefined) await updateAreaSubtreeLevels(tx, id, level);
    },
  });
}

export function removeArea(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return areaRecords.remove(ctx, caller, id);
}

export function toggleAreaState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return areaRecords.toggleState(ctx, caller, id);
}

/**
 * GET /Area/{id}/Selector/{ids}: the enabled children of `parentId` for pickers. `excludeId` (not '0')
 * is the area being edited: it and its subtree are left out, so it cannot become its own parent.
 */
export async function listAreaOptions(ctx: AppContext, parentId: string, excludeId: string) {
  const excluded = excludeId === '0' ? undefined : excludeId;
  if (
    excluded !== undefined &&
    !isRoot(parentId) &&
    (await findAreaLineage(ctx.db, parentId)).includes(excluded)
  ) {
    return { list: [] };
  }
  const rows = await findAreaOptions(ctx.db, parentId, excluded);
  return {
    list: rows.map(({ hasChildren, ...option }) => ({ ...option, isLeaf: !hasChildren })),
  };
}

/** POST /Area/GetAreaByIds: the names along each id path; ids that name no area are left out. */
export async function listAreaNames(ctx: AppContext, body: AreaNamesBody): Promise<string[][]> {
  const names = await findAreaNames(ctx.db, [...new Set(body.idsList.flat())]);
  return body.idsList.map((path) => path.flatMap((id) => names.get(id) ?? []));
}
