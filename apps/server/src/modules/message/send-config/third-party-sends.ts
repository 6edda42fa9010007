import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { probeAccessToken } from '../../system/sys-config/access-token-probe.ts';
import { postThird, ThirdUnreachableError } from '../../system/third-sync/third-api.ts';
import type { AccountRow } from '../account-config/account-config.repository.ts';
import { openSecret } from '../account-config/account-secrets.ts';
import type { TemplateRow } from '../message-template/message-template.repository.ts';
import { findWechatBindingsOf } from '../wechat-binding/wechat-binding.repository.ts';
import { findThirdUserIds, type Receiver } from './send-config.repository.ts';
import { typeName } from './send-config.service.ts';

/*
 * Sends through the documented server APIs of DingTalk and WeCom, at the deployment's API bases
 * (DINGTALK_API_BASE, WECOM_API_BASE) through the outbound guard: an access token from the account's
 * credentials, then one JSON POST with it in the query.
 * DingTalk  GET gettoken?appkey&appsecret, POST topapi/message/corpconversation/asyncsend_v2
 *           {agent_id, userid_list: 'a,b', msg: {msgtype: 'text', text: {content}}}
 * WeCom     GET cgi-bin/gettoken?corpid&corpsecret, POST cgi-bin/message/send
 *           {touser: 'a|b', msgtype: 'text', agentid, text: {content}}; `invaliduser` names refused users
 * Official account  GET cgi-bin/token?grant_type=client_credential&appid&secret, one POST
 *           cgi-bin/message/template/send {touser: openid, template_id, data: {key: {value}}} per follower.
 * Work-app receivers are addressed by the ids directory sync gave them; a user never synced is a failure of that
 * user alone. A refused token or message fails the whole row.
 */

/** Why a receiver did not get the message, by user id. */
export type UserFailures = Map<string, AppError>;

