import { ButtonCode, type MessageKey, type TestAccountConfigBody } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { outboundFetch } from '../../../shared/outbound/outbound-fetch.ts';
import { outboundAllowHosts } from '../../system/sys-config/outbound-allow-hosts.ts';
import { probeSmtp, SmtpProbeError, type SmtpProbeFailure } from '../../system/sys-config/smtp-probe.ts';
import { judge } from '../../system/sys-config/sys-config-third.service.ts';
import { findAccount } from './account-config.repository.ts';
import { requireTypeGrant } from './account-config.service.ts';
import { secretForTest } from './account-secrets.ts';

/*
 * The connection tests of the form being edited (its masked secrets mean the stored ones of `id`):
 * mail signs in to the SMTP server, WeCom, DingTalk and the official account ask for an access token
 * at the deployment's API bases, a webhook is called through the outbound guard (an internal address
 * only when the administrator allow-listed it).
 */

const ACTION_TYPES = {
  testSendMail: '2',
  testDingTalkConnect: '4',
  testQyWebChatConnect: '5',
  testWebhook: '6',
  testMpConnect: '7',
} as const;
export type AccountTestAction = keyof typeof ACTION_TYPES;

const SMTP_FAILURES: Record<SmtpProbeFailure, MessageKey> = {
  unreachable: 'sysConfig.emailUnreachable',
  timeout: 'sysConfig.emailTimeout',
  notSmtp: 'sysConfig.emailNotSmtp',
  tls: 'sysConfig.emailTls',
  authRejected: 'sysConfig.emailAuthRejected',
};

const required = (value: string | null | undefined, field: string): string => {
  if (!value) throw badRequest('accountConfig.missingField', { field });
  return value;
};

export async function testAccountConfig(
  ctx: AppContext,
  caller: SessionUser,
  action: AccountTestAction,
  body: TestAccountConfigBody,
): Promise<void> {
  await requireTypeGrant(ctx, caller, ACTION_TYPES[action], ButtonCode.test);
  const stored = typeof body.id === 'string' ? await findAccount(ctx.db, body.id) : undefined;
  const owned = stored && stored.type === ACTION_TYPES[action] ? stored : undefined;
  const secret = (field: 'smtpPassword' | 'appSecret' | 'appKey' | 'bearer' | 'password') =>
    secretForTest(ctx, field, body[field], owned);
  if (action === 'testSendMail') return testSmtp(body, secret('smtpPassword'));
  if (action === 'testQyWebChatConnect') {
    const url = new URL(`${ctx.config.weComApiBase}/cgi-bin/gettoken`);
    url.searchParams.set('corpid', required(body.enterpriseId, 'enterpriseId'));
    url.searchParams.set('corpsecret', required(secret('appSecret'), 'appSecret'));
    return judge(url);
  }
  if (action === 'testDingTalkConnect') {
    const url = new URL(`${ctx.config.dingTalkApiBase}/gettoken`);
    url.searchParams.set('appkey', required(body.appId, 'appId'));
    url.searchParams.set('appsecret', required(secret('appSecret'), 'appSecret'));
    return judge(url);
  }
  if (action === 'testMpConnect') {
    const url = new URL(`${ctx.config.weChatMpApiBase}/cgi-bin/token`);
    url.searchParams.set('grant_type', 'client_credential');
    url.searchParams.set('appid', required(body.appId, 'appId'));
    url.searchParams.set('secret', required(secret('appSecret'), 'appSecret'));
    return judge(url);
  }
  return testWebhook(ctx, body, secret('bearer'), secret('password'));
}

async function testSmtp(body: TestAccountConfigBody, password: string) {
  try {
    await probeSmtp({
      host: required(body.smtpServer, 'smtpServer'),
      port: body.smtpPort ?? 25,
      isTls: body.sslLink === 1,
      account: required(body.smtpUser, 'smtpUser'),
      password: required(password, 'smtpPassword'),
    });
  } catch (error) {
    if (error instanceof SmtpProbeError) throw badRequest(SMTP_FAILURES[error.reason]);
    throw error;
  }
}

/** approveType 2 sends `Authorization: Bearer …`, 3 basic credentials; a 2xx answer passes. */
async function testWebhook(ctx: AppContext, body: TestAccountConfigBody, bearer: string, password: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (body.approveType === 2) headers.authorization = `Bearer ${bearer}`;
  if (body.approveType === 3) {
    headers.authorization = `Basic ${Buffer.from(`${body.userName ?? ''}:${password}`).toString('base64')}`;
  }
  const content = JSON.stringify({ msgtype: 'text', text: { content: 'connection test' } });
  // A refused address or a failed call throws OutboundError (400 naming the reason).
  const answer = await outboundFetch(required(body.webhookAddress, 'webhookAddress'), {
    method: 'POST',
    headers,
    body: content,
    maxRedirects: 0,
    maxBytes: 16_384,
    allowHosts: await outboundAllowHosts(ctx),
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw badRequest('accountConfig.webhookFailed', { reason: `HTTP ${answer.status}` });
  }
}
