import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { requireOwnedFile } from '../../file/file.service.ts';
import { replaceMemberships, type UserRow } from './users.repository.ts';
import type { ResolvedMembership } from './users-membership.service.ts';
import { USER_PROFILE_TEXT_FIELDS, type UserWrite } from './users-wire.ts';

/* What a user create or edit writes besides the account: profile columns, the avatar, memberships. */

/** The columns of the profile fields a write carries (dates as Date). */
export function profileColumns(write: UserWrite): Partial<UserRow> {
  const date = (ms: number | null | undefined) =>
    ms === undefined ? undefined : ms === null ? null : new Date(ms);
  const out: Partial<UserRow> = {};
  for (const key of USER_PROFILE_TEXT_FIELDS) if (write[key] !== undefined) out[key] = write[key];
  if (write.entryDate !== undefined) out.entryDate = date(write.entryDate) ?? null;
  if (write.birthday !== undefined) out.birthday = date(write.birthday) ?? null;
  return out;
}

/**
 * The avatar a write names: unchanged (the original echoes it back), cleared, or an image the caller
 * uploaded as userAvatar (anything else is refused, so nobody points a user at another's file).
 */
export async function avatarColumn(
  ctx: AppContext,
  caller: SessionUser,
  headIcon: string | null | undefined,
  current: string | null,
): Promise<Partial<UserRow>> {
  if (headIcon === undefined || headIcon === current) return {};
  if (headIcon !== null) await requireOwnedFile(ctx, caller.userId, headIcon, 'userAvatar');
  return { headIcon };
}

export async function saveMemberships(db: Db, userId: string, resolved: ResolvedMembership) {
  await replaceMemberships(db, userId, 'Organize', resolved.organizeIds, newId);
  await replaceMemberships(db, userId, 'Position', resolved.positionIds, newId);
  await replaceMemberships(db, userId, 'Role', resolved.roleIds, newId);
}
