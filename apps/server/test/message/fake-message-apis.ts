import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local fake of the DingTalk (under /ding) and WeCom (under /wecom) message APIs: the token services
 * (GET /ding/gettoken?appkey&appsecret, GET /wecom/cgi-bin/gettoken?corpid&corpsecret) hand out a token
 * for the credentials below; POST /ding/topapi/message/corpconversation/asyncsend_v2 and
 * POST /wecom/cgi-bin/message/send accept the token, and WeCom names every user id starting with
 * `gone` in `invaliduser` as the real service does. The official account (under /mp): GET
 * /mp/cgi-bin/token?grant_type=client_credential&appid&secret (no errcode on success), POST
 * /mp/cgi-bin/qrcode/create answering a ticket and the QR content, POST /mp/cgi-bin/message/template/send
 * refusing an openid starting with `gone` with 43004 (require subscribe) as WeChat does.
 * Every request is recorded. Nothing leaves the machine.
 */

export const MESSAGE_API_CREDENTIALS = {
  appKey: 'ding-key',
  corpId: 'corp-9',
  mpAppId: 'wx-app',
  secret: 'app-secret',
} as const;
const TOKEN = 'msg-token';

export interface MessageApiCall {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

async function readJson(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

function answerOf(path: string, q: URLSearchParams, body: Record<string, unknown> | null) {
  const { appKey, corpId, mpAppId, secret } = MESSAGE_API_CREDENTIALS;
  if (path === '/mp/cgi-bin/token')
    return q.get('grant_type') === 'client_credential' &&
      q.get('appid') === mpAppId &&
      q.get('secret') === secret
      ? { access_token: TOKEN, expires_in: 7200 }
      : { errcode: 40125, errmsg: 'invalid appsecret' };
  if (path === '/ding/gettoken')
    return q.get('appkey') === appKey && q.get('appsecret') === secret
      ? { errcode: 0, access_token: TOKEN }
      : { errcode: 40089, errmsg: 'invalid appkey or appsecret' };
  if (path === '/wecom/cgi-bin/gettoken')
    return q.get('corpid') === corpId && q.get('corpsecret') === secret
      ? { errcode: 0, access_token: TOKEN }
      : { errcode: 40001, errmsg: 'invalid credential' };
  if (q.get('access_token') !== TOKEN) return { errcode: 40014, errmsg: 'invalid access_token' };
  if (path === '/ding/topapi/message/corpconversation/asyncsend_v2') return { errcode: 0, task_id: 7 };
  if (path === '/mp/cgi-bin/qrcode/create') {
    const scene = (body?.action_info as { scene?: { scene_str?: string } } | undefined)?.scene?.scene_str;
    return {
      ticket: `ticket-${scene}`,
      expire_seconds: body?.expire_seconds,
      url: `http://weixin.qq.com/q/${scene}`,
    };
  }
  if (path === '/mp/cgi-bin/message/template/send')
    return String(body?.touser ?? '').startsWith('gone')
      ? { errcode: 43004, errmsg: 'require subscribe' }
      : { errcode: 0, errmsg: 'ok', msgid: 200228332 };
  if (path === '/wecom/cgi-bin/message/send') {
    const gone = String(body?.touser ?? '')
      .split('|')
      .filter((id) => id.startsWith('gone'));
    return { errcode: 0, errmsg: 'ok', invaliduser: gone.join('|') };
  }
  return { errcode: 404, errmsg: 'no such api' };
}

export async function startFakeMessageApis() {
  const calls: MessageApiCall[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = request.method === 'POST' ? await readJson(request) : null;
    calls.push({ path: url.pathname, query: url.searchParams, body });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answerOf(url.pathname, url.searchParams, body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    /** The message calls (POSTs) received, in order. */
    sends: () => calls.filter((c) => c.body !== null),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
