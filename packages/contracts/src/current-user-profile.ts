import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './envelope.ts';
import { LANGUAGES } from './language.ts';
import { themeSchema } from './oauth.ts';
import * as record from './record-schemas.ts';
import { emailSchema, idCardSchema, mobileSchema } from './validation.ts';

/*
 * The signed-in user's own profile: /api/permission/Users/Current/*.
 * Every body here is strict (the server rejects unknown keys), so a profile form can never set
 * account, isAdministrator, organizeId or another user's id.
 */

const optionalPattern = (schema: z.ZodType<string>) =>
  z.preprocess(record.blankToNull, schema.nullable().optional());

/** 1900-01-01 .. 2100-01-01; the service also refuses a birthday in the future. */
const birthdaySchema = z.number().int().min(-2_208_988_800_000).max(4_102_444_800_000);

/** Gender is a dictionary enCode (JNPF `sex`: 1 male, 2 female, 3 unknown); forms may send it as text. */
const genderSchema = z.union([
  z.number().int().min(0).max(9),
  z
    .string()
    .regex(/^\d$/)
    .transform((v) => Number(v)),
]);

export const updateCurrentUserBaseInfoBodySchema = z.object({
  realName: z.string().trim().min(1).max(50).optional(),
  gender: z.preprocess(record.blankToNull, genderSchema.nullable().optional()),
  mobilePhone: optionalPattern(mobileSchema),
  email: optionalPattern(emailSchema),
  birthday: z.preprocess(record.blankToNull, birthdaySchema.nullable().optional()),
  nation: record.optionalText(50),
  nativePlace: record.optionalText(100),
  certificatesNumber: optionalPattern(idCardSchema),
  landline: z.preprocess(
    record.blankToNull,
    z
      .string()
      .max(30)
      .regex(/^[\d\-+() ]+$/)
      .nullable()
      .optional(),
  ),
  postalAddress: record.optionalText(200),
  /** Dictionary data ids (certificateType, Education) as the original's profile form sends them. */
  certificatesType: record.optionalText(64),
  education: record.optionalText(64),
  /** Office phone, and the emergency contact with their phone (free text, as in the original). */
  telePhone: record.optionalText(30),
  urgentContacts: record.optionalText(50),
  urgentTelePhone: record.optionalText(30),
  /** 自我介绍 in the JNPF profile form. */
  signature: record.optionalMultilineText(500),
  description: record.optionalMultilineText(500),
});
export type UpdateCurrentUserBaseInfoBody = z.infer<typeof updateCurrentUserBaseInfoBodySchema>;

export const currentUserBaseInfoSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  /** The `sex` dictionary code as text ("1" 男, "2" 女, "3" 保密), what the original's profile select binds. */
  gender: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  /** Epoch ms. */
  birthday: z.number().nullable(),
  nation: z.string().nullable(),
  nativePlace: z.string().nullable(),
  certificatesNumber: z.string().nullable(),
  landline: z.string().nullable(),
  postalAddress: z.string().nullable(),
  /*
   * The original's profile fields (always sent; optional in the type so readers written before them
   * still type-check): dictionary data ids for certificatesType, education and ranks.
   */
  certificatesType: z.string().nullable().optional(),
  education: z.string().nullable().optional(),
  telePhone: z.string().nullable().optional(),
  urgentContacts: z.string().nullable().optional(),
  urgentTelePhone: z.string().nullable().optional(),
  /** Read-only here (set in user administration): entry date (epoch ms) and rank. */
  entryDate: z.number().nullable().optional(),
  ranks: z.string().nullable().optional(),
  signature: z.string().nullable(),
  description: z.string().nullable(),
  /** File id of the avatar; `avatar` is its image URL (under /api, the web adds its prefix). */
  headIcon: z.string().nullable(),
  avatar: z.string().nullable(),
  theme: z.string(),
  language: z.enum(LANGUAGES),
  organizeId: z.string().nullable(),
  /** Read-only display values, JNPF names: organization path, position names, manager, role names. */
  organize: z.string(),
  /** Name of the company the main organization belongs to ('' when none); always sent. */
  company: z.string().optional(),
  position: z.string(),
  manager: z.string().nullable(),
  roleId: z.string(),
  creatorTime: z.number(),
  prevLogTime: z.number().nullable(),
  isAdministrator: z.boolean(),
});
export type CurrentUserBaseInfo = z.infer<typeof currentUserBaseInfoSchema>;

/** Layout types double as the saved theme: the same values login returns. */
export const updateSystemThemeBodySchema = z.object({ theme: themeSchema });

/** Full tags or the navbar's short names (zh, zhtw, en); stored as the full tag. */
export const updateSystemLanguageBodySchema = z.object({
  language: z.enum([...LANGUAGES, 'zh', 'zhtw', 'en']),
});

/** Ids in paths: server-generated, so a tight shape keeps junk out of queries and logs. */
const entityIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id');
export const signImageParamsSchema = z.object({ id: entityIdSchema });
export const subordinateParamsSchema = z.object({ id: entityIdSchema });

