import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, uniqueCode } from '../support/profile-fixtures.ts';
import { redisUnavailable, TEST_REDIS_URL } from '../support/redis-probe.ts';
import { createInterface, interfaceCategories, staticBody } from './data-interface-fixtures.ts';
import { interfaceOauthTestConfig, newNonce, oauthCall, signedCall } from './interface-oauth-fixtures.ts';

/*
 * With REDIS_URL the nonces of signed outside calls are claimed in Redis (SET NX with the window as
 * its expiry), shared by every process. Skipped, saying why, when no Redis answers.
 */

const unavailable = await redisUnavailable(TEST_REDIS_URL);
const title = unavailable
  ? `interface-app nonces shared through Redis — SKIPPED: ${unavailable}`
  : 'interface-app nonces shared through Redis';
const PREFIX = `platform-test:${process.pid}-${randomBytes(6).toString('hex')}:`;

describe.skipIf(unavailable !== undefined)(title, () => {
  const config = { ...interfaceOauthTestConfig(), redisUrl: TEST_REDIS_URL, redisKeyPrefix: PREFIX };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(config);
    b = await buildTestApp(config, { database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    const raw = new Redis(TEST_REDIS_URL);
    const keys = await raw.keys(`${PREFIX}*`);
    if (keys.length > 0) await raw.del(...keys);
    raw.disconnect();
  });

  it('accepts a nonce once across both processes and keeps it no longer than the window', async () => {
    const admin = await createUser(a, { isAdministrator: true });
    const user = await createUser(a);
    const [category] = await interfaceCategories(a);
    const iface = await createInterface(a, admin, staticBody(category ?? ''));
    const created = await oauthCall(a, admin, 'POST', '', { appName: uniqueCode('r'), userId: user.id });
    const { id, appId, appSecret } = created.body.data;
    await oauthCall(a, admin, 'POST', '/saveInterfaceList', {
      interfaceIdentId: id,
      dataInterfaceIds: iface.id,
    });
    const app = { appId, secret: appSecret, interfaceId: iface.id };
    const nonce = newNonce();
    const timestamp = a.clock.now().getTime();
    expect((await signedCall(a, { ...app, nonce, timestamp })).body.code).toBe(200);
    expect((await signedCall(b, { ...app, nonce, timestamp })).body.msg).toBe('请求重复：YmNonce 已使用过');
    const raw = new Redis(TEST_REDIS_URL);
    const ttl = await raw.pttl(`${PREFIX}interface-oauth:nonce:${appId}:${nonce}`);
    raw.disconnect();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
  });
});
