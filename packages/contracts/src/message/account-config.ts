import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 消息中心 › 账号配置 (message-centre accounts): one table, one `type` per kind of account, as the
 * original keeps them. Secrets (SMTP password, app secret, app key, bearer token, basic password) are
 * stored sealed and answered as SECRET_MASK when set; sending SECRET_MASK back keeps the stored one.
 */

/** The original's type codes: 2 mail, 3 SMS, 4 DingTalk, 5 WeCom, 6 webhook, 7 official account. */
export const ACCOUNT_CONFIG_TYPES = ['2', '3', '4', '5', '6', '7'] as const;
export type AccountConfigType = (typeof ACCOUNT_CONFIG_TYPES)[number];
const accountType = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.enum(ACCOUNT_CONFIG_TYPES),
);

/** The fields answered as SECRET_MASK, never in clear. */
export const ACCOUNT_CONFIG_SECRETS = ['smtpPassword', 'appSecret', 'appKey', 'bearer', 'password'] as const;

const text = (max: number) => z.string().trim().max(max).nullish();
const intOrText = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z.number().int().min(0).max(99).optional(),
);

/* The original dialogs send the fields of every kind (blank when unused) and, on edit, the record they read. */
const accountFields = {
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50),
  type: accountType,
  addressorName: text(100),
  smtpServer: text(255),
  smtpPort: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  sslLink: intOrText,
  smtpUser: text(255),
  smtpPassword: text(500),
  channel: intOrText,
  smsSignature: text(100),
  appId: text(255),
  appSecret: text(500),
  endPoint: text(255),
  sdkAppId: text(255),
  appKey: text(500),
  zoneName: text(255),
  zoneParam: text(255),
  enterpriseId: text(255),
  agentId: text(255),
  webhookType: intOrText,
  webhookAddress: text(1000),
  approveType: intOrText,
  bearer: text(1000),
  userName: text(255),
  password: text(500),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: text(500),
  id: z.union([z.string().max(64), z.literal(0)]).nullish(),
  creatorTime: z.number().nullish(),
  creatorUserId: z.string().nullish(),
  lastModifyTime: z.number().nullish(),
  creatorUser: z.string().nullish(),
};

export const createAccountConfigBodySchema = z.object(accountFields);
export type CreateAccountConfigBody = z.infer<typeof createAccountConfigBodySchema>;
/** PUT: the whole form, as the original dialog sends it; `type` cannot change. */
export const updateAccountConfigBodySchema = createAccountConfigBodySchema;
export type UpdateAccountConfigBody = CreateAccountConfigBody;

/** POST /AccountConfig/{action}: the form being edited, plus the mail test's recipients (user ids). */
export const testAccountConfigBodySchema = createAccountConfigBodySchema.partial().extend({
  testSendEmail: z.array(z.string().max(64)).max(100).nullish(),
  testEmailTitle: text(200),
  testEmailContent: text(5000),
});
export type TestAccountConfigBody = z.infer<typeof testAccountConfigBodySchema>;

export const ACCOUNT_CONFIG_TESTS = [
  'testSendMail',
  'testQyWebChatConnect',
  'testDingTalkConnect',
  'testWebhook',
  'testMpConnect',
] as const;
export const accountConfigTestParamsSchema = z.object({ action: z.enum(ACCOUNT_CONFIG_TESTS) });

export const accountConfigInfoSchema = z.object({
  id: z.string(),
  type: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  addressorName: z.string().nullable(),
  smtpServer: z.string().nullable(),
  smtpPort: z.number().nullable(),
  sslLink: z.number().nullable(),
  smtpUser: z.string().nullable(),
  smtpPassword: z.string().nullable(),
  channel: z.number().nullable(),
  smsSignature: z.string().nullable(),
  appId: z.string().nullable(),
  appSecret: z.string().nullable(),
  endPoint: z.string().nullable(),
  sdkAppId: z.string().nullable(),
  appKey: z.string().nullable(),
  zoneName: z.string().nullable(),
  zoneParam: z.string().nullable(),
  enterpriseId: z.string().nullable(),
  agentId: z.string().nullable(),
  webhookType: z.number().nullable(),
  webhookAddress: z.string().nullable(),
  approveType: z.number().nullable(),
  bearer: z.string().nullable(),
  userName: z.string().nullable(),
  password: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  creatorUser: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type AccountConfigInfo = z.infer<typeof accountConfigInfoSchema>;

const blankNumber = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce.number().int().min(0).max(99).optional(),
);

/** GET /AccountConfig: one type's accounts, paged; keyword on name or code. */
export const accountConfigListQuerySchema = z.object({
  ...record.pageFields,
  type: accountType,
  keyword: record.keyword,
  enabledMark: blankNumber,
  channel: blankNumber,
  webhookType: blankNumber,
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
  menuId: z.string().max(64).optional(),
});
export type AccountConfigListQuery = z.infer<typeof accountConfigListQuerySchema>;
export const accountConfigListSchema = pagedSchema(accountConfigInfoSchema);
export const accountConfigCreatedSchema = record.createdId;
