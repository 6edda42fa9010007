import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { thirdSyncRuns } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { resetConfig, setConfig } from '../oauth/oauth-helpers.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { FAKE_CREDENTIALS, startFakeThirdParty } from './fake-third-party.ts';

/*
 * One directory push per target at a time: a second push while one runs — in the same server process
 * or in another one sharing the database — is refused with 同步进行中 and sends nothing; once the first
 * is done, or its lease has run out after a crash, the next push runs.
 */

const fake = await startFakeThirdParty();
afterAll(() => fake.close());

const overrides = { weComApiBase: `${fake.base}/wecom`, dingTalkApiBase: `${fake.base}/ding` };
const t = useTestApp({ overrides });
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const push = (app: TestApp, user: TestUser, what = 'synAllOrganizeSysToQy') =>
  app.call({ method: 'GET', url: `/api/system/SynThirdInfo/${what}`, token: user.token });
const tokenCalls = () => fake.calls.filter((c) => c.path.endsWith('/gettoken')).length;

/** Starts two pushes at once while the fake holds its answers; the refused one answers first. */
async function raceTwo(first: () => ReturnType<typeof push>, second: () => ReturnType<typeof push>) {
  const release = fake.hold();
  const before = tokenCalls();
  const pending = [first(), second()];
  try {
    const loser = await Promise.race(pending);
    expect(tokenCalls() - before).toBeLessThanOrEqual(1);
    return { loser, results: pending };
  } finally {
    release();
  }
}

describe('concurrent directory pushes', () => {
  it('refuses a second push to the same target while one runs, then lets the next one run', async () => {
    await setConfig(t, { ...FAKE_CREDENTIALS, qyhIsSynOrg: 1, qyhIsSynUser: 1, dingSynIsSynOrg: 1 });
    const { loser, results } = await raceTwo(
      () => push(t, admin),
      () => push(t, admin, 'synAllUserSysToQy'),
    );
    expect(loser.body.code).toBe(400);
    expect(loser.body.msg).toBe('同步进行中，请等待当前同步完成后再试');
    const answers = await Promise.all(results);
    expect(answers.map((a) => a.body.code).sort()).toEqual([200, 400]);
    expect((await push(t, admin)).body.code).toBe(200);
  });

  it('lets pushes to different targets run together', async () => {
    await setConfig(t, { ...FAKE_CREDENTIALS, qyhIsSynOrg: 1, dingSynIsSynOrg: 1 });
    const release = fake.hold();
    const both = [push(t, admin), push(t, admin, 'synAllOrganizeSysToDing')];
    await vi.waitFor(() => expect(fake.calls.some((c) => c.path === '/ding/gettoken')).toBe(true));
    release();
    expect((await Promise.all(both)).map((a) => a.body.code)).toEqual([200, 200]);
  });

  it('refuses a second push from another server process sharing the database', async () => {
    await setConfig(t, { ...FAKE_CREDENTIALS, qyhIsSynOrg: 1 });
    // On PostgreSQL the second instance opens its own pool, as a second process would; the embedded
    // database has one connection by design, so there it shares the first one's.
    const url = t.ctx.config.databaseUrl;
    const database = url ? await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' }) : t.database;
    const second = await buildTestApp(overrides, { database });
    try {
      const otherAdmin = await createUser(second, { isAdministrator: true });
      const { loser, results } = await raceTwo(
        () => push(t, admin),
        () => push(second, otherAdmin),
      );
      expect(loser.body.msg).toBe('同步进行中，请等待当前同步完成后再试');
      expect((await Promise.all(results)).map((a) => a.body.code).sort()).toEqual([200, 400]);
    } finally {
      await second.close();
      if (url) await database.close();
    }
  });

  it('takes over a run whose lease ran out (a crashed process)', async () => {
    await setConfig(t, { ...FAKE_CREDENTIALS, qyhIsSynOrg: 1 });
    await t.ctx.db
      .insert(thirdSyncRuns)
      .values({ thirdType: '1', runId: 'crashed', leaseUntil: new Date(t.clock.now().getTime() - 1000) })
      .onConflictDoUpdate({
        target: thirdSyncRuns.thirdType,
        set: { runId: 'crashed', leaseUntil: new Date(t.clock.now().getTime() - 1000) },
      });
    expect((await push(t, admin)).body.code).toBe(200);
  });
});
