import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { md5HexSchema } from '../oauth.ts';
import * as record from '../record-schemas.ts';
import { accountSchema, emailSchema, mobileSchema } from '../validation.ts';

/*
 * User administration under /api/permission/Users (issue 3). Bodies are strict (the
 * route layer rejects unknown keys), so id, isAdministrator, passwordHash and the lockout fields can
 * never be written through them. The account is set once, at creation: it is the login identity.
 * The list and export queries are in users-query.ts, work handover in users-work.ts and pickers
 * (Selector, getUserList, ...) in users-picker.ts.
 */

const optionalId = z.preprocess(record.blankToNull, z.string().min(1).max(64).nullish());
/**
 * One id (ours: the main organization or position) or the original's comma-joined list ("a,b");
 * '' is null. The service splits it (users-wire.ts on the server).
 */
const idOrCommaList = z.preprocess(
  record.blankToNull,
  z
    .string()
    .max(100 * 65)
    .regex(/^[^,\s]+(,[^,\s]+)*$/, 'ids separated by commas')
    .nullish(),
);
/** Digit strings ("1", as the original's dictionary selects send them) become numbers. */
const digitsToNumber = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
/** Dates as epoch ms: numbers, or digit strings; '' is null. */
const optionalEpochMs = z.preprocess(
  (value) => digitsToNumber(record.blankToNull(value)),
  z.number().int().min(-2_208_988_800_000).max(4_102_444_800_000).nullish(),
);

/** 1 男, 2 女, 3 保密 (the JNPF `sex` dictionary). */
export const USER_GENDERS = [1, 2, 3] as const;
/*
 * Defaults are applied by the service, not here: the form grants (issue 3) judge the fields a caller
 * actually sent, so a schema default must not make an unsent field look written.
 *
 * Two dialects are accepted (docs/wire/users.md). Ours: organizeIds/positionIds/roleIds arrays with
 * organizeId/positionId naming the main one. The original JNPF client's: organizeId, positionId and
 * roleId as comma-joined lists, organizeIdTree (id paths), gender as a dictionary code string. The
 * server normalises both to one shape before the service sees it.
 */
const userFields = {
  realName: z.string().trim().min(1).max(50),
  /** 1 男, 2 女, 3 保密; the original sends the dictionary code as a string ("1"). */
  gender: z.preprocess(
    (value) => digitsToNumber(record.blankToNull(value)),
    z.number().int().min(1).max(3).nullish(),
  ),
  mobilePhone: z.preprocess(record.blankToNull, mobileSchema.nullish()),
  email: z.preprocess(record.blankToNull, emailSchema.nullish()),
  /** Every organization the user belongs to (at least one). */
  organizeIds: record.idList(100).optional(),
  /**
   * Ours: the main organization, one of organizeIds (the first when left out). The original: every
   * organization, comma-joined (taken as the list when organizeIds is absent or organizeIdTree is sent).
   */
  organizeId: idOrCommaList,
  /** The original's organization picker value: one id path from the top per organization. */
  organizeIdTree: z
    .array(z.array(z.string().min(1).max(64)).max(50))
    .max(100)
    .nullish(),
  /** Positions; none when left out on create. */
  positionIds: record.idList(100).optional(),
  /** Ours: the main position, one of positionIds. The original: every position, comma-joined. */
  positionId: idOrCommaList,
  /** Roles; none when left out on create. */
  roleIds: record.idList(100).optional(),
  /** The original's roles, comma-joined (used instead of roleIds when sent). */
  roleId: idOrCommaList,
  /** The original's group field (always '' from its form): accepted and ignored; groups are set on the group screen. */
  groupId: z
    .string()
    .max(100 * 65)
    .nullish(),
  /** The direct manager (直属主管): another user. */
  managerId: optionalId,
  description: record.optionalMultilineText(500),
  /** 0 when left out on create. */
  sortCode: record.sortCode.optional(),
  /** An avatar the caller uploaded as userAvatar: its file id or its URL (the last path segment is kept). */
  headIcon: z.preprocess(record.blankToNull, z.string().max(300).nullish()),
  /** Dictionary data ids (Nation, certificateType, Education, ranks) and free text, as the original's form sends them. */
  nation: record.optionalText(64),
  nativePlace: record.optionalText(100),
  certificatesType: record.optionalText(64),
  certificatesNumber: record.optionalText(50),
  education: record.optionalText(64),
  ranks: record.optionalText(64),
  telePhone: record.optionalText(30),
  landline: record.optionalText(30),
  urgentContacts: record.optionalText(50),
  urgentTelePhone: record.optionalText(30),
  postalAddress: record.optionalText(200),
  /** Epoch ms (or null). */
  entryDate: optionalEpochMs,
  birthday: optionalEpochMs,
};

