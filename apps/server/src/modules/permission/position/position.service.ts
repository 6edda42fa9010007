import type {
  CreatePositionBody,
  PositionConditionBody,
  PositionInfo,
  PositionList,
  PositionListQuery,
  PositionOptionList,
  PositionSelectorList,
  PositionSelectorNode,
  UpdatePositionBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { definedFields } from '../../../shared/defined-fields.ts';
import { newId } from '../../../shared/ids.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { bumpPermissionVersion } from '../../oauth/current-user/permission-cache.ts';
import { omitKeys } from '../authority/field-grants.service.ts';
import type { MenuReadAccess } from '../authority/menu-grants.service.ts';
import { organizeTree } from '../organize/organize-query.service.ts';
import { isInScope, manageableOrganizeIds, type OrganizeAction } from '../organize/organize-scope.service.ts';
import {
  countPositionUsers,
  deletePosition,
  findPosition,
  findPositionIdByCode,
  findPositionOptions,
  findPositionsOfOrganizations,
  insertPosition,
  listPositions,
  organizationExists,
  updatePosition,
} from './position.repository.ts';
import { positionGrants } from './position-grants.service.ts';

/*
 * Positions (岗位, §7.4). Each belongs to one organization; enCode is unique. Non-administrators see
 * and change only the positions of organizations they manage (organize-scope.service), and only the
 * fields and rows their column, form and data grants on the position menu allow (ADR 0009). Positions
 * hold grants, so enabling, disabling and deleting one bumps the permission version.
 */

type InfoRow = NonNullable<Awaited<ReturnType<typeof findPosition>>>;

function toInfo({ row, organizeName, userCount }: InfoRow): Required<PositionInfo> {
  return {
    id: row.id,
    organizeId: row.organizeId,
    organizeName: organizeName ?? '',
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    userCount: Number(userCount),
    creatorTime: row.createdAt.getTime(),
  };
}

async function scopeIds(ctx: AppContext, caller: SessionUser): Promise<string[] | undefined> {
  const scope = await manageableOrganizeIds(ctx, caller);
  return scope === 'all' ? undefined : scope;
}

async function requireScope(
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

/** GET /Position: a page; organizeId narrows to that organization's subtree. */
export async function getPositionList(
  ctx: AppContext,
  caller: SessionUser,
  query: PositionListQuery,
): Promise<PositionList> {
  const access = await positionGrants.readAccess(ctx, caller);
  const { rows, total } = await listPositions(ctx.db, {
    keyword: query.keyword,
    organizeIds: query.organizeId ? [query.organizeId] : undefined,
    scopeIds: await scopeIds(ctx, caller),
    schemeCondition: access.schemeCondition,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((row) => omitKeys(toInfo(row), access.listHidden)),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
}

/**
 * The position for an action of the caller: 404 when missing or outside their data schemes (ids
 * outside are not confirmed to exist), 403 outside the organizations they may act in.
 */
async function requirePosition(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  action: OrganizeAction,
): Promise<InfoRow & { access: MenuReadAccess }> {
  const [found, access] = await Promise.all([
    findPosition(ctx.db, id),
    positionGrants.readAccess(ctx, caller),
  ]);
  if (!found || !(await positionGrants.isRowReadable(ctx, access, id))) throw notFound('position.notFound');
  await requireScope(ctx, caller, found.row.organizeId, action);
  return { ...found, access };
}

export async function getPosition(ctx: AppContext, caller: SessionUser, id: string): Promise<PositionInfo> {
  const found = await requirePosition(ctx, caller, id, 'select');
  return omitKeys(toInfo(found), found.access.detailHidden);
}

async function checkFields(ctx: AppContext, fields: { organizeId: string; enCode: string }, id?: string) {
  if (!(await organizationExists(ctx.db, fields.organizeId))) throw badRequest('position.organizeNotFound');
  const owner = await findPositionIdByCode(ctx.db, fields.enCode);
  if (owner && owner !== id) throw badRequest('position.duplicateCode', { code: fields.enCode });
}

const EDITABLE = [
  'organizeId',
  'fullName',
  'enCode',
  'type',
  'description',
  'sortCode',
  'enabledMark',
] as const;

function rethrowDuplicate(err: unknown, code: string): never {
  if (isUniqueViolation(err)) throw badRequest('position.duplicateCode', { code });
  throw err;
}

export async function createPosition(
  ctx: AppContext,
  caller: SessionUser,
  body: CreatePositionBody,
): Promise<string> {
  await positionGrants.assertFormGranted(ctx, caller, body);
  await checkFields(ctx, body);
  await requireScope(ctx, caller, body.organizeId, 'add');
  const id = newId();
  try {
    await insertPosition(ctx.db, {
      id,
      organizeId: body.organizeId,
      fullName: body.fullName,
      enCode: body.enCode,
      type: body.type ?? null,
      description: body.description ?? null,
      sortCode: body.sortCode ?? 0,
      enabledMark: body.enabledMark ?? 1,
      createdAt: ctx.now(),
    });
  } catch (err) {
    rethrowDuplicate(err, body.enCode);
  }
  return id;
}

/** PUT /Position/{id}: only what the body carries changes. */
export async function updatePositionInfo(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdatePositionBody,
) {
  await positionGrants.assertFormGranted(ctx, caller, body);
  const { row } = await requirePosition(ctx, caller, id, 'edit');
  const organizeId = body.organizeId ?? row.organizeId;
  const enCode = body.enCode ?? row.enCode;
  if (organizeId !== row.organizeId) await requireScope(ctx, caller, organizeId, 'edit');
  await checkFields(ctx, { organizeId, enCode }, id);
  try {
    await updatePosition(ctx.db, id, { ...definedFields(body, EDITABLE), updatedAt: ctx.now() });
  } catch (err) {
    if (err instanceof AppError) throw err;
    rethrowDuplicate(err, enCode);
  }
  // Only enabled positions pass on their grants.
  if (body.enabledMark !== undefined && body.enabledMark !== row.enabledMark)
    await bumpPermissionVersion(ctx);
}

/** DELETE /Position/{id}: refused while users hold it; its grants go with it. */
export async function removePosition(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  await requirePosition(ctx, caller, id, 'delete');
  await ctx.db.transaction(async (tx) => {
    if ((await countPositionUsers(tx, id)) > 0) throw badRequest('position.hasUsers');
    await deletePosition(tx, id);
  });
  await bumpPermissionVersion(ctx);
}

const toOptions = (rows: Awaited<ReturnType<typeof findPositionOptions>>): PositionOptionList => ({
  list: rows.map((r) => ({ ...r, organizeName: r.organizeName ?? '' })),
});

/** GET /Position/All: every enabled position (pickers). */
export async function allPositions(ctx: AppContext): Promise<PositionOptionList> {
  return toOptions(await findPositionOptions(ctx.db, { isEnabledOnly: true }));
}

/** POST /Position/getListByOrgIds: enabled positions of exactly these organizations. */
export async function positionsOfOrganizations(
  ctx: AppContext,
  organizeIds: string[],
): Promise<PositionOptionList> {
  return toOptions(await findPositionsOfOrganizations(ctx.db, organizeIds));
}

/** POST /Position/PositionCondition: enabled positions in the given subtrees (all when none), by keyword. */
export async function positionCondition(
  ctx: AppContext,
  body: PositionConditionBody,
): Promise<PositionOptionList> {
  return toOptions(
    await findPositionOptions(ctx.db, {
      keyword: body.keyword,
      organizeIds: body.organizeIds,
      isEnabledOnly: true,
    }),
  );
}

/**
 * GET /Position/Selector: the organization tree with enabled positions as leaves; organizations
 * without a position anywhere below them are left out.
 */
export async function positionSelector(ctx: AppContext): Promise<PositionSelectorList> {
  const [{ list: organizations }, options] = await Promise.all([
    organizeTree(ctx),
    findPositionOptions(ctx.db, { isEnabledOnly: true }),
  ]);
  const byOrganize = new Map<string, PositionSelectorNode[]>();
  for (const p of options) {
    const leaf: PositionSelectorNode = {
      id: p.id,
      parentId: p.organizeId,
      fullName: p.fullName,
      type: 'position',
      organizeId: p.organizeId,
      icon: 'icon-ym icon-ym-tree-position1',
      hasChildren: false,
      children: [],
    };
    byOrganize.set(p.organizeId, [...(byOrganize.get(p.organizeId) ?? []), leaf]);
  }
  type OrgNode = (typeof organizations)[number];
  const convert = (org: OrgNode): PositionSelectorNode | undefined => {
    const children = [
      ...(byOrganize.get(org.id) ?? []),
      ...org.children.map(convert).filter((n): n is PositionSelectorNode => n !== undefined),
    ];
    if (children.length === 0) return undefined;
    return {
      id: org.id,
      parentId: org.parentId,
      fullName: org.fullName,
      type: 'organize',
      organizeId: org.id,
      icon: org.icon,
      hasChildren: true,
      children,
    };
  };
  return { list: organizations.map(convert).filter((n): n is PositionSelectorNode => n !== undefined) };
}