export function apiUrl(base: string, path: string, query: Record<string, string>): URL {
  const url = new URL(`${base}/${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

export async function accessToken(url: URL, type: string): Promise<string> {
  const answer = await probeAccessToken(url);
  if (answer.isOk) return answer.token;
  const name = typeName(type);
  if (answer.code === 'unreachable') throw badRequest('sendConfig.thirdUnreachable', { type: name });
  throw badRequest('sendConfig.thirdRejected', { type: name, code: answer.code, reason: answer.reason });
}

export async function postMessage(url: URL, type: string, body: unknown): Promise<Record<string, unknown>> {
  const name = typeName(type);
  try {
    const answer = await postThird(url, body);
    if (answer.isOk) return answer.body;
    throw badRequest('sendConfig.thirdRejected', { type: name, code: answer.code, reason: answer.reason });
  } catch (error) {
    if (error instanceof ThirdUnreachableError)
      throw badRequest('sendConfig.thirdUnreachable', { type: name });
    throw error;
  }
}

/** The receivers' ids at the service; those without one go to `failures`. */
async function thirdIdsOf(
  ctx: AppContext,
  thirdType: '1' | '2',
  type: string,
  receivers: readonly Receiver[],
  failures: UserFailures,
) {
  const ids = await findThirdUserIds(
    ctx.db,
    thirdType,
    receivers.map((r) => r.id),
  );
  for (const r of receivers)
    if (!ids.has(r.id)) failures.set(r.id, badRequest('sendConfig.userNotSynced', { type: typeName(type) }));
  return ids;
}

/** How one service is reached: its token call, its message call, and the users its answer refuses. */
interface WorkApp {
  /** The directory sync target whose ids address the users: '1' WeCom, '2' DingTalk. */
  thirdType: '1' | '2';
  /** The message type, for the failure texts. */
  type: string;
  tokenUrl(ctx: AppContext, account: AccountRow): URL;
  sendUrl(ctx: AppContext, token: string): URL;
  body(account: AccountRow, thirdIds: string[], content: string): unknown;
  refused(answer: Record<string, unknown>): string[];
}

const dingTalk: WorkApp = {
  thirdType: '2',
  type: '4',
  tokenUrl: (ctx, account) =>
    apiUrl(ctx.config.dingTalkApiBase, 'gettoken', {
      appkey: account.appId ?? '',
      appsecret: openSecret(ctx, account.appSecretCipher),
    }),
  sendUrl: (ctx, token) =>
    apiUrl(ctx.config.dingTalkApiBase, 'topapi/message/corpconversation/asyncsend_v2', {
      access_token: token,
    }),
  body: (account, thirdIds, content) => ({
    agent_id: Number(account.agentId),
    userid_list: thirdIds.join(','),
    msg: { msgtype: 'text', text: { content } },
  }),
  refused: () => [],
};

const weCom: WorkApp = {
  thirdType: '1',
  type: '5',
  tokenUrl: (ctx, account) =>
    apiUrl(ctx.config.weComApiBase, 'cgi-bin/gettoken', {
      corpid: account.enterpriseId ?? '',
      corpsecret: openSecret(ctx, account.appSecretCipher),
    }),
  sendUrl: (ctx, token) => apiUrl(ctx.config.weComApiBase, 'cgi-bin/message/send', { access_token: token }),
  body: (account, thirdIds, content) => ({
    touser: thirdIds.join('|'),
    msgtype: 'text',
    agentid: Number(account.agentId),
    text: { content },
  }),
  refused: (answer) => (typeof answer.invaliduser === 'string' ? answer.invaliduser.split('|') : []),
};

const WORK_APPS: Record<'4' | '5', WorkApp> = { '4': dingTalk, '5': weCom };

/** Sends a text message through DingTalk ('4') or WeCom ('5') to the receivers synced there. */
export async function sendWorkAppMessage(
  ctx: AppContext,
  type: '4' | '5',
  account: AccountRow,
  receivers: readonly Receiver[],
  content: string,
): Promise<UserFailures> {
  const app = WORK_APPS[type];
  const failures: UserFailures = new Map();
  const ids = await thirdIdsOf(ctx, app.thirdType, type, receivers, failures);
  if (ids.size === 0) return failures;
  const token = await accessToken(app.tokenUrl(ctx, account), type);
  const answer = await postMessage(
    app.sendUrl(ctx, token),
    type,
    app.body(account, [...ids.values()], content),
  );
  const refused = new Set(app.refused(answer));
  for (const [userId, thirdId] of ids)
    if (refused.has(thirdId))
      failures.set(userId, badRequest('sendConfig.userRefused', { type: typeName(type) }));
  return failures;
}

/** The official account's access-token URL for the account's AppID and secret. */
export const mpTokenUrl = (ctx: AppContext, account: AccountRow) =>
  apiUrl(ctx.config.weChatMpApiBase, 'cgi-bin/token', {
    grant_type: 'client_credential',
    appid: account.appId ?? '',
    secret: openSecret(ctx, account.appSecretCipher),
  });

/**
 * A template's keywords for WeChat: each provider variable (`first`, `keyword1`, or as the original
 * wrote them `{{first.DATA}}`) with the value of the template field it maps to.
 */
export function mpTemplateData(template: TemplateRow, values: ReadonlyMap<string, string>) {
  const data: Record<string, { value: string }> = {};
  for (const f of template.smsFields) {
    const key = f.smsField.replace(/^\{\{/, '').replace(/(\.DATA)?\}\}$/, '');
    data[key] = { value: (f.field && values.get(f.field)) ?? '' };
  }
  return data;
}

/**
 * A template message of the official account goes to each receiver's openid there, learned when the
 * user bound the account by scanning its QR code; a receiver never bound, or who unfollowed, fails
 * alone and nothing is sent to them. One call per follower: WeChat addresses one openid per message,
 * and its refusal of one (errcode, errmsg) is that receiver's failure.
 */
export async function sendOfficialAccount(
  ctx: AppContext,
  account: AccountRow,
  receivers: readonly Receiver[],
  message: { template: TemplateRow; values: ReadonlyMap<string, string> },
): Promise<UserFailures> {
  const failures: UserFailures = new Map();
  const bindings = await findWechatBindingsOf(
    ctx.db,
    account.id,
    receivers.map((r) => r.id),
  );
  const followers: [string, string][] = [];
  for (const r of receivers) {
    const binding = bindings.get(r.id);
    if (!binding) failures.set(r.id, badRequest('sendConfig.userNoOpenId'));
    else if (binding.isFollowing !== 1) failures.set(r.id, badRequest('sendConfig.userUnfollowed'));
    else followers.push([r.id, binding.openId]);
  }
  if (followers.length === 0) return failures;
  const templateId = message.template.templateCode;
  if (!templateId) throw badRequest('sendConfig.templateCodeMissing');
  const token = await accessToken(mpTokenUrl(ctx, account), '7');
  const sendUrl = apiUrl(ctx.config.weChatMpApiBase, 'cgi-bin/message/template/send', {
    access_token: token,
  });
  const data = mpTemplateData(message.template, message.values);
  for (const [userId, openId] of followers) {
    try {
      await postMessage(sendUrl, '7', { touser: openId, template_id: templateId, data });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failures.set(userId, error);
    }
  }
  return failures;
}
