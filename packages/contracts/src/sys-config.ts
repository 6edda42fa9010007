import { z } from 'zod';
import { ipAllowlistSchema } from './ip-allowlist.ts';
import { outboundAllowHostsSchema } from './outbound-allowlist.ts';
import * as record from './record-schemas.ts';
import {
  sysConfigMailShape,
  sysConfigThirdPartyShape,
  sysConfigWeChatMpShape,
} from './sys-config-channels.ts';
import { multiline } from './text-input.ts';

/**
 * System configuration (JNPF SysConfigModel): branding, login control and password policy.
 * Stored as key/value rows; these defaults fill any key that is missing.
 */
export const sysConfigSchema = z.object({
  // Branding
  title: z.string().max(100),
  sysName: z.string().max(100),
  sysVersion: z.string().max(50),
  copyright: z.string().max(200),
  companyName: z.string().max(100),
  companyContacts: z.string().max(50),
  companyTelePhone: z.string().max(50),
  companyEmail: z.string().max(100),
  /** Contact dialog: business and technical support phone numbers. */
  businessPhone: z.string().max(50),
  technicalPhone: z.string().max(50),
  logoIcon: z.string().max(300),
  loginIcon: z.string().max(300),
  navigationIcon: z.string().max(300),
  workLogoIcon: z.string().max(300),
  appIcon: z.string().max(300),
  sysDescription: multiline(z.string().max(500)),
  companyCode: z.string().max(50),
  companyAddress: z.string().max(200),
  // Login control
  /** 1 single login (a new login ends the account's other sessions), 2 concurrent logins allowed. */
  singleLogin: z.union([z.literal(1), z.literal(2)]),
  tokenTimeout: z
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30), // idle minutes
  passwordErrorsNumber: z.number().int().min(0).max(100), // 0 = never lock
  lockType: z.union([z.literal(1), z.literal(2)]), // 1 lock until an admin unlocks, 2 lock for lockTime minutes
  lockTime: z
    .number()
    .int()
    .min(1)
    .max(60 * 24),
  enableVerificationCode: record.flag,
  verificationCodeNumber: z.number().int().min(3).max(6),
  lastLoginTimeSwitch: record.flag,
  /** IP allowlist: when on, a sign-in from an address outside whiteListIp is refused. */
  whitelistSwitch: record.flag,
  whiteListIp: ipAllowlistSchema,
  /** Hosts, addresses and CIDR ranges outbound HTTP may reach although they are internal (loopback, private, link-local). */
  outboundAllowHosts: outboundAllowHostsSchema,
  // Password policy
  passwordStrengthLimit: record.flag,
  passwordLengthMin: record.flag,
  passwordLengthMinNumber: z.number().int().min(6).max(16),
  containsNumbers: record.flag,
  includeLowercaseLetters: record.flag,
  includeUppercaseLetters: record.flag,
  containsCharacters: record.flag,
  mandatoryModificationOfInitialPassword: record.flag,
  disableOldPassword: record.flag,
  disableTheNumberOfOldPasswords: z.number().int().min(1).max(24),
  /** Regular change: the password expires updateCycle days after the last change; warn updateInAdvance days before. */
  passwordIsUpdatedRegularly: record.flag,
  updateCycle: z.number().int().min(1).max(3650),
  updateInAdvance: z.number().int().min(0).max(365),
  newUserDefaultPassword: z.string().min(6).max(16),
  pageSize: z.number().int().min(10).max(500),
  /** 系统日志 are kept this many days, then deleted by the retention sweep; 0 keeps them forever. */
  logRetentionDays: z.number().int().min(0).max(3650),
  ...sysConfigMailShape,
  ...sysConfigThirdPartyShape,
  ...sysConfigWeChatMpShape,
  /** The platform's IANA time zone: dates the server writes into files and file names (exports) use it. */
  timeZone: z
    .string()
    .max(64)
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }),
});
export type SysConfig = z.infer<typeof sysConfigSchema>;

/** The keys of the password policy (a `pick` mask), in config order. */
export const PASSWORD_POLICY_KEYS = {
  passwordStrengthLimit: true,
  passwordLengthMin: true,
  passwordLengthMinNumber: true,
  containsNumbers: true,
  includeLowercaseLetters: true,
  includeUppercaseLetters: true,
  containsCharacters: true,
  mandatoryModificationOfInitialPassword: true,
  disableOldPassword: true,
  disableTheNumberOfOldPasswords: true,
  passwordIsUpdatedRegularly: true,
  updateCycle: true,
  updateInAdvance: true,
} as const;

/** The policy part of the config, as the public policy endpoint returns it. */
export const passwordPolicySchema = sysConfigSchema.pick(PASSWORD_POLICY_KEYS);
