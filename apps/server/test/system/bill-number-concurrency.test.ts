import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { buildTestApp } from '../build-test-app.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { billRuleCall, createRule } from './bill-rule-fixtures.ts';

/*
 * GET /BillRule/BillNumber/{code} under load: however many callers ask at once, in one server
 * process or in two sharing the database, every number is issued once and none is skipped.
 */

// The embedded in-flight cap (503) and the per-caller rate limit (429) answer a flood by design; here
// every request must land.
const UNCAPPED = { embeddedMaxRequests: 0, apiRateLimit: 0 };
const t = useTestApp({ overrides: UNCAPPED });
const admin = useAdminUser(t);
const REQUESTS = 1000;

/** The serial of each number (its last `digit` characters), sorted. */
const serialsOf = (numbers: string[], digit: number) =>
  numbers.map((n) => Number(n.slice(-digit))).sort((a, b) => a - b);

const consecutive = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('document numbers under concurrency', () => {
  it(`gives ${REQUESTS} concurrent requests ${REQUESTS} distinct consecutive numbers`, async () => {
    const rule = await createRule(t, admin, {
      dateFormat: 'no',
      prefix: 'C',
      digit: 6,
      startNumber: '000001',
    });
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, () => billRuleCall(t, admin, 'GET', `/BillNumber/${rule.enCode}`)),
    );
    expect([...new Set(answers.map((a) => `${a.body.code} ${a.body.msg}`))]).toEqual(['200 获取成功']);
    const numbers = answers.map((a) => a.body.data as string);
    expect(new Set(numbers).size).toBe(REQUESTS);
    expect(serialsOf(numbers, 6)).toEqual(consecutive(1, REQUESTS));
  });

  it(`keeps numbers unique and consecutive across two server instances with their own connections`, async () => {
    const rule = await createRule(t, admin, {
      dateFormat: 'no',
      prefix: 'D',
      digit: 6,
      startNumber: '000001',
    });
    // On PostgreSQL the second instance opens its own pool, as a second process would; the embedded
    // database has one connection by design, so there it shares the first one's.
    const url = t.ctx.config.databaseUrl;
    const database = url ? await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' }) : t.database;
    const second = await buildTestApp(UNCAPPED, { database });
    try {
      const user = await createUser(second);
      const answers = await Promise.all(
        Array.from({ length: REQUESTS }, (_, i) =>
          i % 2 === 0
            ? billRuleCall(t, admin, 'GET', `/BillNumber/${rule.enCode}`)
            : billRuleCall(second, user, 'GET', `/BillNumber/${rule.enCode}`),
        ),
      );
      expect([...new Set(answers.map((a) => `${a.body.code} ${a.body.msg}`))]).toEqual(['200 获取成功']);
      const numbers = answers.map((a) => a.body.data as string);
      expect(new Set(numbers).size).toBe(REQUESTS);
      expect(serialsOf(numbers, 6)).toEqual(consecutive(1, REQUESTS));
    } finally {
      await second.close();
      if (url) await database.close();
    }
  });
});
