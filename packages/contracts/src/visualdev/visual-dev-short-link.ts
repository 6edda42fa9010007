import { z } from 'zod';
import * as record from '../record-schemas.ts';

/*
 * 外链 (ShortLink) of a 功能设计 design: a public form that adds records and a public list that shows
 * some columns of them, each switched on and optionally behind a password. The settings' id is the
 * design's id. JSON parts (`columnCondition`, `columnText`) stay text on the wire, as the original's.
 *
 * `encryption` is the link's token: `<payload>.<signature>`, the payload base64url JSON
 * `{modelId, type: 'form' | 'list'}` (the public page reads modelId and type from it). checkPwd
 * answers a token of the same shape that also carries proof of the password, valid for a while.
 */

/** The original's password rule for a link: 6-16 characters with a digit, a letter and a symbol. */
export const SHORT_LINK_PASSWORD_PATTERN = /^(?=.*[0-9])(?=.*[a-zA-Z])(?=.*[^0-9a-zA-Z]).{6,16}$/;
/** The largest column list (`columnCondition`, `columnText` JSON text), in characters. */
export const SHORT_LINK_COLUMNS_MAX = 200_000;

const designId = z.string().min(1).max(64);
const flag = z.coerce.number().int().min(0).max(1);
const encryption = z.string().min(1).max(1024);
const columnsText = z.preprocess(
  (value) => (Array.isArray(value) ? JSON.stringify(value) : value),
  z.string().max(SHORT_LINK_COLUMNS_MAX).nullish(),
);

export const shortLinkIdParamsSchema = z.object({ id: designId });
export const shortLinkModelParamsSchema = z.object({ modelId: designId });
export const shortLinkRecordParamsSchema = z.object({ modelId: designId, id: designId });

/** The token of a public call. */
export const shortLinkTokenQuerySchema = z.object({ encryption });
export type ShortLinkTokenQuery = z.infer<typeof shortLinkTokenQuerySchema>;

/** The design read of a link: `type` is the original's (0 the draft); a link only ever serves the released copy. */
export const shortLinkConfigQuerySchema = z.object({
  encryption,
  type: z.preprocess(record.blankToUndefined, z.enum(['0', '1']).optional()),
});

/**
 * The designer's settings (the original's VisualdevShortLinkVo). Passwords never leave the server:
 * `formPassword`/`columnPassword` are always '' and `hasFormPassword`/`hasColumnPassword` (ours) say
 * whether one is kept. `formLink`/`columnLink` are the public page's address with the link's token.
 */
export const shortLinkInfoSchema = z.object({
  id: z.string(),
  shortLink: z.string().nullable(),
  formUse: z.number().int(),
  formLink: z.string(),
  formPassUse: z.number().int(),
  formPassword: z.string(),
  hasFormPassword: z.boolean(),
  columnUse: z.number().int(),
  columnLink: z.string(),
  columnPassUse: z.number().int(),
  columnPassword: z.string(),
  hasColumnPassword: z.boolean(),
  columnCondition: z.string().nullable(),
  columnText: z.string().nullable(),
  realPcLink: z.string().nullable(),
  realAppLink: z.string().nullable(),
  userId: z.string().nullable(),
  tenantId: z.string().nullable(),
  enabledMark: z.number().int(),
  alreadySave: z.boolean(),
});
export type ShortLinkInfo = z.infer<typeof shortLinkInfoSchema>;

/**
 * The settings' save (the original's VisualdevShortLinkForm; its dialog sends back what it read, so
 * the read's other fields are accepted and ignored). A password is the plain text the designer typed;
 * '' with its switch on keeps the one kept.
 */
export const shortLinkSaveBodySchema = z.object({
  id: designId,
  shortLink: z.string().max(200).nullish(),
  formUse: flag.default(0),
  formLink: z.string().max(2000).nullish(),
  formPassUse: flag.default(0),
  formPassword: z.string().max(64).nullish(),
  columnUse: flag.default(0),
  columnLink: z.string().max(2000).nullish(),
  columnPassUse: flag.default(0),
  columnPassword: z.string().max(64).nullish(),
  columnCondition: columnsText,
  columnText: columnsText,
  enabledMark: flag.nullish(),
  realPcLink: z.string().max(2000).nullish(),
  realAppLink: z.string().max(2000).nullish(),
  userId: z.string().max(64).nullish(),
  tenantId: z.string().max(64).nullish(),
  alreadySave: z.boolean().nullish(),
  hasFormPassword: z.boolean().nullish(),
  hasColumnPassword: z.boolean().nullish(),
});
export type ShortLinkSaveBody = z.infer<typeof shortLinkSaveBodySchema>;

/** What the public page reads of the settings (the original's VisualdevShortLinkConfigVo). */
export const shortLinkConfigSchema = z.object({
  id: z.string(),
  formUse: z.number().int(),
  formPassUse: z.number().int(),
  columnUse: z.number().int(),
  columnPassUse: z.number().int(),
  columnCondition: z.string().nullable(),
  columnText: z.string().nullable(),
  userId: z.string().nullable(),
  tenantId: z.string().nullable(),
  enabledMark: z.number().int(),
  formLink: z.string(),
  columnLink: z.string(),
});
export type ShortLinkConfig = z.infer<typeof shortLinkConfigSchema>;

/** The password check: `type` 0 the form, 1 the list; `password` md5(plain) hex, as the original's page sends. */
export const shortLinkCheckPasswordBodySchema = z.object({
  id: designId,
  type: z.coerce.number().int().min(0).max(1),
  password: z.string().min(1).max(64),
  encryption,
});
export type ShortLinkCheckPasswordBody = z.infer<typeof shortLinkCheckPasswordBodySchema>;

/** Ours: the token carrying proof of the password, sent as `encryption` by the page's next calls. */
export const shortLinkPassSchema = z.object({ encryption: z.string() });
export type ShortLinkPass = z.infer<typeof shortLinkPassSchema>;
