import { SECRET_MASK } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { probeAccessToken } from './access-token-probe.ts';
import { getSysConfig } from './sys-config.service.ts';

/** The form's secret, or the stored one when the form sends the mask back. */
export const secretOf = (sent: string | undefined, stored: string) =>
  sent === SECRET_MASK ? stored : (sent ?? '');

/** Calls a token endpoint; a refusal or an unreachable service is a 400 naming it. */
export async function judge(url: URL): Promise<void> {
  const result = await probeAccessToken(url);
  if (result.isOk) return;
  if (result.code === 'unreachable') throw badRequest('sysConfig.thirdUnreachable');
  throw badRequest('sysConfig.thirdRejected', { code: result.code, reason: result.reason });
}

/** POST /system/SysConfig/{type}/testQyWebChatConnect: type 0 the application secret, 1 the sync secret. */
export async function testWeComConnection(
  ctx: AppContext,
  type: '0' | '1',
  body: { qyhCorpId: string; qyhAgentSecret?: string; qyhCorpSecret?: string },
): Promise<void> {
  const stored = await getSysConfig(ctx);
  const secret =
    type === '0'
      ? secretOf(body.qyhAgentSecret, stored.qyhAgentSecret)
      : secretOf(body.qyhCorpSecret, stored.qyhCorpSecret);
  const url = new URL(`${ctx.config.weComApiBase}/cgi-bin/gettoken`);
  url.searchParams.set('corpid', body.qyhCorpId);
  url.searchParams.set('corpsecret', secret);
  await judge(url);
}

/** POST /system/SysConfig/testDingTalkConnect. */
export async function testDingTalkConnection(
  ctx: AppContext,
  body: { dingSynAppKey: string; dingSynAppSecret: string },
): Promise<void> {
  const stored = await getSysConfig(ctx);
  const url = new URL(`${ctx.config.dingTalkApiBase}/gettoken`);
  url.searchParams.set('appkey', body.dingSynAppKey);
  url.searchParams.set('appsecret', secretOf(body.dingSynAppSecret, stored.dingSynAppSecret));
  await judge(url);
}
