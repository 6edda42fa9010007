import { describe, expect, it } from 'vitest';
import { pathVariants } from '../../src/http/register-routes.ts';
import type { RouteDefinition } from '../../src/http/route.ts';
import { MESSAGE_SOCKET_ROUTES } from '../../src/modules/message/realtime/socket-route.ts';
import { buildTestApp } from '../build-test-app.ts';
import { adminToken } from '../oauth/oauth-helpers.ts';
import { useTestApp } from '../support/test-app.ts';

/**
 * Every route that needs no token, by method and path. A new public route fails this test until it is
 * added here on purpose, so nothing becomes public by accident.
 */
const PUBLIC_ROUTES = [
  'GET /health',
  'POST /oauth/Login',
  'GET /oauth/getConfig/:account',
  'POST /oauth/SmsCode',
  'GET /oauth/PasswordPolicy',
  // The login page's system name, logos and copyright (what every login page shows anyway).
  'GET /oauth/getLoginConfig',
  'GET /file/ImageCode/:random',
  'GET /file/ImageCode/:len/:timestamp',
  'GET /oauth/ImageCode/:len/:timestamp',
  'POST /oauth/ScanLogin/Ticket',
  'POST /oauth/ScanLogin/Poll',
  'GET /file/Image/userAvatar/:id',
  // The system config's logos: the login page shows them before anyone signs in.
  'GET /file/Image/systemLogo/:id',
  // A signed, short-lived link (the original client navigates the browser to it); it names the user.
  'GET /file/Download',
  // Outside systems call a granted data interface signed with their app secret (接口认证), no session.
  'GET /system/DataInterface/:id/Actions/Response',
  'POST /system/DataInterface/:id/Actions/Response',
  // WeChat calls an official account's server URL (check and event pushes), signed with the account token.
  'GET /message/WechatOpen/token/:enCode',
  'POST /message/WechatOpen/token/:enCode',
  // A design's public form and list (外链), each call checked by the link's signed token.
  'GET /visualdev/ShortLink/getConfig/:id',
  'POST /visualdev/ShortLink/checkPwd',
  'GET /visualdev/ShortLink/:modelId/Config',
  'POST /visualdev/ShortLink/:modelId',
  'GET /visualdev/ShortLink/:modelId/:id/DataChange',
  'POST /visualdev/ShortLink/:modelId/ListLink',
  'GET /visualdev/ShortLink/:modelId/Field/:field/Dictionary',
  'POST /visualdev/ShortLink/:modelId/Field/:field/Interface',
  'GET /visualdev/ShortLink/:modelId/Field/:field/Area/:parentId',
].sort();

/**
 * Signed-in routes that stay open while the initial password must still be changed (ADR 0005): the
 * change itself and what the shell needs around the forced dialog. Listed on purpose, like the public ones.
 */
const BEFORE_PASSWORD_CHANGE_ROUTES = [
  'GET /oauth/CurrentUser',
  'POST /permission/Users/Current/Actions/ModifyPassword',
  'POST /oauth/updatePasswordMessage',
  'GET /oauth/Logout',
  'POST /oauth/LockScreen/Lock',
  'POST /oauth/LockScreen',
  'GET /permission/Users/Current/BaseInfo',
].sort();

/** Public too, but only registered with TEST_HOOKS=1, which config.ts refuses in production. */
const TEST_HOOK_ROUTES = ['GET /oauth/TestHooks/Captcha/:random', 'GET /oauth/TestHooks/Sms/:mobile'].sort();

const label = (r: RouteDefinition) => `${r.method} ${r.path}`;
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'dummy-id');

/** Every URL a route answers on: both prefixes, the /Action/ alias of /Actions/ and /System/ for /system/. */
function urlsOf(route: RouteDefinition): string[] {
  return pathVariants(route.path).flatMap((p) => [`/api${concrete(p)}`, `/cloud-api/api${concrete(p)}`]);
}

const t = useTestApp();

