import type { AppContext } from '../../../app-context.ts';
import { users } from '../../../db/schema/index.ts';
import { forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../authority/menu-grants.service.ts';
import { bumpPermissionVersion } from '../authority/permission-cache.ts';
import { manageableOrganizeIds, type OrganizeAction } from '../organize/organize-scope.service.ts';
import { findMemberships, findUser, type UserRow } from './users.repository.ts';
import { userGrants } from './users-grants.service.ts';

/*
 * Who may act on which user account (IDOR rules of issue 3), in one place for every user route:
 * - reading: the user belongs (main organization or membership) to an organization the caller may
 *   see, and passes the caller's data schemes on the user menu (ADR 0009); otherwise 404, so ids
 *   outside the scope are not even confirmed to exist. Every action reads first, so state, password
 *   reset, unlock, delete and handover keep to the same rows as the list;
 * - changing: the user's main organization is in the caller's scope for the action;
 * - an administrator's account is changed by administrators only (a delegated administrator could
 *   otherwise reset its password and sign in as it);
 * - a non-administrator does not change their own account here (they would widen their own roles);
 *   the profile screen is for that.
 */

/** The record kit of user accounts: reads keep to the organization scope and the data schemes. */
export const userRecords = recordKit<UserRow, MenuReadAccess>({
  table: users,
  find: findUser,
  grants: userGrants,
  isVisible: async (ctx, caller, user) => {
    const scope = await manageableOrganizeIds(ctx, caller);
    if (scope === 'all') return true;
    const { Organize } = await findMemberships(ctx.db, user.id);
    const orgs = user.organizeId ? [user.organizeId, ...Organize] : Organize;
    return orgs.some((o) => scope.includes(o));
  },
  notFound: 'users.notFound',
  unique: { column: users.account, field: 'account', message: 'users.accountTaken', param: 'account' },
  editable: ['realName', 'gender', 'mobilePhone', 'email', 'description', 'sortCode'],
  // Memberships and state decide what a user may do.
  afterChange: (ctx) => bumpPermissionVersion(ctx),
});

export async function readableUser(ctx: AppContext, caller: SessionUser, id: string): Promise<UserRow> {
  return (await userRecords.require(ctx, caller, id)).row;
}

export async function manageableUser(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  action: OrganizeAction,
): Promise<UserRow> {
  const user = await readableUser(ctx, caller, id);
  await assertManageable(ctx, caller, user, action);
  return user;
}

/** Refuses (403) a change of a readable user the caller may not manage. */
export async function assertManageable(
  ctx: AppContext,
  caller: SessionUser,
  user: UserRow,
  action: OrganizeAction,
): Promise<void> {
  if (caller.isAdministrator) return;
  if (user.isAdministrator) throw forbidden('users.administratorProtected');
  if (user.id === caller.userId) throw forbidden('users.cannotEditSelf');
  const scope = await manageableOrganizeIds(ctx, caller, action);
  if (scope !== 'all' && !(user.organizeId && scope.includes(user.organizeId)))
    throw forbidden('users.outOfScope');
}
