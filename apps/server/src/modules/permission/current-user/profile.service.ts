import {
  type CurrentUserBaseInfo,
  DEFAULT_LANGUAGE,
  toLanguage,
  type UpdateCurrentUserBaseInfoBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { requireOwnedFile } from '../../file/file.service.ts';
import { avatarUrl } from '../../file/upload-policy.ts';
import {
  findEnabledRoleNames,
  findNewestOwnFileIdByName,
  findRelationIds,
  findUser,
  type UserPatch,
  updateUser,
} from './current-user.repository.ts';
import { companyName, getPositionNames, organizationPaths, requireUser } from './membership.service.ts';

const DEFAULT_THEME = 'classic';

async function isOwnAvatar(ctx: AppContext, userId: string, fileId: string): Promise<boolean> {
  return requireOwnedFile(ctx, userId, fileId, 'userAvatar').then(
    () => true,
    () => false,
  );
}

/** The profile page's base info: own editable fields plus read-only organization facts (JNPF names). */
export async function getBaseInfo(ctx: AppContext, userId: string): Promise<CurrentUserBaseInfo> {
  const user = await requireUser(ctx, userId);
  const [orgPaths, company, position, manager, roleNames] = await Promise.all([
    organizationPaths(ctx, user.organizeId ? [user.organizeId] : []),
    companyName(ctx, user.organizeId),
    getPositionNames(ctx, user),
    user.managerId ? findUser(ctx.db, user.managerId) : Promise.resolve(undefined),
    findRelationIds(ctx.db, user.id, 'Role').then((ids) => findEnabledRoleNames(ctx.db, ids)),
  ]);
  return {
    id: user.id,
    account: user.account,
    realName: user.realName,
    gender: user.gender === null ? null : String(user.gender),
    mobilePhone: user.mobilePhone,
    email: user.email,
    birthday: user.birthday ? user.birthday.getTime() : null,
    nation: user.nation,
    nativePlace: user.nativePlace,
    certificatesNumber: user.certificatesNumber,
    landline: user.landline,
    postalAddress: user.postalAddress,
    certificatesType: user.certificatesType,
    education: user.education,
    telePhone: user.telePhone,
    urgentContacts: user.urgentContacts,
    urgentTelePhone: user.urgentTelePhone,
    entryDate: user.entryDate ? user.entryDate.getTime() : null,
    ranks: user.ranks,
    signature: user.signature,
    description: user.description,
    headIcon: user.headIcon,
    avatar: avatarUrl(user.headIcon),
    theme: user.theme ?? DEFAULT_THEME,
    language: toLanguage(user.language) ?? DEFAULT_LANGUAGE,
    organizeId: user.organizeId,
    organize: user.organizeId ? (orgPaths.get(user.organizeId) ?? '') : '',
    company,
    position,
    manager: manager ? `${manager.realName}/${manager.account}` : null,
    roleId: roleNames.join(','),
    creatorTime: user.createdAt.getTime(),
    prevLogTime: user.prevLoginTime ? user.prevLoginTime.getTime() : null,
    isAdministrator: user.isAdministrator,
  };
}

/**
 * Saves the caller's own profile fields. The body schema is strict and only lists profile fields, so
 * privileged columns (account, isAdministrator, organizeId...) cannot be reached from here. A field that
 * is absent stays as it is; null (or '' from a form) clears it.
 */
export async function updateBaseInfo(
  ctx: AppContext,
  userId: string,
  body: UpdateCurrentUserBaseInfoBody,
): Promise<void> {
  const now = ctx.now();
  if (typeof body.birthday === 'number' && body.birthday > now.getTime()) {
    throw badRequest('currentUser.birthdayInFuture');
  }
  const patch: UserPatch = { updatedAt: now };
  const { birthday, ...fields } = body;
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(patch, { [key]: value });
  }
  if (birthday !== undefined) patch.birthday = birthday === null ? null : new Date(birthday);
  await updateUser(ctx.db, userId, patch);
}

const FILE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * PUT /Avatar/{name}: `name` is the id of an image the caller uploaded as userAvatar, or the file name
 * that upload answered (the original client sends `name`): then the caller's newest such upload.
 */
export async function updateAvatar(
  ctx: AppContext,
  userId: string,
  name: string,
): Promise<{ headIcon: string; avatar: string }> {
  const byName = () => findNewestOwnFileIdByName(ctx.db, userId, 'userAvatar', name);
  const fileId =
    (FILE_ID_PATTERN.test(name) && (await isOwnAvatar(ctx, userId, name)) ? name : await byName()) ?? name;
  await requireOwnedFile(ctx, userId, fileId, 'userAvatar');
  await updateUser(ctx.db, userId, { headIcon: fileId, updatedAt: ctx.now() });
  return { headIcon: fileId, avatar: avatarUrl(fileId) ?? '' };
}

export async function updateTheme(ctx: AppContext, userId: string, theme: string): Promise<void> {
  await updateUser(ctx.db, userId, { theme, updatedAt: ctx.now() });
}

/** Short names (zh, zhtw, en) are stored as full tags, the form CurrentUser and the web read. */
export async function updateLanguage(ctx: AppContext, userId: string, language: string): Promise<void> {
  await updateUser(ctx.db, userId, {
    language: toLanguage(language) ?? DEFAULT_LANGUAGE,
    updatedAt: ctx.now(),
  });
}
