import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { md5HexSchema } from '../oauth.ts';
import { accountSchema, emailSchema, mobileSchema } from '../validation.ts';

/*
 * User administration under /api/permission/Users (spec §7.4, issue 3). Bodies are strict (the
 * route layer rejects unknown keys), so id, isAdministrator, passwordHash and the lockout fields can
 * never be written through them. The account is set once, at creation: it is the login identity.
 * Pickers (Selector, getUserList, ...) are in users-picker.ts.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const blankToNull = (value: unknown) => (value === '' ? null : value);
const keyword = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullish());
const optionalId = z.preprocess(blankToNull, z.string().min(1).max(64).nullish());
const idList = (max: number) => z.array(z.string().min(1).max(64)).max(max);

/** 1 男, 2 女, 3 保密 (the JNPF `sex` dictionary). */
export const USER_GENDERS = [1, 2, 3] as const;
/** 1 enabled, 0 disabled, 2 locked after failed logins (until unlocked or unlockTime). */
export const USER_STATES = [0, 1, 2] as const;
/** Page sizes the user list offers (spec §9, issue 3). */
export const USER_PAGE_SIZES = [20, 50, 100, 500] as const;
/** Columns the user list may be sorted by (anything else is refused). */
export const USER_SORT_FIELDS = ['account', 'realName', 'sortCode', 'creatorTime', 'enabledMark'] as const;

