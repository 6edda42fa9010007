import { z } from 'zod';
import * as record from './record-schemas.ts';

/*
 * The outbound channels of the system config, as the original settings screen names them: the mail
 * account every system mail is sent from, the SMS provider, and the WeCom (企业微信) and DingTalk
 * (钉钉) applications used for directory sync. Secrets among them never leave the server in clear.
 */

const host = z.string().max(200);
const port = z.number().int().min(0).max(65535);
const text = (max: number) => z.string().max(max);

export const sysConfigMailShape = {
  emailSmtpHost: host,
  emailSmtpPort: port,
  emailPop3Host: host,
  emailPop3Port: port,
  emailSenderName: text(100),
  emailAccount: text(200),
  emailPassword: text(200),
  /** 1: the SMTP connection is TLS from the start (usually port 465). */
  emailSsl: record.flag,
};

export const sysConfigThirdPartyShape = {
  /** SMS provider: '1' Aliyun, '2' Tencent Cloud. */
  smsCompany: z.enum(['1', '2']),
  smsKeyId: text(200),
  smsKeySecret: text(200),
  smsSignName: text(100),
  domain: text(200),
  region: text(100),
  version: text(50),
  qyhCorpId: text(200),
  qyhAgentId: text(200),
  qyhAgentSecret: text(200),
  qyhCorpSecret: text(200),
  /** Push organization / user changes to WeCom as they happen. */
  qyhIsSynOrg: record.flag,
  qyhIsSynUser: record.flag,
  dingSynAppKey: text(200),
  dingSynAppSecret: text(200),
  dingAgentId: text(200),
  dingSynIsSynOrg: record.flag,
  dingSynIsSynUser: record.flag,
};

/** The WeChat official account (微信配置 › 公众号配置): developer ID, secret and message-server keys. */
export const sysConfigWeChatMpShape = {
  mpAppId: text(200),
  mpAppSecret: text(200),
  mpToken: text(200),
  mpEncodingAESKey: text(200),
};

/** Config keys holding secrets: read back masked, and a masked value written back keeps the stored one. */
export const SYS_CONFIG_SECRET_KEYS = [
  'emailPassword',
  'smsKeySecret',
  'qyhAgentSecret',
  'qyhCorpSecret',
  'dingSynAppSecret',
  'mpAppSecret',
  'mpToken',
  'mpEncodingAESKey',
] as const;
export type SysConfigSecretKey = (typeof SYS_CONFIG_SECRET_KEYS)[number];

/** What a set secret reads as; sending it back means "unchanged". */
export const SECRET_MASK = '******';