describe('the route table', () => {
  it('classifies every public route explicitly', () => {
    const isTestHook = (r: RouteDefinition) => TEST_HOOK_ROUTES.includes(label(r));
    const publicRoutes = t.routes.filter((r) => r.access.kind === 'public' && !isTestHook(r)).map(label);
    expect(publicRoutes.sort()).toEqual(PUBLIC_ROUTES);
    expect(t.routes.filter(isTestHook).map(label).sort()).toEqual(TEST_HOOK_ROUTES);
  });

  it('classifies every route open before the initial password change explicitly', () => {
    const open = t.routes.filter(
      (r) => r.access.kind === 'authenticated' && r.access.allowBeforePasswordChange,
    );
    expect(open.map(label).sort()).toEqual(BEFORE_PASSWORD_CHANGE_ROUTES);
  });

  it('answers 401 (HTTP 403) 请先修改初始密码 on every other signed-in route until the initial password is changed', async () => {
    // The seeded admin has never changed the password and the seed sets mandatoryModificationOfInitialPassword=1.
    const token = await adminToken(t);
    const blocked = t.routes.filter(
      (r) => r.access.kind !== 'public' && !BEFORE_PASSWORD_CHANGE_ROUTES.includes(label(r)),
    );
    expect(blocked.map(label)).toEqual(
      expect.arrayContaining([
        'GET /message',
        'GET /message/SmsOutbox',
        'PUT /permission/Users/Current/BaseInfo',
      ]),
    );
    for (const route of blocked) {
      const res = await t.call({
        method: route.method,
        url: urlsOf(route)[0],
        token,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect({ route: label(route), status: res.status, code: res.body.code, msg: res.body.msg }).toEqual({
        route: label(route),
        status: 403,
        code: 401,
        msg: '请先修改初始密码',
      });
    }
  });

  it('has no duplicate method + path', () => {
    const labels = t.routes.map(label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('answers 600 (HTTP 401) to an anonymous call of every non-public route, before reading the body', async () => {
    const guarded = t.routes.filter((r) => r.access.kind !== 'public');
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      for (const url of urlsOf(route)) {
        const res = await t.call({
          method: route.method,
          url,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { unexpected: true } }),
        });
        expect({ route: label(route), url, status: res.status, code: res.body.code }).toEqual({
          route: label(route),
          url,
          status: 401,
          code: 600,
        });
      }
    }
  });

  it('guards the message socket, an upgrade route outside the table, on both prefixes', async () => {
    expect(MESSAGE_SOCKET_ROUTES).toEqual([
      '/api/message/websocket/:token',
      '/cloud-api/api/message/websocket/:token',
    ]);
    for (const url of MESSAGE_SOCKET_ROUTES) {
      const res = await t.call({ method: 'GET', url: concrete(url) });
      expect({ url, status: res.status, code: res.body.code }).toEqual({ url, status: 401, code: 602 });
    }
  });

  it('answers 602 to a malformed token on every non-public route', async () => {
    for (const route of t.routes.filter((r) => r.access.kind !== 'public')) {
      const res = await t.call({ method: route.method, url: urlsOf(route)[0], token: 'Bearer not-a-token' });
      expect({ route: label(route), status: res.status, code: res.body.code }).toEqual({
        route: label(route),
        status: 401,
        code: 602,
      });
    }
  });
});

describe('test hooks', () => {
  it('do not exist without TEST_HOOKS', async () => {
    const plain = await buildTestApp({ hasTestHooks: false });
    try {
      expect(plain.routes.map(label)).not.toEqual(expect.arrayContaining([TEST_HOOK_ROUTES[0]]));
      expect(plain.routes.some((r) => r.path.includes('TestHooks'))).toBe(false);
      for (const url of ['/api/oauth/TestHooks/Captcha/abc', '/api/oauth/TestHooks/Sms/13800000001']) {
        const res = await plain.call({ method: 'GET', url });
        expect(res.status).toBe(404);
      }
    } finally {
      await plain.close();
    }
  });
});