export const userListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  /** Part of the account, the name or the mobile number. */
  keyword,
  /** Users of this organization and of every organization below it. */
  organizeId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  enabledMark: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((v) => (USER_STATES as readonly number[]).includes(v))
      .optional(),
  ),
  sidx: z.preprocess(blankToUndefined, z.enum(USER_SORT_FIELDS).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/*
 * Defaults are applied by the service, not here: the form grants (issue 3) judge the fields a caller
 * actually sent, so a schema default must not make an unsent field look written.
 */
const userFields = {
  realName: z.string().trim().min(1).max(50),
  gender: z.preprocess(blankToNull, z.number().int().min(1).max(3).nullish()),
  mobilePhone: z.preprocess(blankToNull, mobileSchema.nullish()),
  email: z.preprocess(blankToNull, emailSchema.nullish()),
  /** Every organization the user belongs to (at least one). */
  organizeIds: idList(100).min(1),
  /** The main organization; one of organizeIds (the first when left out). */
  organizeId: optionalId,
  /** Positions; none when left out on create. */
  positionIds: idList(100).optional(),
  /** The main position; one of positionIds (the first when left out). */
  positionId: optionalId,
  /** Roles; none when left out on create. */
  roleIds: idList(100).optional(),
  /** The direct manager (直属主管): another user. */
  managerId: optionalId,
  description: optionalText(500),
  /** 0 when left out on create. */
  sortCode: z.number().int().min(0).max(999999).optional(),
};

export const createUserBodySchema = z.object({
  account: z.string().trim().min(1).max(50).pipe(accountSchema),
  ...userFields,
  /** 1 (enabled) when left out. */
  enabledMark: flag.optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;
export type CreateUserBodyInput = z.input<typeof createUserBodySchema>;

/**
 * The account cannot change; the state changes through Actions/State. Every field is optional: a
 * field left out keeps its value (so a dialog that hides an ungranted field does not clear it).
 */
export const updateUserBodySchema = z.object(userFields).partial();
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
export type UpdateUserBodyInput = z.input<typeof updateUserBodySchema>;

const userListFields = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.number().int().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  headIcon: z.string().nullable(),
  organizeId: z.string().nullable(),
  /** Name of the main organization. */
  organizeName: z.string().nullable(),
  positionName: z.string().nullable(),
  managerName: z.string().nullable(),
  isAdministrator: z.boolean(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
/**
 * A row of the list. Every field but the id may be missing: the server leaves out the fields of the
 * columns the caller's column grants do not include (ADR 0009).
 */
export const userListItemSchema = userListFields.partial().extend({ id: z.string() });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = pagedSchema(userListItemSchema);
export type UserList = z.infer<typeof userListSchema>;

/** GET /Users/{id}: what the edit dialog needs. */
export const userInfoSchema = userListFields
  .extend({
    organizeIds: z.array(z.string()),
    positionId: z.string().nullable(),
    positionIds: z.array(z.string()),
    roleIds: z.array(z.string()),
    managerId: z.string().nullable(),
    /** Consecutive failed logins and when a lock ends (epoch ms), for the unlock action. */
    logErrorCount: z.number().int(),
    unlockTime: z.number().nullable(),
    /** Epoch ms of the last password change; null while the initial password is in use. */
    changePasswordDate: z.number().nullable(),
  })
  // Shaped like the list: fields neither the column grants nor the form grants allow are left out.
  .partial()
  .extend({ id: z.string() });
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userCreatedSchema = z.object({ id: z.string() });
export const userStateSchema = z.object({ enabledMark: z.number().int() });

/** POST /Users/{id}/Actions/ResetPassword: the new password twice, each as md5 (spec §5.3: sent hashed). */
export const resetPasswordBodySchema = z.object({
  userPassword: md5HexSchema,
  validatePassword: md5HexSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** GET /getWorkByUser?fromId=: what a work handover would move. */
export const workByUserQuerySchema = z.object({ fromId: z.string().min(1).max(64) });

const namedItem = z.object({ id: z.string(), fullName: z.string() });
export const userWorkSchema = z.object({
  /** Organizations whose manager (负责人) is the user. */
  organizations: z.array(namedItem),
  /** Organizations the user administers through grade management (分级管理). */
  delegations: z.array(namedItem),
  positions: z.array(namedItem),
  roles: z.array(namedItem),
  groups: z.array(namedItem),
  /** Users whose direct manager is the user. */
  subordinates: z.array(z.object({ id: z.string(), account: z.string(), realName: z.string() })),
});
export type UserWork = z.infer<typeof userWorkSchema>;

/** POST /workHandover: everything of fromId (see UserWork) goes to toId. */
export const workHandoverBodySchema = z.object({
  fromId: z.string().min(1).max(64),
  toId: z.string().min(1).max(64),
});
export type WorkHandoverBody = z.infer<typeof workHandoverBodySchema>;
export const workHandoverResultSchema = z.object({
  organizations: z.number().int(),
  delegations: z.number().int(),
  positions: z.number().int(),
  roles: z.number().int(),
  groups: z.number().int(),
  subordinates: z.number().int(),
});
export type WorkHandoverResult = z.infer<typeof workHandoverResultSchema>;

/** Columns the user export offers, in sheet order (selectKey names a subset). */
export const USER_EXPORT_COLUMNS = [
  'account',
  'realName',
  'gender',
  'mobilePhone',
  'email',
  'organizeName',
  'positionName',
  'managerName',
  'enabledMark',
  'description',
  'sortCode',
  'creatorTime',
] as const;
export type UserExportColumn = (typeof USER_EXPORT_COLUMNS)[number];
/** An export holds at most this many users; a larger result asks the caller to narrow the filter. */
export const USER_EXPORT_MAX_ROWS = 50_000;

/** 'a,b' → ['a', 'b']; an empty text is "not given". */
function commaList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

/**
 * GET /Users/ExportExcel: the list's filters (no paging) and `selectKey`, the columns wanted
 * (comma-separated, JNPF's name). The server keeps only those the caller's column grants include;
 * left out, every granted column is exported.
 */
export const userExportQuerySchema = userListQuerySchema.omit({ currentPage: true, pageSize: true }).extend({
  selectKey: z.preprocess(
    commaList,
    z.array(z.enum(USER_EXPORT_COLUMNS)).max(USER_EXPORT_COLUMNS.length).optional(),
  ),
});
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;
export type UserExportQueryInput = z.input<typeof userExportQuerySchema>;
