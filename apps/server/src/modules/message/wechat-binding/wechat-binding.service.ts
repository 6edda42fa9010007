import {
  ButtonCode,
  type MyWechatBindings,
  type WechatBindQrCode,
  type WechatFollowerListQuery,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { findAccount } from '../account-config/account-config.repository.ts';
import { readAccount } from '../account-config/account-config.service.ts';
import { openSecret } from '../account-config/account-secrets.ts';
import { accessToken, apiUrl, mpTokenUrl } from '../send-config/third-party-sends.ts';
import { createBindScene, readBindScene } from './wechat-bind-scene.ts';
import {
  deleteWechatBinding,
  findEnabledMpAccounts,
  findMpAccountByCode,
  findUserWechatBindings,
  findWechatFollowersPage,
  updateWechatFollowingRow,
  upsertWechatBinding,
} from './wechat-binding.repository.ts';
import { readWechatEvent } from './wechat-event-xml.ts';
import { postMp } from './wechat-mp-call.ts';
import { isWechatSigned, type SignedQuery } from './wechat-signature.ts';

/*
 * 微信公众号 followers. WeChat calls an official account's server URL, `/message/WechatOpen/token/{enCode}`,
 * signed with the token of its server configuration (kept in the account's `agentId`, as the original
 * server reads it). A user binds themselves by scanning a QR code made for them (a signed scene naming
 * them, valid ten minutes): WeChat then pushes `subscribe` (a new follower, EventKey `qrscene_<scene>`)
 * or `SCAN` (already following, EventKey `<scene>`) with their openid, and the binding is stored.
 * `unsubscribe` marks the follower as gone; a later plain follow marks them back.
 */

const BIND_QR_SECONDS = 600;
const SCENE_PREFIX = 'qrscene_';

const sceneKey = (ctx: AppContext) => ctx.dataSources.passwordKey();

/** The account of a callback URL and its token, when WeChat's signature over the query holds. */
async function signedAccount(ctx: AppContext, enCode: string, query: SignedQuery) {
  const account = await findMpAccountByCode(ctx.db, enCode);
  if (!account || !isWechatSigned(account.agentId ?? '', query)) return undefined;
  return account;
}

/** GET …/token/{enCode}: the echo string when the call is WeChat's for this account, else undefined. */
export async function answerWechatHandshake(
  ctx: AppContext,
  enCode: string,
  query: SignedQuery & { echostr?: string },
) {
  return (await signedAccount(ctx, enCode, query)) ? (query.echostr ?? '') : undefined;
}

/** POST …/token/{enCode}: applies a follow, scan or unfollow event; false when the signature fails. */
export async function receiveWechatEvent(ctx: AppContext, enCode: string, query: SignedQuery, xml: string) {
  const account = await signedAccount(ctx, enCode, query);
  if (!account) return false;
  const event = readWechatEvent(xml);
  const openId = event.FromUserName;
  const originalId = openSecret(ctx, account.appKeyCipher);
  // Safe-mode pushes carry only `Encrypt`; they, and events of another account, change nothing.
  if (event.MsgType !== 'event' || !openId || (originalId && event.ToUserName !== originalId)) return true;
  const now = ctx.now();
  const target = { accountId: account.id, openId, now };
  if (event.Event === 'unsubscribe') {
    await updateWechatFollowingRow(ctx.db, { ...target, isFollowing: 0 });
    return true;
  }
  if (event.Event !== 'subscribe' && event.Event !== 'SCAN') return true;
  const key = event.EventKey ?? '';
  const scene =
    event.Event === 'subscribe' && key.startsWith(SCENE_PREFIX) ? key.slice(SCENE_PREFIX.length) : key;
  const userId = scene ? readBindScene(sceneKey(ctx), scene, now) : undefined;
  if (userId) await upsertWechatBinding(ctx.db, { ...target, userId });
  else if (event.Event === 'subscribe') await updateWechatFollowingRow(ctx.db, { ...target, isFollowing: 1 });
  return true;
}

async function enabledMpAccount(ctx: AppContext, id: string) {
  const account = await findAccount(ctx.db, id);
  if (account?.type !== '7' || account.enabledMark !== 1) throw notFound('wechatBinding.accountNotFound');
  return account;
}

/** POST /WechatOpen/BindQrCode/{id}: a temporary QR code (WeChat's QR_STR_SCENE) naming the caller. */
export async function createWechatBindQrCode(
  ctx: AppContext,
  caller: SessionUser,
  accountId: string,
): Promise<WechatBindQrCode> {
  const account = await enabledMpAccount(ctx, accountId);
  const expiresAt = new Date(ctx.now().getTime() + BIND_QR_SECONDS * 1000);
  const scene = createBindScene(sceneKey(ctx), caller.userId, expiresAt);
  const token = await accessToken(mpTokenUrl(ctx, account), '7');
  const url = apiUrl(ctx.config.weChatMpApiBase, 'cgi-bin/qrcode/create', { access_token: token });
  const answer = await postMp(url, {
    expire_seconds: BIND_QR_SECONDS,
    action_name: 'QR_STR_SCENE',
    action_info: { scene: { scene_str: scene } },
  });
  if (typeof answer.ticket !== 'string' || typeof answer.url !== 'string')
    throw badRequest('wechatBinding.qrRefused', {
      code: Number(answer.errcode ?? -1),
      reason: String(answer.errmsg ?? ''),
    });
  return { ticket: answer.ticket, url: answer.url, expireSeconds: BIND_QR_SECONDS };
}

/** GET /WechatOpen/MyBindings. */
export async function listMyWechatBindings(ctx: AppContext, caller: SessionUser): Promise<MyWechatBindings> {
  const [accounts, bindings] = await Promise.all([
    findEnabledMpAccounts(ctx.db),
    findUserWechatBindings(ctx.db, caller.userId),
  ]);
  const byAccount = new Map(bindings.map((b) => [b.accountId, b]));
  return {
    list: accounts.map((a) => {
      const b = byAccount.get(a.id);
      return {
        accountId: a.id,
        accountName: a.fullName,
        isBound: b !== undefined,
        isFollowing: b?.isFollowing ?? null,
        bindTime: b ? (b.updatedAt ?? b.createdAt).getTime() : null,
      };
    }),
  };
}

/** DELETE /WechatOpen/MyBindings/{id}: the caller's own binding only. */
export async function unbindMyWechat(ctx: AppContext, caller: SessionUser, accountId: string) {
  if (!(await deleteWechatBinding(ctx.db, accountId, { userId: caller.userId })))
    throw notFound('wechatBinding.notFound');
}

/** GET /AccountConfig/{id}/WechatUsers: needs the 公众号 menu. */
export async function listWechatFollowers(
  ctx: AppContext,
  caller: SessionUser,
  accountId: string,
  query: WechatFollowerListQuery,
) {
  const account = await readAccount(ctx, caller, accountId);
  if (account.type !== '7') throw notFound('wechatBinding.accountNotFound');
  const { rows, total } = await findWechatFollowersPage(ctx.db, {
    accountId,
    keyword: query.keyword,
    ...pageWindow(query),
  });
  const list = rows.map(({ row, realName, account: login }) => ({
    id: row.id,
    userId: row.userId,
    userName: `${realName}/${login}`,
    openId: row.openId,
    isFollowing: row.isFollowing,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  }));
  return pageOf(list, total, query);
}

/** DELETE /AccountConfig/{id}/WechatUsers/{bindingId}: needs the 公众号 menu's edit button. */
export async function removeWechatFollower(
  ctx: AppContext,
  caller: SessionUser,
  accountId: string,
  bindingId: string,
) {
  const account = await readAccount(ctx, caller, accountId, ButtonCode.edit);
  if (account.type !== '7') throw notFound('wechatBinding.accountNotFound');
  if (!(await deleteWechatBinding(ctx.db, accountId, { id: bindingId })))
    throw notFound('wechatBinding.notFound');
}
