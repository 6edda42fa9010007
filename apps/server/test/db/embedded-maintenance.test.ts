import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maintainTables } from '../../src/db/embedded-maintenance.ts';
import { users } from '../../src/db/schema/index.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The embedded database has no autovacuum: maintainTables vacuums the tables past autovacuum's
 * thresholds and leaves the others alone. (On PostgreSQL the real autovacuum does this; the call is
 * harmless there, so the test runs on both.)
 */

const t = useTestApp();

const lastVacuum = async (table: string) => {
  const res = (await t.ctx.db.execute(
    sql`select coalesce(last_vacuum, last_autovacuum)::text as at from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: { at: string | null }[] };
  return res.rows[0]?.at ?? null;
};

describe('embedded database maintenance', () => {
  it('vacuums a table whose rows were rewritten many times, and only such tables', async () => {
    // Every seeded user rewritten 60 times: far past 50 + 20 % dead rows.
    for (let i = 0; i < 60; i++) await t.ctx.db.update(users).set({ sortCode: i });
    await t.ctx.db.execute(sql`select pg_stat_force_next_flush()`);
    await t.ctx.db.execute(sql`select pg_stat_clear_snapshot()`);
    const result = await maintainTables(t.ctx.db);
    expect(result.vacuumed).toContain('users');
    expect(result.vacuumed).not.toContain('systems');
    expect(await lastVacuum('users')).not.toBeNull();
  });
});
