import {
  GRADE_FLAGS,
  type GradeAdministrator,
  type GradeFlag,
  type GradeList,
  type GradeOrganization,
  type GradeQuery,
  type SaveGradeBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import { requireVisibleUser } from '../authority/grant-scope.service.ts';
import { bumpPermissionVersion } from '../authority/permission-cache.ts';
import {
  manageableOrganizeIds,
  manageableUsers,
  type OrganizeAction,
} from '../organize/organize-scope.service.ts';
import {
  findGradeOrganizations,
  findGradeRows,
  findGradeUser,
  findOrganizationNames,
  findSubtrees,
  listGradeUsers,
  replaceGradeRows,
} from './grade.repository.ts';

/*
 * Grade management (分级管理): which organizations a user administers and how (organization_administrators).
 * The scope itself is applied by organize-scope.service (manageableOrganizeIds); this module edits the
 * table. A caller who is not an administrator sees delegations of users in their scope and hands out
 * (or takes back) only what they administer themselves (checkDelegable, ADR 0008).
 */

type UserRow = NonNullable<Awaited<ReturnType<typeof findGradeUser>>>;
type Caller = Pick<SessionUser, 'userId' | 'isAdministrator'>;

async function withOrganizations(ctx: AppContext, users: UserRow[]): Promise<GradeAdministrator[]> {
  const rows = await findGradeOrganizations(
    ctx.db,
    users.map((u) => u.userId),
  );
  return users.map((u) => ({
    userId: u.userId,
    account: u.account,
    realName: u.realName,
    enabledMark: u.enabledMark,
    organizations: rows
      .filter((r) => r.row.userId === u.userId)
      .map(({ row, fullName, organizeName }) => ({
        organizeId: row.organizeId,
        fullName: fullName ?? row.organizeId,
        organizeName: organizeName ?? fullName ?? row.organizeId,
        ...Object.fromEntries(GRADE_FLAGS.map((flag) => [flag, row[flag] === 1 ? 1 : 0])),
      })) as GradeAdministrator['organizations'],
  }));
}

export async function listGrades(ctx: AppContext, caller: Caller, query: GradeQuery): Promise<GradeList> {
  const { rows, total } = await listGradeUsers(ctx.db, {
    keyword: query.keyword,
    scope: await manageableUsers(ctx, caller, 'select'),
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return pageOf(await withOrganizations(ctx, rows), total, query);
}

async function requireUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findGradeUser(ctx.db, userId);
  if (!user) throw notFound('grade.userNotFound');
  return user;
}

export async function getGrade(ctx: AppContext, caller: Caller, userId: string): Promise<GradeAdministrator> {
  const user = await requireUser(ctx, userId);
  await requireVisibleUser(ctx, caller, userId);
  const [grade] = await withOrganizations(ctx, [user]);
  if (!grade) throw notFound('grade.userNotFound');
  return grade;
}

/** Managing or editing, on a layer, implies seeing it. */
function normalise(org: GradeOrganization): GradeOrganization {
  const thisLayerSelect =
    org.thisLayerAdd || org.thisLayerEdit || org.thisLayerDelete ? 1 : org.thisLayerSelect;
  const subLayerSelect = org.subLayerAdd || org.subLayerEdit || org.subLayerDelete ? 1 : org.subLayerSelect;
  return { ...org, thisLayerSelect, subLayerSelect };
}

/** Only an administrator may change their own delegation (otherwise a delegate could widen it). */
function checkNotSelf(caller: SessionUser, userId: string): void {
  if (!caller.isAdministrator && caller.userId === userId) throw forbidden('grade.cannotEditSelf');
}

/** A non-administrator changes delegations of users whose main organization they may edit. */
async function checkTargetInScope(ctx: AppContext, caller: Caller, user: UserRow): Promise<void> {
  if (caller.isAdministrator) return;
  await requireVisibleUser(ctx, caller, user.userId);
  const scope = await manageableOrganizeIds(ctx, caller, 'edit');
  if (scope !== 'all' && !(user.organizeId && scope.includes(user.organizeId)))
    throw forbidden('grade.userOutOfScope');
}

type DelegationFlags = { organizeId: string } & Record<GradeFlag, number>;

const LAYERS: [OrganizeAction, GradeFlag, GradeFlag][] = [
  ['select', 'thisLayerSelect', 'subLayerSelect'],
  ['add', 'thisLayerAdd', 'subLayerAdd'],
  ['edit', 'thisLayerEdit', 'subLayerEdit'],
  ['delete', 'thisLayerDelete', 'subLayerDelete'],
];

/**
 * A caller who is not an administrator may hand out or take back only what they administer: a
 * this-layer flag needs the organization in their scope for that action, a sub-layer flag every
 * organization below it. Refused with 401 naming the organization. Also used by the work handover.
 */
export async function checkDelegable(
  ctx: AppContext,
  caller: Caller,
  rows: DelegationFlags[],
): Promise<void> {
  if (caller.isAdministrator || rows.length === 0) return;
  const ids = rows.map((r) => r.organizeId);
  const [scopes, subtrees, names] = await Promise.all([
    Promise.all(LAYERS.map(([action]) => manageableOrganizeIds(ctx, caller, action))),
    findSubtrees(ctx.db, ids),
    findOrganizationNames(ctx.db, ids),
  ]);
  for (const row of rows) {
    const below = subtrees
      .filter((o) => o.id !== row.organizeId && o.idPath.split(',').includes(row.organizeId))
      .map((o) => o.id);
    for (const [index, [, thisLayer, subLayer]] of LAYERS.entries()) {
      const scope = scopes[index] ?? [];
      if (scope === 'all') continue;
      const isCovered =
        (row[thisLayer] !== 1 || scope.includes(row.organizeId)) &&
        (row[subLayer] !== 1 || below.every((id) => scope.includes(id)));
      if (!isCovered) {
        const name = names.find((n) => n.id === row.organizeId)?.fullName ?? row.organizeId;
        throw forbidden('grade.outOfScope', { name });
      }
    }
  }
}

/**
 * PUT /permission/Grade/{userId}: replaces the user's administered organizations in one transaction.
 * Refused: an unknown user (404), an administrator (who already manages everything), a listed
 * organization that does not exist or appears twice (400), a non-administrator editing themself, a
 * user outside their scope, or handing out / taking back what they do not administer (401).
 */
export async function saveGrade(ctx: AppContext, caller: SessionUser, userId: string, body: SaveGradeBody) {
  checkNotSelf(caller, userId);
  const user = await requireUser(ctx, userId);
  await checkTargetInScope(ctx, caller, user);
  if (user.isAdministrator && body.organizations.length > 0) throw badRequest('grade.administrator');
  const ids = body.organizations.map((o) => o.organizeId);
  const names = new Map((await findOrganizationNames(ctx.db, ids)).map((o) => [o.id, o.fullName]));
  const seen = new Set<string>();
  for (const id of ids) {
    if (!names.has(id)) throw badRequest('grade.organizeNotFound', { id });
    if (seen.has(id)) throw badRequest('grade.duplicateOrganize', { name: names.get(id) ?? id });
    seen.add(id);
  }
  const wanted = body.organizations.map(normalise);
  await checkDelegable(ctx, caller, [...(await findGradeRows(ctx.db, userId)), ...wanted]);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await replaceGradeRows(
      tx,
      userId,
      wanted.map((org) => ({
        id: newId(),
        userId,
        ...org,
        createdAt: now,
        updatedAt: now,
      })),
    );
  });
  // Organization scopes may be cached with the permission version (organize-scope.service).
  await bumpPermissionVersion(ctx);
}

/** DELETE /permission/Grade/{userId}: the user no longer administers any organization. */
export async function removeGrade(ctx: AppContext, caller: SessionUser, userId: string): Promise<void> {
  checkNotSelf(caller, userId);
  const user = await requireUser(ctx, userId);
  await checkTargetInScope(ctx, caller, user);
  await checkDelegable(ctx, caller, await findGradeRows(ctx.db, userId));
  await replaceGradeRows(ctx.db, userId, []);
  await bumpPermissionVersion(ctx);
}
