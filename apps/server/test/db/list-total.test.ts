import { like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { listTotal } from '../../src/shared/record-kit/list-total.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The total under a list's pager: exact while few rows match, an estimate from a sample of the table
 * beyond the limit (never a count of every match), on both databases.
 */

const t = useTestApp();
const ROWS = 3_000;
const marked = like(users.account, 'lt-%');

beforeAll(async () => {
  await t.ctx.db.execute(sql`
    insert into users (id, account, real_name, password_hash)
    select 'lt' || g, 'lt-' || g, '统计' || g, 'x' from generate_series(1, ${ROWS}) g`);
  await t.ctx.db.execute(sql`analyze users`);
});

describe('listTotal', () => {
  it('counts exactly while the matches stay within the limit', async () => {
    expect(await listTotal(t.ctx.db, users, marked)).toEqual({ total: ROWS, exact: true });
    expect(await listTotal(t.ctx.db, users, sql`${users.account} = 'lt-7'`)).toEqual({
      total: 1,
      exact: true,
    });
    expect(await listTotal(t.ctx.db, users, sql`false`)).toEqual({ total: 0, exact: true });
  });

  it('past the limit, estimates from a sample and says so', async () => {
    const estimate = await listTotal(t.ctx.db, users, marked, { exactUpTo: 100, sampleRows: 600 });
    expect(estimate.exact).toBe(false);
    // A fifth of the table's pages or so, scaled up: near the real figure, never at or under the limit.
    expect(estimate.total).toBeGreaterThan(ROWS * 0.6);
    expect(estimate.total).toBeLessThan(ROWS * 1.6);
    // The same data gives the same estimate on every page turn (the sample is repeatable).
    expect(await listTotal(t.ctx.db, users, marked, { exactUpTo: 100, sampleRows: 600 })).toEqual(estimate);
  });

  it('with a sample as large as the table, the estimate is the exact count', async () => {
    expect(await listTotal(t.ctx.db, users, marked, { exactUpTo: 100 })).toEqual({
      total: ROWS,
      exact: false,
    });
  });

  it('subtracts the few rows `except` names instead of testing every row against them', async () => {
    const few = sql`${users.id} in ('lt1', 'lt2', 'lt3', 'zz-not-a-user')`;
    expect(await listTotal(t.ctx.db, users, marked, { except: few })).toEqual({
      total: ROWS - 3,
      exact: true,
    });
    // Only rows `where` matches are subtracted.
    const narrow = sql`${marked} and ${users.id} in ('lt1', 'lt9')`;
    expect(await listTotal(t.ctx.db, users, narrow, { except: few })).toEqual({ total: 1, exact: true });
    // Right at the limit once the few are taken away: still exact.
    expect(await listTotal(t.ctx.db, users, marked, { exactUpTo: ROWS - 3, except: few })).toEqual({
      total: ROWS - 3,
      exact: true,
    });
    // Beyond it, the estimate is taken down by them too (a sample as large as the table is exact).
    expect(await listTotal(t.ctx.db, users, marked, { exactUpTo: 100, except: few })).toEqual({
      total: ROWS - 3,
      exact: false,
    });
  });

  it('never estimates at or below the limit, even when the sample finds few', async () => {
    const sparse = sql`${marked} and ${users.id} in ('lt1', 'lt2', 'lt3', 'lt4', 'lt5', 'lt6')`;
    const total = await listTotal(t.ctx.db, users, sparse, { exactUpTo: 3, sampleRows: 10 });
    expect(total.exact).toBe(false);
    expect(total.total).toBeGreaterThanOrEqual(4);
  });
});
