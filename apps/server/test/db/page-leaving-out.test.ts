import { and, like, not, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { userOrderKeys } from '../../src/modules/permission/users/users-page.repository.ts';
import { orderOf } from '../../src/shared/record-kit/order-keys.ts';
import { pageIdsLeavingOut } from '../../src/shared/record-kit/page-leaving-out.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * A page that leaves a few rows out by id, found without testing every row it walks: the same ids,
 * in the same order, as the plain query that filters them, for every page, either end of the list,
 * every order (ties on the leading keys included), whether the rows left out fall before the page,
 * inside it or after it.
 */

const t = useTestApp();
const ROWS = 230;
const marked = like(users.account, 'plo-%');
// Scattered: the first rows, a run, rows around page edges, the last row, and one the filter never matches.
const LEFT_OUT = [
  'plo1',
  'plo2',
  'plo19',
  'plo20',
  'plo21',
  'plo22',
  'plo57',
  'plo100',
  'plo101',
  'plo230',
  'nobody',
];

beforeAll(async () => {
  // Few distinct sort codes and creation times, so most of the order is decided by later keys.
  await t.ctx.db.execute(sql`
    insert into users (id, account, real_name, password_hash, sort_code, created_at, enabled_mark)
    select 'plo' || g, 'plo-' || lpad(g::text, 4, '0'), '排序' || (g % 7), 'x', g % 3,
           timestamptz '2026-01-01' + ((g % 5) || ' hours')::interval, g % 2
    from generate_series(1, ${ROWS}) g`);
});

describe('pageIdsLeavingOut', () => {
  const orders = [
    ['the default order', userOrderKeys()],
    ['name, descending', userOrderKeys('realName', 'desc')],
    ['state, ascending', userOrderKeys('enabledMark', 'asc')],
    ['creation time, descending', userOrderKeys('creatorTime', 'desc')],
  ] as const;

  it.each(orders)('gives the filtered query’s pages in %s', async (_, keys) => {
    const expected = (
      await t.ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(marked, not(sql`${users.id} = any(${sql.param(LEFT_OUT)}::text[])`)))
        .orderBy(...orderOf(keys))
    ).map((r) => r.id);
    expect(expected).toHaveLength(ROWS - LEFT_OUT.length + 1);
    for (const limit of [7, 20]) {
      for (let offset = 0; offset <= expected.length + limit; offset += limit) {
        const page = await pageIdsLeavingOut(t.ctx.db, {
          table: users,
          id: users.id,
          where: marked,
          keys,
          offset,
          limit,
          exceptIds: LEFT_OUT,
        });
        expect(page, `offset ${offset}, ${limit} a page`).toEqual(expected.slice(offset, offset + limit));
      }
    }
  });
});
