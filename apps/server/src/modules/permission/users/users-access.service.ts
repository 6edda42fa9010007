import type { AppContext } from '../../../app-context.ts';
import { forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
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

export async function readableUser(ctx: AppContext, caller: SessionUser, id: string): Promise<UserRow> {
  const user = await findUser(ctx.db, id);
  if (!user) throw notFound('users.notFound');
  const scope = await manageableOrganizeIds(ctx, caller);
  if (scope !== 'all') {
    const { Organize } = await findMemberships(ctx.db, id);
    const orgs = user.organizeId ? [user.organizeId, ...Organize] : Organize;
    if (!orgs.some((o) => scope.includes(o))) throw notFound('users.notFound');
  }
  if (caller.isAdministrator) return user;
  const access = await userGrants.readAccess(ctx, caller);
  if (!(await userGrants.isRowReadable(ctx, access, id))) throw notFound('users.notFound');
  return user;
}

export async function manageableUser(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  action: OrganizeAction,
): Promise<UserRow> {
  const user = await readableUser(ctx, caller, id);
  if (caller.isAdministrator) return user;
  if (user.isAdministrator) throw forbidden('users.administratorProtected');
  if (user.id === caller.userId) throw forbidden('users.cannotEditSelf');
  const scope = await manageableOrganizeIds(ctx, caller, action);
  if (scope !== 'all' && !(user.organizeId && scope.includes(user.organizeId)))
    throw forbidden('users.outOfScope');
  return user;
}
