import type { AppContext } from '../../../app-context.ts';
import type { ModelDialect } from '../data-model/model-dialect.ts';
import { runPlan } from '../data-model/model-plan.ts';
import { readerGrant, withModelSession } from '../data-model/model-session.ts';
import { changingCatalogs } from '../data-model/table-catalog-cache.ts';
import { type DataSyncJobRow, updateSyncJob } from './data-sync.repository.ts';
import { bindable } from './sync-columns.ts';
import type { SyncPlan } from './sync-plan.ts';

/*
 * The copy of one job: rows in key order, `batchSize` at a time. Each batch is read in one transaction of
 * the source and written in one transaction of the target (the replace mode's DELETE rides in the first
 * one); only after the target committed does the job row move `copied` and `lastKey` on. A failed batch
 * rolls back whole, so a resume starts after the last committed key. Should the process stop between the
 * target's commit and the job's update, a resume skips keys the target already has (batch by batch, until one
 * batch finds none).
 */

/** Bound parameters per statement stay under both databases' limit (65,535). */
const MAX_PARAMS = 60_000;

type Row = Record<string, unknown>;

async function readBatch(
  ctx: AppContext,
  plan: SyncPlan,
  after: string | null,
  limit: number,
): Promise<Row[]> {
  return withModelSession(ctx, plan.fromLinkId, async (model) => {
    const { dialect } = model;
    const columns = plan.pairs.map((pair) => dialect.quote(pair.from.name)).join(', ');
    const key = dialect.quote(plan.key);
    const where = after === null ? '' : ` WHERE ${key} > ${dialect.param(1)}`;
    const { rows } = await model.session.query(
      `SELECT ${columns} FROM ${dialect.quoteTable(model.ref(plan.fromTable))}${where} ORDER BY ${key} LIMIT ${limit}`,
      after === null ? [] : [after],
    );
    return rows;
  });
}

function insertSql(dialect: ModelDialect, table: string, plan: SyncPlan, count: number): string {
  const width = plan.pairs.length;
  const columns = plan.pairs.map((pair) => dialect.quote(pair.to.name)).join(', ');
  const tuples = Array.from(
    { length: count },
    (_, row) => `(${plan.pairs.map((_, col) => dialect.param(row * width + col + 1)).join(', ')})`,
  );
  return `INSERT INTO ${table} (${columns}) VALUES ${tuples.join(', ')}`;
}

/** The keys of `rows` the target already holds (only asked on the first batch of a resume). */
async function presentKeys(
  dialect: ModelDialect,
  query: (sql: string, values?: readonly unknown[]) => Promise<{ rows: Row[] }>,
  table: string,
  plan: SyncPlan,
  keys: unknown[],
): Promise<Set<string>> {
  const key = dialect.quote(plan.targetKey);
  const list = keys.map((_, i) => dialect.param(i + 1)).join(', ');
  const { rows } = await query(
    `SELECT ${key} AS k FROM ${table} WHERE ${key} IN (${list})`,
    keys.map(bindable),
  );
  return new Set(rows.map((row) => String(row.k)));
}

async function writeBatch(
  ctx: AppContext,
  plan: SyncPlan,
  rows: Row[],
  options: { isEmptyingFirst: boolean; isCheckingKeys: boolean },
): Promise<number> {
  return withModelSession(ctx, plan.toLinkId, async (model) => {
    const { dialect, session } = model;
    const table = dialect.quoteTable(model.ref(plan.toTable));
    if (options.isEmptyingFirst) await session.query(`DELETE FROM ${table}`);
    let fresh = rows;
    if (options.isCheckingKeys) {
      const have = await presentKeys(
        dialect,
        (q, v) => session.query(q, v),
        table,
        plan,
        rows.map((row) => row[plan.key]),
      );
      fresh = rows.filter((row) => !have.has(String(row[plan.key])));
    }
    if (fresh.length > 0) {
      const values = fresh.flatMap((row) => plan.pairs.map((pair) => bindable(row[pair.from.name])));
      await session.query(insertSql(dialect, table, plan, fresh.length), values);
    }
    return rows.length - fresh.length;
  });
}

/** Creates the missing target table (readable by the interface role on the platform database). */
export async function createTarget(ctx: AppContext, plan: SyncPlan): Promise<void> {
  const table = plan.create;
  if (!table) return;
  await changingCatalogs(ctx, () =>
    withModelSession(ctx, plan.toLinkId, async (model) => {
      const ref = model.ref(table.name);
      await runPlan(model, [...model.dialect.createTable(ref, table), ...(await readerGrant(model, ref))]);
    }),
  );
}

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Copies the rows of a job from its last committed key on; the job row ends succeeded, or failed with the
 * reason (which is then thrown again).
 */
export async function runSyncJob(ctx: AppContext, job: DataSyncJobRow, plan: SyncPlan): Promise<void> {
  const isResume = job.lastKey !== null || job.copied > 0;
  const size = Math.max(1, Math.min(job.batchSize, Math.floor(MAX_PARAMS / Math.max(1, plan.pairs.length))));
  let lastKey = job.lastKey;
  let copied = job.copied;
  let isFirst = true;
  // A resume checks for rows already there until a batch finds none.
  let isCheckingKeys = isResume;
  const isEmptying = !isResume && job.mode === 'replace' && !job.isTargetCreated;
  try {
    for (;;) {
      const rows = await readBatch(ctx, plan, lastKey, size);
      const last = rows.at(-1);
      const options = { isEmptyingFirst: isFirst && isEmptying, isCheckingKeys };
      if (!last) {
        // An empty source still empties the target in the replace mode.
        if (options.isEmptyingFirst) await writeBatch(ctx, plan, [], options);
        break;
      }
      const skipped = await writeBatch(ctx, plan, rows, options);
      isCheckingKeys = skipped > 0;
      isFirst = false;
      copied += rows.length;
      lastKey = String(last[plan.key]);
      await updateSyncJob(ctx.db, job.id, { copied, lastKey, heartbeatAt: ctx.now() });
      if (rows.length < size) break;
    }
    await updateSyncJob(ctx.db, job.id, { state: 'succeeded', total: copied, finishedAt: ctx.now() });
  } catch (err) {
    await updateSyncJob(ctx.db, job.id, { state: 'failed', errorText: reasonOf(err), finishedAt: ctx.now() });
    throw err;
  }
}