/**
 * {name}: the file id of an image the caller uploaded as userAvatar, or (the original client) the
 * `name` its upload answered, i.e. the file name: then the caller's newest avatar upload of that name.
 */
export const updateAvatarParamsSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(200)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^/\\\u0000-\u001f]+$/, 'a file id or name'),
});
export const updateAvatarResultSchema = z.object({ headIcon: z.string(), avatar: z.string() });

/** My organizations / positions: JNPF PermissionModel; isDefault marks the major one. */
export const userMembershipItemSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  isDefault: z.boolean(),
});
export type UserMembershipItem = z.infer<typeof userMembershipItemSchema>;
export const userMembershipListSchema = z.array(userMembershipItemSchema);

export const MAJOR_TYPES = ['Organize', 'Position', 'System'] as const;
export const switchMajorBodySchema = z.object({
  majorId: entityIdSchema,
  majorType: z.enum(MAJOR_TYPES),
});
export type SwitchMajorBody = z.infer<typeof switchMajorBodySchema>;

/** One node of the "my permissions" trees (menus, and menus with their buttons/columns/forms). */
export interface AuthorizeNode {
  id: string;
  fullName: string;
  icon: string | null;
  /** menu, or the resource kind of a leaf. */
  kind: 'category' | 'menu' | 'button' | 'column' | 'form';
  children?: AuthorizeNode[];
}
export const authorizeNodeSchema: z.ZodType<AuthorizeNode> = z.object({
  id: z.string(),
  fullName: z.string(),
  icon: z.string().nullable(),
  kind: z.enum(['category', 'menu', 'button', 'column', 'form']),
  get children() {
    return z.array(authorizeNodeSchema).optional();
  },
});
export const currentUserAuthorizeSchema = z.object({
  module: z.array(authorizeNodeSchema),
  button: z.array(authorizeNodeSchema),
  column: z.array(authorizeNodeSchema),
  form: z.array(authorizeNodeSchema),
});
export type CurrentUserAuthorize = z.infer<typeof currentUserAuthorizeSchema>;

/** Empty date inputs arrive as ''; dates are epoch ms. */
const optionalEpoch = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.coerce.number().int().min(0).optional(),
);

/** Own log (JNPF SysLog tab): category 1 = login log, the only one recorded so far. */
export const systemLogQuerySchema = pageQuerySchema.omit({ sidx: true }).extend({
  category: z.enum(['1', '2', '3', '4', '5']).optional(),
  startTime: optionalEpoch,
  endTime: optionalEpoch,
});
export type SystemLogQuery = z.infer<typeof systemLogQuerySchema>;

export const systemLogItemSchema = z.object({
  id: z.string(),
  creatorTime: z.number(),
  userName: z.string(),
  ipaddress: z.string().nullable(),
  ipAddressName: z.string().nullable(),
  /** Device summary (user agent). */
  platForm: z.string().nullable(),
  /** login | logout | lock | unlock | password */
  category: z.string(),
  isSuccess: z.boolean(),
  abstracts: z.string().nullable(),
});
export type SystemLogItem = z.infer<typeof systemLogItemSchema>;
export const systemLogListSchema = pagedSchema(systemLogItemSchema);

export const signImageSchema = z.object({
  id: z.string(),
  fileId: z.string(),
  /** Image URL; served only to its owner, so the web fetches it with the token. */
  signImg: z.string(),
  isDefault: record.flag,
  creatorTime: z.number(),
});
export type SignImage = z.infer<typeof signImageSchema>;
/** My signatures, newest first. */
export const signImageListSchema = z.array(signImageSchema);

/**
 * Longest accepted `signImg` data URL: a 2 MB image (the signature upload limit) in base64 plus the
 * "data:image/png;base64," prefix.
 */
export const SIGN_IMG_DATA_URL_MAX = Math.ceil((2 * 1024 * 1024) / 3) * 4 + 40;

/**
 * A signature is uploaded first (POST /api/file/Uploader/signature), then added by its file id. The
 * original client sends the drawn image itself instead: `signImg`, a base64 data URL of a PNG or
 * JPEG, stored as a signature upload of the caller. Exactly one of the two.
 */
export const createSignImageBodySchema = z
  .object({
    fileId: entityIdSchema.optional(),
    signImg: z
      .string()
      .max(SIGN_IMG_DATA_URL_MAX)
      .regex(/^data:image\/[a-z+.-]+;base64,[A-Za-z0-9+/=\s]+$/, 'a base64 image data URL')
      .optional(),
    isDefault: record.flag.optional(),
  })
  .refine((body) => (body.fileId === undefined) !== (body.signImg === undefined), {
    message: 'fileId or signImg, one of them',
    path: ['fileId'],
  });
export type CreateSignImageBody = z.infer<typeof createSignImageBodySchema>;

/** "0" is the caller themself (the tree root); any other id must be inside the caller's subtree. */
export const subordinateItemSchema = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  /** realName/account */
  userName: z.string(),
  department: z.string().nullable(),
  position: z.string().nullable(),
  isLeaf: z.boolean(),
});
export type SubordinateItem = z.infer<typeof subordinateItemSchema>;
export const subordinateListSchema = z.array(subordinateItemSchema);
