import { z } from 'zod';
import { sysConfigSchema } from '../sys-config.ts';

/*
 * 微信配置 (/api/WeChat/MPConfig and /api/WeChat/QYHConfig): the official account's and the WeCom
 * (企业号) application's keys of the system config. The WeCom keys are the ones 系统配置's third-party
 * tab edits, so both screens show the same account. Secrets read as SECRET_MASK when set.
 */

const shape = sysConfigSchema.shape;

export const weChatMpConfigSchema = z.object({
  mpAppId: shape.mpAppId,
  mpAppSecret: shape.mpAppSecret,
  mpToken: shape.mpToken,
  mpEncodingAESKey: shape.mpEncodingAESKey,
});
export type WeChatMpConfig = z.infer<typeof weChatMpConfigSchema>;
export const WECHAT_MP_CONFIG_KEYS = Object.keys(weChatMpConfigSchema.shape) as (keyof WeChatMpConfig)[];

export const weChatQyhConfigSchema = z.object({
  qyhCorpId: shape.qyhCorpId,
  qyhAgentId: shape.qyhAgentId,
  qyhAgentSecret: shape.qyhAgentSecret,
  qyhCorpSecret: shape.qyhCorpSecret,
});
export type WeChatQyhConfig = z.infer<typeof weChatQyhConfigSchema>;
export const WECHAT_QYH_CONFIG_KEYS = Object.keys(weChatQyhConfigSchema.shape) as (keyof WeChatQyhConfig)[];

/** PUT: the form's keys (a secret sent as SECRET_MASK keeps the stored one). */
export const updateWeChatMpConfigBodySchema = weChatMpConfigSchema.partial().strict();
export const updateWeChatQyhConfigBodySchema = weChatQyhConfigSchema.partial().strict();

/** POST …/Actions/Test: the ID and secret the form holds now (SECRET_MASK: the stored secret). */
export const testWeChatMpBodySchema = z
  .object({ mpAppId: z.string().trim().min(1).max(200), mpAppSecret: shape.mpAppSecret })
  .strict();
export type TestWeChatMpBody = z.infer<typeof testWeChatMpBodySchema>;
export const testWeChatQyhBodySchema = z
  .object({ qyhCorpId: z.string().trim().min(1).max(200), qyhAgentSecret: shape.qyhAgentSecret })
  .strict();
export type TestWeChatQyhBody = z.infer<typeof testWeChatQyhBodySchema>;
