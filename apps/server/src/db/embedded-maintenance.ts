import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/*
 * The embedded database (PGlite) runs PostgreSQL without its background workers, so nothing
 * autovacuums it: every UPDATE and DELETE leaves dead rows behind, and tables and their indexes only
 * grow slower (a bulk membership import that rewrote 100,000 users made a scoped count 15× slower).
 * This does what autovacuum would, with its default thresholds, from a timer in the server process.
 * PostgreSQL deployments (DATABASE_URL) have the real autovacuum and never start it.
 */

/** Autovacuum's defaults: 50 rows plus 20 % of the table (vacuum), 10 % (analyze). */
const VACUUM_BASE = 50;
const VACUUM_SCALE = 0.2;
const ANALYZE_SCALE = 0.1;

interface TableStats {
  relname: string;
  n_live_tup: number;
  n_dead_tup: number;
  n_mod_since_analyze: number;
}

export interface MaintenanceResult {
  vacuumed: string[];
  analyzed: string[];
}

/** Vacuums (and analyzes) the tables past autovacuum's thresholds, analyzes those only changed much. */
export async function maintainTables(db: Db): Promise<MaintenanceResult> {
  const stats = await db.execute(sql`
    select relname, n_live_tup::float8 as n_live_tup, n_dead_tup::float8 as n_dead_tup,
           n_mod_since_analyze::float8 as n_mod_since_analyze
    from pg_stat_user_tables where schemaname = 'public' order by relname`);
  const result: MaintenanceResult = { vacuumed: [], analyzed: [] };
  // Both drivers answer {rows}; Db's execute is typed for either, so the shape is stated here.
  const rows = (stats as unknown as { rows: TableStats[] }).rows;
  for (const row of rows) {
    const table = sql.identifier(row.relname);
    if (row.n_dead_tup > VACUUM_BASE + VACUUM_SCALE * row.n_live_tup) {
      await db.execute(sql`vacuum (analyze) ${table}`);
      result.vacuumed.push(row.relname);
    } else if (row.n_mod_since_analyze > VACUUM_BASE + ANALYZE_SCALE * row.n_live_tup) {
      await db.execute(sql`analyze ${table}`);
      result.analyzed.push(row.relname);
    }
  }
  return result;
}

/**
 * Runs maintainTables every `intervalMs` until stopped; a run never overlaps the previous one, and a
 * failure is reported, not thrown (the next run tries again). The timer does not keep the process up.
 */
export function scheduleMaintenance(
  db: Db,
  intervalMs: number,
  report: (outcome: MaintenanceResult | Error) => void,
): () => void {
  let isRunning = false;
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    maintainTables(db)
      .then(report, (err: unknown) => report(err instanceof Error ? err : new Error(String(err))))
      .finally(() => {
        isRunning = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
