import {
  ButtonCode,
  MenuCode,
  type SaveUserRelationBody,
  type UserRelationIds,
  type UserRelationObjectType,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { bumpPermissionVersion } from '../authority/permission-cache.ts';
import { getGroup } from '../group/group.service.ts';
import { manageableOrganizeIds } from '../organize/organize-scope.service.ts';
import { getPosition, requireScope } from '../position/position.service.ts';
import { getRole } from '../role/role.service.ts';
import {
  findMemberships,
  findPositionsByIds,
  findRolesByIds,
  type UserRow,
  updateUserRow,
} from '../users/users.repository.ts';
import { assertManageable } from '../users/users-access.service.ts';
import {
  deleteMembers,
  findMemberIds,
  findObjectType,
  findUsersByIds,
  insertMembers,
} from './user-relation.repository.ts';

/*
 * The members dialogs of roles, positions and groups (the original's /api/permission/UserRelation).
 * The path names only the object, so the menu a caller needs is decided here from the object's kind:
 * reading needs the kind's menu, saving also its edit button. A caller sees only objects the kind's
 * own screen shows them (404 otherwise), and adds or removes only users they manage (their main
 * organization in the caller's scope; never an administrator's or their own account unless they are
 * an administrator), as the user form does.
 */

const MENUS: Record<UserRelationObjectType, string> = {
  Role: MenuCode.permissionRole,
  Position: MenuCode.permissionPosition,
  Group: MenuCode.permissionGroup,
};

async function requireMenu(
  ctx: AppContext,
  caller: SessionUser,
  objectType: UserRelationObjectType,
  button?: string,
): Promise<void> {
  const menu = MENUS[objectType];
  if (!(await ctx.access.hasPermission(ctx, caller, menu, button)))
    throw await ctx.access.permissionRefusal(ctx, menu, button);
}

/** 404 when the object is not one the caller's screen of that kind shows them. */
async function requireVisible(
  ctx: AppContext,
  caller: SessionUser,
  objectType: UserRelationObjectType,
  id: string,
): Promise<void> {
  if (objectType === 'Role') await getRole(ctx, caller, id);
  else if (objectType === 'Position') await getPosition(ctx, caller, id);
  else await getGroup(ctx, caller, id);
}

/**
 * Checks the caller may change the object's members and returns the check of a new member: a
 * position's holders belong to its organization, an organization role's members to one of its
 * organizations (what the user form requires too); anyone may join a group or a global role.
 */
async function memberRule(
  ctx: AppContext,
  caller: SessionUser,
  objectType: UserRelationObjectType,
  id: string,
): Promise<(user: UserRow) => void> {
  if (objectType === 'Position') {
    const [position] = await findPositionsByIds(ctx.db, [id]);
    if (!position) throw notFound('position.notFound');
    await requireScope(ctx, caller, position.organizeId, 'edit');
    return (user) => {
      if (!user.organizeIds.includes(position.organizeId))
        throw badRequest('users.positionOutsideOrganizations', { name: position.fullName });
    };
  }
  if (objectType === 'Role') {
    const [role] = await findRolesByIds(ctx.db, [id]);
    if (!role) throw notFound('role.notFound');
    // As in the user form: a global role is assigned by administrators, an organization role by
    // whoever manages one of its organizations.
    const scope = await manageableOrganizeIds(ctx, caller, 'edit');
    const isAssignable =
      scope === 'all' || (role.globalMark !== 1 && role.organizeIds.some((o) => scope.includes(o)));
    if (!isAssignable) throw forbidden('users.roleOutOfScope', { name: role.fullName });
    return (user) => {
      if (role.globalMark !== 1 && !user.organizeIds.some((o) => role.organizeIds.includes(o)))
        throw badRequest('users.roleOutsideOrganizations', { name: role.fullName });
    };
  }
  return () => undefined;
}

/** GET /UserRelation/{objectId}: the member ids of a role, position or group. */
export async function listUserRelation(
  ctx: AppContext,
  caller: SessionUser,
  objectId: string,
): Promise<UserRelationIds> {
  const objectType = await findObjectType(ctx.db, objectId);
  if (!objectType) throw notFound();
  await requireMenu(ctx, caller, objectType);
  await requireVisible(ctx, caller, objectType, objectId);
  return { ids: await findMemberIds(ctx.db, objectType, objectId) };
}

/**
 * POST /UserRelation/{objectId}: the body's users become the object's members, in one transaction.
 * Every user added or removed is checked; a member's main position follows the change (a removed
 * holder's moves to their next position, a new holder without one gets this one).
 */
export async function updateUserRelation(
  ctx: AppContext,
  caller: SessionUser,
  objectId: string,
  body: SaveUserRelationBody,
): Promise<void> {
  const { objectType } = body;
  await requireMenu(ctx, caller, objectType, ButtonCode.edit);
  if ((await findObjectType(ctx.db, objectId)) !== objectType) throw notFound();
  await requireVisible(ctx, caller, objectType, objectId);
  const admits = await memberRule(ctx, caller, objectType, objectId);

  const current = await findMemberIds(ctx.db, objectType, objectId);
  const requested = [...new Set(body.userIds)];
  const added = requested.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !requested.includes(id));
  const changed = await findUsersByIds(ctx.db, [...added, ...removed]);
  for (const id of added) {
    const user = changed.find((u) => u.id === id);
    if (!user) throw badRequest('users.notFound');
    admits(user);
  }
  for (const user of changed) await assertManageable(ctx, caller, user, 'edit');
  if (added.length === 0 && removed.length === 0) return;

  await ctx.db.transaction(async (tx) => {
    await deleteMembers(tx, objectType, objectId, removed);
    await insertMembers(tx, objectType, objectId, added, newId);
    if (objectType !== 'Position') return;
    for (const user of changed) {
      if (removed.includes(user.id) && user.positionId === objectId) {
        const next = (await findMemberships(tx, user.id)).Position[0] ?? null;
        await updateUserRow(tx, user.id, { positionId: next });
      } else if (added.includes(user.id) && !user.positionId) {
        await updateUserRow(tx, user.id, { positionId: objectId });
      }
    }
  });
  await bumpPermissionVersion(ctx);
  ctx.log.info(
    { event: 'updateUserRelation', by: caller.userId, objectType, objectId, added, removed },
    'members changed',
  );
}
