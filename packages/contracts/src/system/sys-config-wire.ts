import { z } from 'zod';
import { sysConfigSchema } from '../sys-config.ts';

/*
 * /api/system/SysConfig on the wire. The original settings screen sends its whole form back, with a
 * few numbers as strings ('1' for singleLogin, '25' for a port): those keys accept digit strings too.
 */

const digits = z.string().regex(/^\d{1,9}$/);
/** A number field that also takes the digits the original client's selects and defaults send. */
function wireNumber<T extends z.ZodType<number, number>>(schema: T) {
  return z.union([schema, digits.transform(Number).pipe(schema)]);
}

const shape = sysConfigSchema.shape;

/** GET /system/SysConfig: every key; secrets read as SECRET_MASK when set, '' when not. */
export const sysConfigInfoWireSchema = sysConfigSchema;

/** PUT /system/SysConfig: any subset of the keys (the screen saves one tab at a time); unknown keys refused. */
export const updateSysConfigBodySchema = sysConfigSchema
  .extend({
    singleLogin: wireNumber(shape.singleLogin),
    tokenTimeout: wireNumber(shape.tokenTimeout),
    emailSmtpPort: wireNumber(shape.emailSmtpPort),
    emailPop3Port: wireNumber(shape.emailPop3Port),
  })
  .partial()
  .strict();
export type UpdateSysConfigBody = z.input<typeof updateSysConfigBodySchema>;

/** POST /system/SysConfig/Email/Test: the mail tab's fields as the original client names them. */
export const testEmailBodySchema = z
  .object({
    account: z.string().trim().min(1).max(200),
    /** SECRET_MASK: use the stored password. */
    password: z.string().max(200),
    smtpHost: z.string().trim().min(1).max(200),
    smtpPort: wireNumber(shape.emailSmtpPort),
    ssl: wireNumber(shape.emailSsl),
    pop3Host: z.string().max(200).optional(),
    pop3Port: wireNumber(shape.emailPop3Port).optional(),
    senderName: z.string().max(100).optional(),
  })
  .strict();
export type TestEmailBody = z.input<typeof testEmailBodySchema>;

/** One super administrator (GET /system/SysConfig/getAdminList); the original client reads `id`. */
export const sysAdminSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  /** "realName/account", as the user pickers show a person. */
  fullName: z.string(),
  headIcon: z.string(),
  enabledMark: z.number().int(),
});
export const sysAdminListSchema = z.array(sysAdminSchema);
export type SysAdmin = z.infer<typeof sysAdminSchema>;

/** PUT /system/SysConfig/setAdminList: the whole list of administrator user ids. */
export const setSysAdminListBodySchema = z
  .object({ adminIds: z.array(z.string().min(1).max(64)).min(1).max(100) })
  .strict();
export type SetSysAdminListBody = z.infer<typeof setSysAdminListBodySchema>;

/**
 * GET /oauth/getLoginConfig (public): what the login page shows before anyone signs in — the
 * original's single-sign-on switch (always off here) and the configured name, logos and copyright,
 * in the caller's language.
 */
export const loginBrandingSchema = sysConfigSchema
  .pick({
    title: true,
    sysName: true,
    sysVersion: true,
    copyright: true,
    companyName: true,
    loginIcon: true,
    logoIcon: true,
  })
  .extend({ redirect: z.boolean(), url: z.string(), ticket: z.string() });
export type LoginBranding = z.infer<typeof loginBrandingSchema>;

/** GET /system/SysConfig/InitialPassword: what the user dialogs give a new or reset account. */
export const initialPasswordSchema = sysConfigSchema.pick({ newUserDefaultPassword: true });

/** POST /system/SysConfig/{type}/testQyWebChatConnect: 0 tests the application secret, 1 the sync secret. */
export const testWeComParamsSchema = z.object({ type: z.enum(['0', '1']) });
export const testWeComBodySchema = z
  .object({
    qyhCorpId: z.string().trim().min(1).max(200),
    qyhAgentId: z.string().max(200).optional(),
    /** SECRET_MASK: use the stored secret. */
    qyhAgentSecret: z.string().max(200).optional(),
    qyhCorpSecret: z.string().max(200).optional(),
  })
  .strict();

/** POST /system/SysConfig/testDingTalkConnect. */
export const testDingTalkBodySchema = z
  .object({
    dingAgentId: z.string().max(200).optional(),
    dingSynAppKey: z.string().trim().min(1).max(200),
    /** SECRET_MASK: use the stored secret. */
    dingSynAppSecret: z.string().max(200),
  })
  .strict();
