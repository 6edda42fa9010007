import { z } from 'zod';
import * as record from './record-schemas.ts';
import { MOBILE_PATTERN, SUB_ACCOUNT_PATTERN } from './validation-patterns.ts';

/*
 * Login, captcha, SMS and scan login, lock screen, password change and the user's own sessions.
 * Passwords always travel as md5 hex.
 */

/** md5 of the plain password, lower- or upper-case hex, as js-md5 / spark-md5 produce it. */
export const md5HexSchema = z.string().regex(/^[a-fA-F0-9]{32}$/, 'must be an md5 hex digest');

export const THEMES = ['classic', 'functional', 'plain', 'blend'] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;

/** `mobile@account` picks one of several accounts sharing a phone number (the sub-account rule). */

/**
 * POST /api/oauth/Login, form-urlencoded. grant_type=password: account + password (+ code/timestamp when
 * the login captcha is on). grant_type=sms: account = mobile or mobile@account, smsCode. A `jnpf_ticket`
 * of a confirmed scan-login ticket signs in without account or password.
 */
export const loginBodySchema = z.object({
  account: z.string().trim().max(100).optional(),
  password: z.union([md5HexSchema, z.literal('')]).optional(),
  grant_type: z.enum(['password', 'sms']).default('password'),
  code: z.string().trim().max(16).optional(),
  timestamp: z.string().trim().max(64).optional(),
  jnpf_ticket: z.string().trim().max(128).optional(),
  origin: z.string().trim().max(32).optional(),
  smsCode: z.string().trim().max(8).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

/** token is sent back verbatim as the Authorization header ('Bearer ' + opaque token). */
export const loginResponseSchema = z.object({ token: z.string(), theme: themeSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const loginConfigResponseSchema = z.object({
  enableVerificationCode: record.flag,
  verificationCodeNumber: z.number().int(),
});
export type LoginConfigResponse = z.infer<typeof loginConfigResponseSchema>;
/** GET /api/oauth/getConfig/{account} */
export const loginConfigParamsSchema = z.object({ account: z.string().max(100) });

/**
 * Captcha keys: the client's random string or timestamp. The original client uses `Math.random()`
 * ("0.5488135039273248"), hence the dot.
 */
export const captchaKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'letters, digits, ., - and _ only');
/** GET /api/file/ImageCode/{random}: the system config decides the length. */
export const captchaParamsSchema = z.object({ random: captchaKeySchema });
/**
 * GET /api/file/ImageCode/{len}/{timestamp} and the original login form's
 * GET /api/oauth/ImageCode/{len}/{timestamp}: a captcha of 3 to 6 characters.
 */
export const captchaOfLengthParamsSchema = z.object({
  len: z.coerce.number().int().min(3).max(6),
  timestamp: captchaKeySchema,
});

/** The test hooks (TEST_HOOKS=1 only): the code a user would read from the picture or the phone. */
export const testHookSmsParamsSchema = z.object({ mobile: z.string().regex(MOBILE_PATTERN) });
export const testHookCodeSchema = z.object({ code: z.string() });

/** POST /api/oauth/SmsCode: mobile, or mobile@account for a sub-account. */
export const smsCodeBodySchema = z.object({
  mobile: z
    .string()
    .trim()
    .refine((v) => MOBILE_PATTERN.test(v) || SUB_ACCOUNT_PATTERN.test(v), 'must be a mobile phone number'),
});
export const smsCodeResponseSchema = z.object({
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
  /** Seconds before another code may be requested for this number. */
  resendAfter: z.number().int(),
});

export const SCAN_STATUSES = ['waiting', 'scanned', 'confirmed', 'cancelled', 'expired', 'used'] as const;
export const scanStatusSchema = z.enum(SCAN_STATUSES);
export type ScanStatus = z.infer<typeof scanStatusSchema>;

/** POST /api/oauth/ScanLogin/Ticket: the login page shows a QR of location.origin + confirmPath. */
export const scanTicketResponseSchema = z.object({
  ticket: z.string(),
  /** Secret only the login page holds; polling needs it, so a photo of the QR cannot collect the token. */
  pollKey: z.string(),
  confirmPath: z.string(),
  expiresAt: z.number().int(),
});
export type ScanTicketResponse = z.infer<typeof scanTicketResponseSchema>;

export const scanTicketParamsSchema = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
export const scanTicketInfoSchema = z.object({ status: scanStatusSchema, expiresAt: z.number().int() });

export const scanPollBodySchema = z.object({
  ticket: z.string().max(64),
  pollKey: z.string().max(64),
});
/** token and theme are present exactly once: on the first poll after confirmation. */
export const scanPollResponseSchema = z.object({
  status: scanStatusSchema,
  token: z.string().optional(),
  theme: themeSchema.optional(),
});
export type ScanPollResponse = z.infer<typeof scanPollResponseSchema>;

/** POST /api/oauth/LockScreen (unlock). */
export const unlockBodySchema = z.object({
  account: z.string().trim().min(1).max(100),
  password: md5HexSchema,
});

/** POST /api/oauth/updatePasswordMessage: does the user have to (or should soon) change the password? */
export const passwordStatusSchema = z.object({
  mustChange: z.boolean(),
  /** initial: never changed and the policy demands it; expired/expiring: regular change (updateCycle). */
  reason: z.enum(['initial', 'expired', 'expiring']).nullable(),
  daysLeft: z.number().int().nullable(),
  /** Ready-to-show text in the caller's language, or null when nothing needs saying. */
  message: z.string().nullable(),
});
export type PasswordStatus = z.infer<typeof passwordStatusSchema>;

/** POST /api/permission/Users/Current/Actions/ModifyPassword; captcha is always required. */
export const modifyPasswordBodySchema = z.object({
  oldPassword: md5HexSchema,
  password: md5HexSchema,
  /** md5 of the repeated password; optional because the dialog already checks it (JNPF sends none). */
  validatePassword: md5HexSchema.optional(),
  code: z.string().trim().min(1).max(16),
  /** The captcha key; the original sends its `Math.random()` key as a JSON number. */
  timestamp: z.union([captchaKeySchema, z.number().transform(String).pipe(captchaKeySchema)]),
});
export type ModifyPasswordBody = z.infer<typeof modifyPasswordBodySchema>;

/** GET /api/permission/Users/Current/Sessions */
export const mySessionSchema = z.object({
  id: z.string(),
  /** Short label such as "Chrome · Windows". */
  device: z.string(),
  ip: z.string().nullable(),
  /** password | sms | scan */
  loginType: z.string(),
  createdAt: z.number().int(),
  lastSeen: z.number().int(),
  isCurrent: z.boolean(),
});
export type MySession = z.infer<typeof mySessionSchema>;
export const mySessionListSchema = z.array(mySessionSchema);
