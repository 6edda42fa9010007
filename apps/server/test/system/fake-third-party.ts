import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local fake of the WeCom (under /wecom), DingTalk (under /ding) and official-account (under /mp) server
 * APIs the platform calls: the token services (GET /wecom/cgi-bin/gettoken?corpid&corpsecret, where the
 * secret may be the directory's or an application's; GET /ding/gettoken?appkey&appsecret;
 * GET /mp/cgi-bin/token?grant_type=client_credential&appid&secret, which omits errcode on success)
 * and the directory calls (POST /wecom/cgi-bin/department|user/create|update,
 * POST /ding/topapi/v2/department|user/create|update). It hands out ids as the services do, refuses
 * a department or user whose name contains REFUSE, and records every request it received.
 * Nothing leaves the machine.
 */

export const FAKE_TOKEN = 'tok';
export const FAKE_CREDENTIALS = {
  qyhCorpId: 'corp-1',
  qyhCorpSecret: 'wecom-secret',
  qyhAgentSecret: 'agent-secret',
  dingSynAppKey: 'key-1',
  dingSynAppSecret: 'ding-secret',
  mpAppId: 'wx-app',
  mpAppSecret: 'mp-secret',
} as const;

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
  /** What the fake answered. */
  answer?: Record<string, unknown>;
}

export interface FakeThirdParty {
  base: string;
  calls: FakeCall[];
  /** The directory calls received under `prefix` ('/wecom' or '/ding'), in order. */
  directoryCalls(prefix: string): FakeCall[];
  /** Holds every answer from now on until the returned release is called (calls are still recorded). */
  hold(): () => void;
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<Record<string, unknown> | null> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
};

function tokenAnswer(path: string, q: URLSearchParams) {
  if (path === '/mp/cgi-bin/token') {
    const isRight =
      q.get('grant_type') === 'client_credential' &&
      q.get('appid') === FAKE_CREDENTIALS.mpAppId &&
      q.get('secret') === FAKE_CREDENTIALS.mpAppSecret;
    return isRight
      ? { access_token: FAKE_TOKEN, expires_in: 7200 }
      : { errcode: 40125, errmsg: 'invalid appsecret' };
  }
  const wecomSecrets: string[] = [FAKE_CREDENTIALS.qyhCorpSecret, FAKE_CREDENTIALS.qyhAgentSecret];
  const isRight =
    (path === '/wecom/cgi-bin/gettoken' &&
      q.get('corpid') === FAKE_CREDENTIALS.qyhCorpId &&
      wecomSecrets.includes(q.get('corpsecret') ?? '')) ||
    (path === '/ding/gettoken' &&
      q.get('appkey') === FAKE_CREDENTIALS.dingSynAppKey &&
      q.get('appsecret') === FAKE_CREDENTIALS.dingSynAppSecret);
  return isRight
    ? { errcode: 0, errmsg: 'ok', access_token: FAKE_TOKEN, expires_in: 7200 }
    : { errcode: 40001, errmsg: 'invalid credential' };
}

export async function startFakeThirdParty(): Promise<FakeThirdParty> {
  const calls: FakeCall[] = [];
  let nextDepartment = 100;
  let held: Promise<void> = Promise.resolve();
  const directory = (path: string, body: Record<string, unknown> | null) => {
    const name = typeof body?.name === 'string' ? body.name : '';
    if (name.includes('REFUSE')) return { errcode: 60008, errmsg: 'name refused by fake' };
    nextDepartment += 1;
    if (path === '/wecom/cgi-bin/department/create')
      return { errcode: 0, errmsg: 'created', id: nextDepartment };
    if (path === '/ding/topapi/v2/department/create')
      return { errcode: 0, errmsg: 'ok', result: { dept_id: nextDepartment } };
    if (path === '/ding/topapi/v2/user/create')
      return { errcode: 0, errmsg: 'ok', result: { userid: body?.userid } };
    return { errcode: 0, errmsg: 'ok' };
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = request.method === 'POST' ? await readBody(request) : null;
    const call: FakeCall = {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
    };
    calls.push(call);
    await held;
    const q = url.searchParams;
    if (q.get('corpid') === 'gateway-error') {
      response.statusCode = 502;
      response.end('<html>Bad Gateway</html>');
      return;
    }
    response.setHeader('content-type', 'application/json');
    if (url.pathname.endsWith('/gettoken') || url.pathname.endsWith('/cgi-bin/token'))
      call.answer = tokenAnswer(url.pathname, q);
    else if (q.get('access_token') !== FAKE_TOKEN)
      call.answer = { errcode: 40014, errmsg: 'invalid access_token' };
    else call.answer = directory(url.pathname, body);
    response.end(JSON.stringify(call.answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    directoryCalls: (prefix) => calls.filter((c) => c.path.startsWith(prefix) && c.method === 'POST'),
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
