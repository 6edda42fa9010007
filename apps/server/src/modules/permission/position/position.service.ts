import type {
  CreatePositionBody,
  PositionConditionBody,
  PositionGroupList,
  PositionInfo,
  PositionList,
  PositionListQuery,
  PositionOption,
  PositionOptionList,
  PositionSelectorList,
  PositionSelectorNode,
  UpdatePositionBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { positions } from '../../../db/schema/index.ts';
import { badRequest, forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { namedRecordInfo, namedRecordValues } from '../../../shared/record-kit/named-record.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import { deleteGrantsOf } from '../authority/authorize.repository.ts';
import type { MenuReadAccess } from '../authority/menu-grants.service.ts';
import { bumpUnlessCreate } from '../authority/permission-cache.ts';
import { findOrganizationsByIds } from '../organize/organize.repository.ts';
import { organizeTree } from '../organize/organize-query.service.ts';
import { isInScope, manageableOrganizeIds, type OrganizeAction } from '../organize/organize-scope.service.ts';
import { groupsOfOrganizations, pathIds, treeWithLeaves } from '../organize/organize-tree.ts';
import {
  countPositionUsers,
  findPosition,
  findPositionOptions,
  findPositionPage,
  findPositionsOfOrganizations,
  organizationExists,
} from './position.repository.ts';
import { positionGrants } from './position-grants.service.ts';

/*
 * Positions (岗位). Each belongs to one organization; enCode is unique. Non-administrators see
 * and change only the positions of organizations they manage (organize-scope.service), and only the
 * fields and rows their column, form and data grants on the position menu allow (ADR 0009). Positions
 * hold grants, so enabling, disabling and deleting one bumps the permission version.
 */

type PositionRow = NonNullable<Awaited<ReturnType<typeof findPosition>>>;

const positionRecords = recordKit<PositionRow, MenuReadAccess>({
  table: positions,
  find: findPosition,
  grants: positionGrants,
  notFound: 'position.notFound',
  unique: { column: positions.enCode, field: 'enCode', message: 'position.duplicateCode', param: 'code' },
  inUse: { count: countPositionUsers, message: 'position.hasUsers' },
  editable: ['organizeId', 'fullName', 'enCode', 'type', 'description', 'sortCode', 'enabledMark'],
  // Only enabled positions pass on their grants.
  afterChange: bumpUnlessCreate,
});

function toInfo(row: PositionRow): Required<PositionInfo> {
  return {
    ...namedRecordInfo(row),
    organizeId: row.organizeId,
    organizeName: row.organizeName ?? '',
    department: row.organizeName ?? '',
    organizeIdTree: row.organizeIdPath ? pathIds(row.organizeIdPath) : [row.organizeId],
    userCount: Number(row.userCount),
  };
}

async function scopeIds(ctx: AppContext, caller: SessionUser): Promise<readonly string[] | undefined> {
  const scope = await manageableOrganizeIds(ctx, caller);
  return scope === 'all' ? undefined : scope;
}

/** 403 outside the organizations the caller may act in (grade management). */
export async function requireScope(
  ctx: AppContext,
  caller: SessionUser,
  organizeId: string,
  action: OrganizeAction,
) {
  if (caller.isAdministrator) return;
  if (!isInScope(await manageableOrganizeIds(ctx, caller, action), organizeId)) {
    throw forbidden('organize.outOfScope');
  }
}

async function requireOrganization(ctx: AppContext, organizeId: string) {
  if (!(await organizationExists(ctx.db, organizeId))) throw badRequest('position.organizeNotFound');
}

/** GET /Position: a page; organizeId narrows to that organization's subtree. */
export async function listPositions(
  ctx: AppContext,
  caller: SessionUser,
  query: PositionListQuery,
): Promise<PositionList> {
  const organizeIds = query.organizeId ? [query.organizeId] : undefined;
  return positionRecords.page(
    ctx,
    caller,
    query,
    async (filter) =>
      findPositionPage(ctx.db, {
        keyword: query.keyword,
        organizeIds,
        scopeIds: await scopeIds(ctx, caller),
        ...filter,
      }),
    (rows) => rows.map(toInfo),
  );
}

/** 404 when missing or outside the caller's data schemes, 403 outside the organizations they manage. */
export function getPosition(ctx: AppContext, caller: SessionUser, id: string): Promise<PositionInfo> {
  return positionRecords.read(ctx, caller, id, toInfo, (row) =>
    requireScope(ctx, caller, row.organizeId, 'select'),
  );
}

export function createPosition(
  ctx: AppContext,
  caller: SessionUser,
  body: CreatePositionBody,
): Promise<string> {
  return positionRecords.create(
    ctx,
    caller,
    body,
    { ...namedRecordValues(body), organizeId: body.organizeId },
    {
      check: async () => {
        await requireOrganization(ctx, body.organizeId);
        await requireScope(ctx, caller, body.organizeId, 'add');
      },
    },
  );
}

/** PUT /Position/{id}: only what the body carries changes; a move needs the scope of both organizations. */
export async function updatePosition(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdatePositionBody,
): Promise<void> {
  await positionRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      await requireScope(ctx, caller, row.organizeId, 'edit');
      const organizeId = body.organizeId ?? row.organizeId;
      if (organizeId !== row.organizeId) await requireScope(ctx, caller, organizeId, 'edit');
      await requireOrganization(ctx, organizeId);
    },
  });
}

