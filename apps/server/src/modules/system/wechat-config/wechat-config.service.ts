import {
  type SysConfig,
  type TestWeChatMpBody,
  type TestWeChatQyhBody,
  WECHAT_MP_CONFIG_KEYS,
  WECHAT_QYH_CONFIG_KEYS,
  type WeChatMpConfig,
  type WeChatQyhConfig,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import { getSysConfigForScreen, saveSysConfig } from '../sys-config/sys-config-screen.service.ts';
import { judge, secretOf } from '../sys-config/sys-config-third.service.ts';

/* 微信配置: the official account's and the WeCom application's keys, kept in the system config. */

const pick = <K extends keyof SysConfig>(config: SysConfig, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, config[key]])) as Pick<SysConfig, K>;

/** GET /WeChat/MPConfig: secrets masked. */
export async function getWeChatMpConfig(ctx: AppContext): Promise<WeChatMpConfig> {
  return pick(await getSysConfigForScreen(ctx), WECHAT_MP_CONFIG_KEYS);
}

/** GET /WeChat/QYHConfig: the keys 系统配置's WeCom tab edits too, secrets masked. */
export async function getWeChatQyhConfig(ctx: AppContext): Promise<WeChatQyhConfig> {
  return pick(await getSysConfigForScreen(ctx), WECHAT_QYH_CONFIG_KEYS);
}

/** PUT /WeChat/MPConfig and /WeChat/QYHConfig: saved as 系统配置 saves (a masked secret is kept). */
export function saveWeChatConfig(
  ctx: AppContext,
  body: Partial<WeChatMpConfig> | Partial<WeChatQyhConfig>,
  callerIp: string,
): Promise<void> {
  return saveSysConfig(ctx, body, callerIp);
}

/** POST /WeChat/MPConfig/Actions/Test: GET {WECHAT_MP_API_BASE}/cgi-bin/token?grant_type=client_credential&appid&secret. */
export async function testWeChatMpConnection(ctx: AppContext, body: TestWeChatMpBody): Promise<void> {
  const stored = await getSysConfig(ctx);
  const url = new URL(`${ctx.config.weChatMpApiBase}/cgi-bin/token`);
  url.searchParams.set('grant_type', 'client_credential');
  url.searchParams.set('appid', body.mpAppId);
  url.searchParams.set('secret', secretOf(body.mpAppSecret, stored.mpAppSecret));
  await judge(url);
}

/** POST /WeChat/QYHConfig/Actions/Test: GET {WECOM_API_BASE}/cgi-bin/gettoken?corpid&corpsecret (application secret). */
export async function testWeChatQyhConnection(ctx: AppContext, body: TestWeChatQyhBody): Promise<void> {
  const stored = await getSysConfig(ctx);
  const url = new URL(`${ctx.config.weComApiBase}/cgi-bin/gettoken`);
  url.searchParams.set('corpid', body.qyhCorpId);
  url.searchParams.set('corpsecret', secretOf(body.qyhAgentSecret, stored.qyhAgentSecret));
  await judge(url);
}
