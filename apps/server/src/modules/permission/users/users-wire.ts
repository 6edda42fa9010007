import type { CreateUserBody, UpdateUserBody } from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import type { UserRow } from './users.repository.ts';

/*
 * The two dialects of a user create/edit body (docs/wire/users.md) turned into the one shape the
 * service works on. Ours sends organizeIds/positionIds/roleIds arrays and names the main organization
 * and position in organizeId/positionId. The original JNPF client sends organizeId, positionId and
 * roleId as comma-joined lists, organizeIdTree (id paths) and, on edit, the whole GET /{id} object back.
 */

/** The profile columns both dialects may write, stored as they are. */
export const USER_PROFILE_TEXT_FIELDS = [
  'nation',
  'nativePlace',
  'certificatesType',
  'certificatesNumber',
  'education',
  'ranks',
  'telePhone',
  'landline',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
] as const;
type ProfileTextField = (typeof USER_PROFILE_TEXT_FIELDS)[number];

/** What the service writes: only the keys the caller sent are present (the form grants judge them). */
export type UserWrite = {
  realName?: string;
  gender?: number | null;
  mobilePhone?: string | null;
  email?: string | null;
  organizeIds?: string[];
  organizeId?: string | null;
  positionIds?: string[];
  positionId?: string | null;
  roleIds?: string[];
  managerId?: string | null;
  description?: string | null;
  sortCode?: number;
  /** A file id (the last segment of a URL the original sends). */
  headIcon?: string | null;
  entryDate?: number | null;
  birthday?: number | null;
} & { [K in ProfileTextField]?: string | null };

export type UserCreateWrite = UserWrite & { account: string; enabledMark?: 0 | 1 | 2 };

const split = (list: string | null | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** '/api/file/Image/userAvatar/abc' (the URL the original's upload returns) → 'abc'; an id stays. */
export function avatarFileId(headIcon: string | null | undefined): string | null | undefined {
  if (headIcon === undefined || headIcon === null) return headIcon;
  const last = headIcon.split(/[?#]/)[0]?.split('/').filter(Boolean).pop();
  return last || null;
}

type Body = CreateUserBody | UpdateUserBody;

/** Keys whose value is not undefined, copied as they are. */
function defined<T extends object, K extends keyof T>(body: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key];
  return out;
}

/**
 * Memberships of either dialect. The original's is recognised by organizeIdTree or roleId; then the
 * arrays of ours it may echo back from GET /{id} are stale and ignored, and the organizations are the
 * last ids of organizeIdTree (the picker's own value; the original's organizeId is those ids joined),
 * or organizeId's list without a tree. An organizeId or positionId holding a comma, or sent without
 * its array on create, is a list as well. From a list the main organization (position) is kept when
 * it is still listed, else the first one becomes main.
 */
function memberships(body: Body, isCreate: boolean): Partial<UserWrite> {
  const isOriginal = body.organizeIdTree !== undefined || body.roleId !== undefined;
  const isList = (value: string | null | undefined, array: string[] | undefined) =>
    isOriginal || (array === undefined && (isCreate || (value ?? '').includes(',')));
  const out: Partial<UserWrite> = {};

  if (isList(body.organizeId, body.organizeIds)) {
    if (body.organizeIdTree) out.organizeIds = body.organizeIdTree.flatMap((path) => path.slice(-1));
    else if (body.organizeId !== undefined) out.organizeIds = split(body.organizeId);
  } else {
    if (body.organizeIds !== undefined) out.organizeIds = body.organizeIds;
    if (body.organizeId !== undefined) out.organizeId = body.organizeId;
  }

  if (isList(body.positionId, body.positionIds)) {
    if (body.positionId !== undefined) out.positionIds = split(body.positionId);
  } else {
    if (body.positionIds !== undefined) out.positionIds = body.positionIds;
    if (body.positionId !== undefined) out.positionId = body.positionId;
  }

  if (isOriginal) {
    if (body.roleId !== undefined) out.roleIds = split(body.roleId);
  } else if (body.roleIds !== undefined) out.roleIds = body.roleIds;
  return out;
}

function writeFields(body: Body, isCreate: boolean): UserWrite {
  return {
    ...defined(body, [
      'realName',
      'gender',
      'mobilePhone',
      'email',
      'managerId',
      'description',
      'sortCode',
      'entryDate',
      'birthday',
      ...USER_PROFILE_TEXT_FIELDS,
    ] as const),
    ...(body.headIcon !== undefined ? { headIcon: avatarFileId(body.headIcon) } : {}),
    ...memberships(body, isCreate),
  };
}

/** A create body of either dialect; at least one organization is required. */
export function normaliseCreateBody(body: CreateUserBody): UserCreateWrite {
  const write = writeFields(body, true);
  if (!write.organizeIds || write.organizeIds.length === 0) throw badRequest('users.organizeRequired');
  return {
    ...write,
    account: body.account,
    ...(body.enabledMark !== undefined ? { enabledMark: body.enabledMark } : {}),
  };
}

/** An edit body of either dialect: what to write (the echoed read-only fields are not among it). */
export function normaliseUpdateBody(body: UpdateUserBody): UserWrite {
  const write = writeFields(body, false);
  if (write.organizeIds !== undefined && write.organizeIds.length === 0)
    throw badRequest('users.organizeRequired');
  return write;
}

/**
 * The identity and state fields the original's edit form echoes back must be the stored ones: they
 * are changed elsewhere (Actions/State, unlock) or never. The display fields are ignored.
 */
export function assertEchoUnchanged(id: string, body: UpdateUserBody, row: UserRow): void {
  if (body.id && body.id !== id) throw badRequest('users.readOnlyField', { field: 'id' });
  if (body.account && body.account !== row.account)
    throw badRequest('users.readOnlyField', { field: 'account' });
  if (
    body.isAdministrator !== undefined &&
    body.isAdministrator !== null &&
    Boolean(body.isAdministrator) !== row.isAdministrator
  )
    throw badRequest('users.readOnlyField', { field: 'isAdministrator' });
  if (body.enabledMark !== undefined && body.enabledMark !== null && body.enabledMark !== row.enabledMark)
    throw badRequest('users.stateNotEditable');
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/**
 * The edit without the fields it would leave as they are. The original's form sends back every field
 * GET /{id} showed, including those the caller may see (column grants) but not write (form grants):
 * an unchanged one is no write, so the form grants judge only what the edit changes.
 */
export function withoutUnchanged(
  body: UserWrite,
  user: UserRow,
  current: { organizeIds: string[]; positionIds: string[]; roleIds: string[] },
): UserWrite {
  const ms = (date: Date | null) => date?.getTime() ?? null;
  const stored: Record<string, unknown> = {
    realName: user.realName,
    gender: user.gender,
    mobilePhone: user.mobilePhone,
    email: user.email,
    organizeId: user.organizeId,
    positionId: user.positionId,
    managerId: user.managerId,
    description: user.description,
    sortCode: user.sortCode,
    headIcon: user.headIcon,
    entryDate: ms(user.entryDate),
    birthday: ms(user.birthday),
    ...Object.fromEntries(USER_PROFILE_TEXT_FIELDS.map((key) => [key, user[key]])),
  };
  const lists = {
    organizeIds: current.organizeIds,
    positionIds: current.positionIds,
    roleIds: current.roleIds,
  };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const isUnchanged = Object.hasOwn(lists, key)
      ? sameSet(value as string[], lists[key as keyof typeof lists])
      : Object.hasOwn(stored, key) && value === stored[key];
    if (!isUnchanged) out[key] = value;
  }
  return out as UserWrite;
}