export const createUserBodySchema = z.object({
  /** The original's create form sends `id: ''`; any other id is refused. */
  id: z.union([z.string().max(0, 'a new user has no id yet'), z.null()]).optional(),
  account: z.string().trim().min(1).max(50).pipe(accountSchema),
  ...userFields,
  /** 1 (enabled) when left out; 2 (锁定, the original's state select) creates the user locked until unlocked. */
  enabledMark: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});
export type CreateUserBody = z.infer<typeof createUserBodySchema>;
export type CreateUserBodyInput = z.input<typeof createUserBodySchema>;

/**
 * The account cannot change; the state changes through Actions/State. Every field is optional: a
 * field left out keeps its value (so a dialog that hides an ungranted field does not clear it).
 *
 * The original's edit form sends back the whole GET /{id} object: its read-only fields are accepted
 * here. id, account, isAdministrator and enabledMark must equal the stored values (else 400: they are
 * not changed here); the display fields (names, counters, times) are ignored.
 */
export const updateUserBodySchema = z
  .object(userFields)
  .partial()
  .extend({
    id: z.string().max(64).nullish(),
    account: z.string().max(50).nullish(),
    isAdministrator: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish(),
    enabledMark: z.number().int().nullish(),
    organizeName: z.string().nullish(),
    positionName: z.string().nullish(),
    managerName: z.string().nullish(),
    organize: z.string().nullish(),
    creatorTime: z.number().nullish(),
    logErrorCount: z.number().int().nullish(),
    unlockTime: z.number().nullish(),
    changePasswordDate: z.number().nullish(),
  });
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
export type UpdateUserBodyInput = z.input<typeof updateUserBodySchema>;

const userListFields = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.number().int().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  /** The avatar's URL (/api/file/Image/userAvatar/{fileId}); null for the default avatar. */
  headIcon: z.string().nullable(),
  organizeId: z.string().nullable(),
  /** Name of the main organization. */
  organizeName: z.string().nullable(),
  /**
   * Every organization of the user as a name path ("公司/部门"), comma-separated, the main one first:
   * the original's 所属组织 column.
   */
  organize: z.string(),
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
export const userListItemSchema = record.grantedInfo(userListFields);
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = pagedSchema(userListItemSchema);
export type UserList = z.infer<typeof userListSchema>;

/**
 * GET /Users/{id}: what the edit dialog needs (ours and the original's). Shaped like the list: fields
 * neither the column grants nor the form grants allow are left out.
 */
export const userInfoSchema = record.grantedInfo(
  userListFields.extend({
    /**
     * The `sex` dictionary code as text ("1" 男, "2" 女, "3" 保密): the original's edit form binds it to
     * a select of dictionary codes. The list keeps the number (the original's list compares loosely).
     */
    gender: z.string().nullable(),
    organizeIds: z.array(z.string()),
    /** The original's organization picker value: one id path from the top per organization. */
    organizeIdTree: z.array(z.array(z.string())),
    /**
     * Every position, comma-joined, the main one first (so its first id is ours' main position;
     * the original splits the list). Null without positions.
     */
    positionId: z.string().nullable(),
    positionIds: z.array(z.string()),
    roleIds: z.array(z.string()),
    /** The roles comma-joined, as the original's form reads them ('' without roles). */
    roleId: z.string(),
    managerId: z.string().nullable(),
    /** Profile fields of the original's form; dates are epoch ms. */
    nation: z.string().nullable(),
    nativePlace: z.string().nullable(),
    certificatesType: z.string().nullable(),
    certificatesNumber: z.string().nullable(),
    education: z.string().nullable(),
    ranks: z.string().nullable(),
    telePhone: z.string().nullable(),
    landline: z.string().nullable(),
    urgentContacts: z.string().nullable(),
    urgentTelePhone: z.string().nullable(),
    postalAddress: z.string().nullable(),
    entryDate: z.number().nullable(),
    birthday: z.number().nullable(),
    /** Consecutive failed logins and when a lock ends (epoch ms), for the unlock action. */
    logErrorCount: z.number().int(),
    unlockTime: z.number().nullable(),
    /** Epoch ms of the last password change; null while the initial password is in use. */
    changePasswordDate: z.number().nullable(),
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

export const userCreatedSchema = record.createdId;
export const userStateSchema = record.enabledState;

/** POST /Users/{id}/Actions/ResetPassword: the new password twice, each as md5. */
export const resetPasswordBodySchema = z.object({
  /** The original sends the user's id again; it must be the path's. */
  id: z.string().max(64).optional(),
  userPassword: md5HexSchema,
  validatePassword: md5HexSchema,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
