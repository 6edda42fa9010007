import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { redisUnavailable, TEST_REDIS_URL } from '../support/redis-probe.ts';
import { md5, nextIp, postLogin } from './oauth-helpers.ts';

/*
 * With REDIS_URL the login limits are shared by every server process. Two apps on one database and one
 * Redis stand for two processes behind a load balancer. Runs when a Redis answers (TEST_REDIS_URL, else
 * 127.0.0.1:6379) and is skipped, saying why, otherwise. Keys live under a prefix unique to this run.
 */

const REDIS_URL = TEST_REDIS_URL;

const unavailable = await redisUnavailable(REDIS_URL);
const title = unavailable
  ? `login rate limits shared through Redis — SKIPPED: ${unavailable}`
  : 'login rate limits shared through Redis';
const PREFIX = `platform-test:${process.pid}-${randomBytes(6).toString('hex')}:`;
const wrong = md5('Wrong#0000');

describe.skipIf(unavailable !== undefined)(title, () => {
  let a: TestApp;
  let b: TestApp;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    a = await buildTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: PREFIX });
    b = await buildTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: PREFIX }, { database: a.database });
    apps.push(b, a);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    const raw = new Redis(REDIS_URL);
    const keys = await raw.keys(`${PREFIX}*`);
    if (keys.length > 0) await raw.del(...keys);
    raw.disconnect();
  });

  it('counts failures of one account across both processes (100 an hour)', async () => {
    const account = `ghost-${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 100; i++) {
      const res = await postLogin(i % 2 === 0 ? a : b, { account, password: wrong });
      expect(res.body.code).toBe(400);
    }
    for (const app of [a, b]) {
      const blocked = await postLogin(app, { account, password: wrong });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请稍后再试' });
    }
    expect((await postLogin(b, { account: `${account}-other`, password: wrong })).body.code).toBe(400);

    // Another installation on the same Redis (another prefix) keeps its own counts.
    const other = await buildTestApp({ redisUrl: REDIS_URL, redisKeyPrefix: `${PREFIX}other:` });
    apps.push(other);
    expect((await postLogin(other, { account, password: wrong })).body.code).toBe(400);
  }, 120_000);

  it('counts attempts from one IP across both processes (30 a minute)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) {
      const res = await postLogin(i < 15 ? a : b, { account: `ip-ghost${i}`, password: wrong }, { ip });
      expect(res.body.code).toBe(400);
    }
    const blocked = await postLogin(a, { account: 'admin', password: wrong }, { ip });
    expect(blocked.body).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请稍后再试' });
    expect((await postLogin(b, { account: 'ip-ghost', password: wrong }, { ip: nextIp() })).body.code).toBe(
      400,
    );
  }, 60_000);

  it('keeps every key under the configured prefix', async () => {
    const raw = new Redis(REDIS_URL);
    try {
      const keys = await raw.keys(`${PREFIX}throttle:*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(await raw.keys('throttle:*')).toEqual([]);
    } finally {
      raw.disconnect();
    }
  });
});
