import { ButtonCode, type TestAccountConfigBody } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { outboundFetch } from '../../../shared/outbound/outbound-fetch.ts';
import { outboundAllowHosts } from '../../system/sys-config/outbound-allow-hosts.ts';
import { probeSmtp, SmtpProbeError } from '../../system/sys-config/smtp-probe.ts';
import { SMTP_FAILURE_MESSAGES } from '../../system/sys-config/sys-config-mail.service.ts';
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
  const target = { ...body, bearer: secret('bearer'), password: secret('password') };
  return postWebhook(ctx, target, webhookText('connection test'));
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
    if (error instanceof SmtpProbeError) throw badRequest(SMTP_FAILURE_MESSAGES[error.reason]);
    throw error;
  }
}

/** A webhook's address and credentials: approveType 2 sends `Authorization: Bearer …`, 3 basic credentials. */
export interface WebhookTarget {
  webhookAddress?: string | null;
  approveType?: number | null;
  userName?: string | null;
  bearer: string;
  password: string;
}

/** POSTs a JSON payload to a webhook through the outbound guard; a 2xx answer passes. */
export async function postWebhook(ctx: AppContext, target: WebhookTarget, payload: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (target.approveType === 2) headers.authorization = `Bearer ${target.bearer}`;
  if (target.approveType === 3) {
    const basic = Buffer.from(`${target.userName ?? ''}:${target.password}`).toString('base64');
    headers.authorization = `Basic ${basic}`;
  }
  // A refused address or a failed call throws OutboundError (400 naming the reason).
  const answer = await outboundFetch(required(target.webhookAddress, 'webhookAddress'), {
    method: 'POST',
    headers,
    body: JSON.stringify(payload),
    maxRedirects: 0,
    maxBytes: 16_384,
    allowHosts: await outboundAllowHosts(ctx),
  });
  if (answer.status < 200 || answer.status >= 300) {
    throw badRequest('accountConfig.webhookFailed', { reason: `HTTP ${answer.status}` });
  }
}

/** The text message DingTalk and WeCom robots accept. */
export const webhookText = (content: string) => ({ msgtype: 'text', text: { content } });
