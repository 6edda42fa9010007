import type { ResetPasswordBody, UserWork, WorkHandoverBody, WorkHandoverResult } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { hashPassword } from '../../../shared/password-hash.ts';
import { endSessionSockets } from '../../message/realtime/realtime-notify.ts';
import { revokeUserSessions } from '../../oauth/session.repository.ts';
import { forgetCachedSessions } from '../../oauth/session-cache.ts';
import { bumpPermissionVersion } from '../authority/permission-cache.ts';
import { checkDelegable } from '../grade/grade.service.ts';
import {
  countOtherEnabledAdministrators,
  findMemberships,
  replaceMemberships,
  type UserRow,
  updateUserRow,
} from './users.repository.ts';
import { manageableUser, readableUser } from './users-access.service.ts';
import {
  deleteUserCascade,
  findDelegations,
  findWork,
  insertPasswordHistory,
  missingOrganizationsFor,
  moveDelegations,
  moveManagedOrganizations,
  moveMemberships,
  moveSubordinates,
} from './users-actions.repository.ts';

/*
 * Account actions of user administration: reset password, enable/disable, unlock, delete and work
 * handover. Each checks access through users-access.service (scope, administrator accounts, self).
 */

/** The product must keep an enabled administrator: refuse removing or disabling the last one. */
async function checkNotLastAdministrator(ctx: AppContext, user: UserRow): Promise<void> {
  if (user.isAdministrator && (await countOtherEnabledAdministrators(ctx.db, user.id)) === 0)
    throw badRequest('users.lastAdministrator');
}

/**
 * POST /Users/{id}/Actions/ResetPassword: the administrator sets a new password (md5 from the
 * browser). The user must change it at the next login (changePasswordDate null), and every session
 * of theirs ends now: its next call answers 601 "your password was reset". Resetting your own password
 * here keeps the session you are using.
 */
export async function resetPassword(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: ResetPasswordBody,
) {
  if (body.userPassword.toLowerCase() !== body.validatePassword.toLowerCase())
    throw badRequest('users.passwordMismatch');
  await manageableUser(ctx, caller, id, 'edit');
  const passwordHash = await hashPassword(body.userPassword);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, id, { passwordHash, changePasswordDate: null, updatedAt: now });
    await insertPasswordHistory(tx, { id: newId(), userId: id, passwordHash, createdAt: now });
    await revokeUserSessions(
      tx,
      id,
      'password_reset',
      now,
      id === caller.userId ? caller.sessionId : undefined,
    );
  });
  forgetCachedSessions();
  endSessionSockets(
    ctx,
    { userId: id, exceptSessionId: id === caller.userId ? caller.sessionId : undefined },
    'password_reset',
  );
  ctx.log.info(
    { event: 'resetPassword', by: caller.userId, userId: id },
    'password reset by an administrator',
  );
}

/**
 * PUT /Users/{id}/Actions/State: enabled (or locked) → disabled, disabled → enabled. Disabling ends
 * the user's sessions (601 "account disabled"); enabling starts with a clean lockout counter.
 */
export async function toggleUserState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  const user = await manageableUser(ctx, caller, id, 'edit');
  const isDisabling = user.enabledMark !== 0;
  if (isDisabling && user.id === caller.userId) throw badRequest('users.cannotDisableSelf');
  if (isDisabling) await checkNotLastAdministrator(ctx, user);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (isDisabling) {
      await updateUserRow(tx, id, { enabledMark: 0, updatedAt: now });
      await revokeUserSessions(tx, id, 'disabled', now);
    } else {
      await updateUserRow(tx, id, { enabledMark: 1, logErrorCount: 0, unlockTime: null, updatedAt: now });
    }
  });
  forgetCachedSessions();
  if (isDisabling) endSessionSockets(ctx, { userId: id }, 'disabled');
  return isDisabling ? 0 : 1;
}

/** PUT /Users/{id}/Actions/unlock: clears a lockout after failed logins; a disabled user stays disabled. */
export async function unlockUser(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  const user = await manageableUser(ctx, caller, id, 'edit');
  await updateUserRow(ctx.db, id, {
    logErrorCount: 0,
    unlockTime: null,
    enabledMark: user.enabledMark === 2 ? 1 : user.enabledMark,
    updatedAt: ctx.now(),
  });
}

/** DELETE /Users/{id}: never yourself, never the last administrator; all-or-nothing. */
export async function deleteUser(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  if (id === caller.userId) throw badRequest('users.cannotDeleteSelf');
  const user = await manageableUser(ctx, caller, id, 'delete');
  await checkNotLastAdministrator(ctx, user);
  await ctx.db.transaction((tx) => deleteUserCascade(tx, id));
  forgetCachedSessions();
  endSessionSockets(ctx, { userId: id }, 'deleted');
  await bumpPermissionVersion(ctx);
  ctx.log.info({ event: 'deleteUser', by: caller.userId, userId: id }, 'user deleted');
}

/** GET /Users/getWorkByUser?fromId=: what a handover of the user would move. */
export async function getWorkByUser(ctx: AppContext, caller: SessionUser, fromId: string): Promise<UserWork> {
  await readableUser(ctx, caller, fromId);
  return findWork(ctx.db, fromId);
}

/**
 * POST /Users/workHandover: a leaving user's duties go to another user in one transaction — the
 * organizations they manage (负责人), their grade-management delegations (分级管理, merged with the
 * receiver's), their position, role and group memberships (the receiver also joins the organizations
 * those need) and the users who report to them. Not moved (ADR 0008): direct grants, files,
 * signatures, messages and logs, which are the person's own; flow tasks come with the workflow issue.
 * A caller who is not an administrator hands over delegations only within what they administer
 * (grade checkDelegable). The leaving account itself is left as it is (disable it after).
 */
export async function workHandover(
  ctx: AppContext,
  caller: SessionUser,
  body: WorkHandoverBody,
): Promise<WorkHandoverResult> {
  if (body.fromId === body.toId) throw badRequest('users.handoverSameUser');
  await manageableUser(ctx, caller, body.fromId, 'edit');
  const target = await manageableUser(ctx, caller, body.toId, 'edit');
  if (target.enabledMark === 0) throw badRequest('users.handoverTargetDisabled');
  await checkDelegable(ctx, caller, await findDelegations(ctx.db, body.fromId));
  const now = ctx.now();
  const result = await ctx.db.transaction(async (tx) => {
    const organizations = await moveManagedOrganizations(tx, body.fromId, body.toId);
    const delegations = await moveDelegations(tx, body.fromId, body.toId, target.isAdministrator, now);
    const positions = await moveMemberships(tx, body.fromId, body.toId, 'Position', newId);
    const roles = await moveMemberships(tx, body.fromId, body.toId, 'Role', newId);
    const groups = await moveMemberships(tx, body.fromId, body.toId, 'Group', newId);
    const subordinates = await moveSubordinates(tx, body.fromId, body.toId);
    const missing = await missingOrganizationsFor(tx, body.toId);
    if (missing.length > 0) {
      const held = (await findMemberships(tx, body.toId)).Organize;
      await replaceMemberships(tx, body.toId, 'Organize', [...held, ...missing], newId);
    }
    await updateUserRow(tx, body.fromId, { positionId: null, updatedAt: now });
    if (!target.positionId && positions > 0) {
      const moved = (await findMemberships(tx, body.toId)).Position;
      await updateUserRow(tx, body.toId, { positionId: moved[0] ?? null });
    }
    return { organizations, delegations, positions, roles, groups, subordinates };
  });
  await bumpPermissionVersion(ctx);
  return result;
}