/** DELETE /Position/{id}: refused while users hold it; its grants go with it. */
export function removePosition(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return positionRecords.remove(ctx, caller, id, {
    check: (row) => requireScope(ctx, caller, row.organizeId, 'delete'),
    within: (tx) => deleteGrantsOf(tx, { objectType: 'Position', objectId: id }),
  });
}

type OptionRow = Awaited<ReturnType<typeof findPositionOptions>>[number];

const toOption = (r: OptionRow): PositionOption => ({ ...r, organizeName: r.organizeName ?? '' });
const toOptions = (rows: OptionRow[]): PositionOptionList => ({ list: rows.map(toOption) });

/** GET /Position/All: every enabled position (pickers). */
export async function listAllPositions(ctx: AppContext): Promise<PositionOptionList> {
  return toOptions(await findPositionOptions(ctx.db, { isEnabledOnly: true }));
}

/** POST /Position/OptionsByOrgIds: enabled positions of exactly these organizations, one flat list. */
export async function listPositionsOfOrganizations(
  ctx: AppContext,
  organizeIds: string[],
): Promise<PositionOptionList> {
  return toOptions(await findPositionsOfOrganizations(ctx.db, organizeIds));
}

/**
 * POST /Position/getListByOrgIds (the original's shape): a group per asked organization that exists,
 * in the order asked, with its enabled positions as children.
 */
export async function groupPositionsByOrganizations(
  ctx: AppContext,
  organizeIds: string[],
): Promise<PositionGroupList> {
  const ids = [...new Set(organizeIds)];
  const [organizations, rows] = await Promise.all([
    findOrganizationsByIds(ctx.db, ids),
    findPositionsOfOrganizations(ctx.db, ids),
  ]);
  return {
    list: groupsOfOrganizations(ids, organizations, (id) =>
      rows.filter((r) => r.organizeId === id).map(toOption),
    ),
  };
}

/**
 * The organization tree with these positions as leaves (type 'position'); organizations without a
 * position anywhere below them are left out.
 */
async function positionTree(ctx: AppContext, rows: OptionRow[]): Promise<PositionSelectorList> {
  const { list: organizations } = await organizeTree(ctx);
  type OrgNode = (typeof organizations)[number];
  const byOrganize = new Map<string, OptionRow[]>();
  for (const row of rows) byOrganize.set(row.organizeId, [...(byOrganize.get(row.organizeId) ?? []), row]);
  const leaf = (p: OptionRow, org: OrgNode): PositionSelectorNode => ({
    id: p.id,
    parentId: org.id,
    fullName: p.fullName,
    type: 'position',
    organizeId: org.id,
    icon: 'icon-ym icon-ym-tree-position1',
    organize: org.organize,
    organizeIds: org.organizeIds,
    onlyId: p.id,
    enCode: p.enCode,
    hasChildren: false,
    children: [],
  });
  const list = treeWithLeaves(
    organizations,
    (org) => (byOrganize.get(org.id) ?? []).map((p) => leaf(p, org)),
    (org, children): PositionSelectorNode => ({
      id: org.id,
      parentId: org.parentId,
      fullName: org.fullName,
      type: org.category,
      organizeId: org.id,
      icon: org.icon,
      organize: org.organize,
      organizeIds: org.organizeIds,
      onlyId: org.id,
      enCode: '',
      hasChildren: true,
      children,
    }),
  );
  return { list };
}

/**
 * POST /Position/PositionCondition: the picker tree of the enabled positions in the given subtrees
 * and of the given positions (all when neither is given), by keyword.
 */
export async function listPositionsByCondition(
  ctx: AppContext,
  body: PositionConditionBody,
): Promise<PositionSelectorList> {
  const rows = await findPositionOptions(ctx.db, {
    keyword: body.keyword,
    organizeIds: body.organizeIds,
    positionIds: body.positionIds,
    isEnabledOnly: true,
  });
  return positionTree(ctx, rows);
}

/** GET /Position/Selector: the organization tree with every enabled position as a leaf. */
export async function getPositionSelector(ctx: AppContext): Promise<PositionSelectorList> {
  return positionTree(ctx, await findPositionOptions(ctx.db, { isEnabledOnly: true }));
}

/** PUT /Position/{id}/Actions/State: flips enabled ↔ disabled inside the caller's scope. */
export function togglePositionState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return positionRecords.toggleState(ctx, caller, id, {
    check: (row) => requireScope(ctx, caller, row.organizeId, 'edit'),
  });
}
