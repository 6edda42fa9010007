import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageOrderKeys, userMessagesPage } from '../../src/modules/message/message.repository.ts';
import { liveSessionsPage } from '../../src/modules/permission/online-user/online-user.repository.ts';
import { pageWalk } from '../../src/shared/record-kit/keyset-page.ts';
import type { Seek } from '../../src/shared/record-kit/page-cursor.ts';
import { useTestApp } from '../support/test-app.ts';
import { planNodes, rowsOf } from './query-plan.ts';

/*
 * The lists whose tables grow without bound keep to their indexes: a receiver's messages (every
 * message they ever got) and the online users (every session ever opened stays as history). Page 1
 * reads about a page, not the table, and no plan sorts everything. On PostgreSQL with generated
 * data (the planner's choice depends on the size); the embedded pass skips it.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = useTestApp();
const MESSAGES = 20_000;
const SESSIONS = 20_000;
const LIVE = 100;

beforeAll(async () => {
  if (!onPostgres) return;
  await t.ctx.db.execute(sql`
    insert into users (id, account, real_name, password_hash)
    select 'olp' || g, 'olp-' || g, '计划' || g, 'x' from generate_series(1, 50) g`);
  await t.ctx.db.execute(sql`
    insert into messages (id, type, title, release_time)
    select 'olm' || g, 1 + g % 3, '消息' || g, timestamptz '2026-01-01' + (g || ' minutes')::interval
    from generate_series(1, ${MESSAGES}) g`);
  // Two receivers of every message.
  await t.ctx.db.execute(sql`
    insert into message_receivers (id, message_id, user_id, is_read, release_time, type)
    select 'olr' || u || '-' || g, 'olm' || g, 'olp' || u, g % 2,
           timestamptz '2026-01-01' + (g || ' minutes')::interval, 1 + g % 3
    from generate_series(1, ${MESSAGES}) g, generate_series(1, 2) u`);
  // Sessions: all but LIVE ended long ago.
  await t.ctx.db.execute(sql`
    insert into sessions (id, user_id, token_hash, created_at, last_seen_at, expires_at, revoked_at)
    select 'ols' || g, 'olp' || (1 + g % 50), 'olh' || g, now() - interval '30 days',
           now() - ((${SESSIONS} - g) || ' seconds')::interval, now() + interval '1 day',
           case when g > ${SESSIONS - LIVE} then null else now() - interval '20 days' end
    from generate_series(1, ${SESSIONS}) g`);
  await t.ctx.db.execute(sql`vacuum (analyze) message_receivers`);
  await t.ctx.db.execute(sql`vacuum (analyze) messages`);
  await t.ctx.db.execute(sql`vacuum (analyze) sessions`);
});

/** The rows the plan read from the table, and the largest sort it made. */
async function cost(query: Parameters<typeof planNodes>[1], table: string) {
  const nodes = await planNodes(t, query);
  return {
    read: nodes.filter((n) => n['Relation Name'] === table).reduce((sum, n) => sum + rowsOf(n), 0),
    sorted: Math.max(0, ...nodes.filter((n) => n['Node Type'] === 'Sort').map(rowsOf)),
  };
}

/** A page's ids read in order from the index, then joined back to their rows and put in order: 20 rows. */
function expectAboutAPage({ read, sorted }: { read: number; sorted: number }) {
  expect(read).toBeGreaterThanOrEqual(20);
  expect(read).toBeLessThanOrEqual(40);
  expect(sorted).toBeLessThanOrEqual(20);
}

/** The walk to a page of a receiver's messages: by offset, or past the seek's row. */
const messageWalk = (sort: 'asc' | 'desc', offset: number, seek?: Seek) =>
  pageWalk(messageOrderKeys(sort), seek, { offset, limit: 20 });

describe.runIf(onPostgres)('lists over tables that grow without bound', () => {
  it.each(['desc', 'asc'] as const)('a receiver’s messages, newest or oldest first (%s)', async (sort) => {
    const first = userMessagesPage(t.ctx.db, 'olp1', {}, messageWalk(sort, 0)).getSQL();
    expectAboutAPage(await cost(first, 'message_receivers'));
    // The drawer's list: unread only, in the same order (message_receivers_user_read_order).
    const unread = userMessagesPage(t.ctx.db, 'olp1', { isRead: 0 }, messageWalk(sort, 0)).getSQL();
    expectAboutAPage(await cost(unread, 'message_receivers'));
    const oneType = userMessagesPage(t.ctx.db, 'olp1', { type: 2 }, messageWalk(sort, 0)).getSQL();
    expect((await cost(oneType, 'message_receivers')).read).toBeLessThan(200);
  });

  it.each(['desc', 'asc'] as const)(
    'a deep page of messages past a cursor seeks its place (%s)',
    async (sort) => {
      const place = { releaseTime: new Date(Date.UTC(2026, 0, 1) + 10_000 * 60_000), id: 'olm10000' };
      const byOffset = userMessagesPage(t.ctx.db, 'olp1', {}, messageWalk(sort, 10_000)).getSQL();
      expect((await cost(byOffset, 'message_receivers')).read).toBeGreaterThan(10_000);
      for (const toward of ['next', 'previous'] as const) {
        const seek = { toward, values: [place.releaseTime, place.id] };
        const pastCursor = userMessagesPage(t.ctx.db, 'olp1', {}, messageWalk(sort, 10_000, seek)).getSQL();
        expectAboutAPage(await cost(pastCursor, 'message_receivers'));
      }
    },
  );

  it('the online users, most recently active first', async () => {
    const page = liveSessionsPage(t.ctx.db, new Date(), { offset: 0, limit: 20 }).getSQL();
    const { read, sorted } = await cost(page, 'sessions');
    expect(read).toBeLessThanOrEqual(40);
    expect(sorted).toBe(0);
  });
});

describe.runIf(!onPostgres)('other list plans', () => {
  it('are checked on PostgreSQL only (TEST_DATABASE_URL): the embedded pass has no large table', () => {
    expect(onPostgres).toBe(false);
  });
});
