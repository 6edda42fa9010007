import type {
  DataSyncBatchBody,
  DataSyncDryRun,
  DataSyncJob,
  DataSyncMode,
  DataSyncTableBody,
  Language,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { listDataSourceGroups } from '../data-source/data-source.service.ts';
import {
  claimResumableJob,
  type DataSyncJobRow,
  findRunningInto,
  findSyncJob,
  findSyncJobsPage,
  insertSyncJob,
  STALE_AFTER_MS,
} from './data-sync.repository.ts';
import { createTarget, runSyncJob } from './sync-copy.ts';
import { planSync, type SyncRequest } from './sync-plan.ts';

const DEFAULT_BATCH = 1000;

function requestOf(
  body: DataSyncTableBody | DataSyncBatchBody,
  table: string,
  toTable?: string,
): SyncRequest {
  return {
    fromLinkId: body.dbConnectionFrom,
    toLinkId: body.dbConnectionTo,
    fromTable: table,
    toTable: toTable ?? table,
    fieldMap: body.fieldMap,
    convertRules: body.convertRuleMap,
  };
}

const tableRequest = (body: DataSyncTableBody) => requestOf(body, body.dbTable, body.toTable);

/** The original's check: 1 the source is empty, 2 the target is missing, 3 it holds rows, 0 it is empty. */
export async function checkDataSyncTable(ctx: AppContext, body: DataSyncTableBody): Promise<number> {
  const plan = await planSync(ctx, tableRequest(body));
  if (plan.total === 0) return 1;
  if (plan.targetSum === null) return 2;
  return plan.targetSum > 0 ? 3 : 0;
}

export async function dryRunDataSync(ctx: AppContext, body: DataSyncTableBody): Promise<DataSyncDryRun> {
  const plan = await planSync(ctx, tableRequest(body));
  const mode: DataSyncMode = body.mode ?? 'replace';
  return {
    table: plan.fromTable,
    toTable: plan.toTable,
    total: plan.total,
    targetExists: plan.targetSum !== null,
    targetSum: plan.targetSum,
    willDelete: mode === 'replace' ? (plan.targetSum ?? 0) : 0,
    keyColumn: plan.key,
    fields: plan.pairs.map((pair) => ({
      from: pair.from.name,
      to: pair.to.name,
      fromType: pair.from.type,
      toType: pair.to.type,
    })),
  };
}

/** Checks, creates the target when missing, records the job and copies; the job row shows progress. */
async function syncTable(
  ctx: AppContext,
  caller: SessionUser,
  request: SyncRequest,
  options: { mode: DataSyncMode; batchSize: number; batchId: string | null },
): Promise<DataSyncJobRow> {
  const plan = await planSync(ctx, request);
  if (await findRunningInto(ctx.db, plan.toLinkId, plan.toTable, ctx.now()))
    throw badRequest('dataSync.running', { table: plan.toTable });
  await createTarget(ctx, plan);
  const job: DataSyncJobRow = {
    id: newId(),
    batchId: options.batchId,
    fromLinkId: plan.fromLinkId,
    toLinkId: plan.toLinkId,
    fromTable: plan.fromTable,
    toTable: plan.toTable,
    mode: options.mode,
    state: 'running',
    total: plan.total,
    copied: 0,
    keyColumn: plan.key,
    lastKey: null,
    fieldMap: JSON.stringify(Object.fromEntries(plan.pairs.map((pair) => [pair.from.name, pair.to.name]))),
    batchSize: options.batchSize,
    isTargetCreated: plan.create !== undefined,
    errorText: null,
    heartbeatAt: ctx.now(),
    finishedAt: null,
    createdAt: ctx.now(),
    createdBy: caller.userId,
  };
  await insertSyncJob(ctx.db, job);
  await runSyncJob(ctx, job, plan);
  return job;
}

/** A copy that failed becomes the original's "同步失败：reason"; checks keep their own message. */
function failure(err: unknown): unknown {
  if (err instanceof AppError) return err;
  return badRequest('dataSync.failed', { reason: err instanceof Error ? err.message.slice(0, 300) : '' });
}

export async function executeDataSync(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  body: DataSyncTableBody,
): Promise<DataSyncJob> {
  const options = { mode: body.mode ?? 'replace', batchSize: body.batchSize ?? DEFAULT_BATCH, batchId: null };
  let job: DataSyncJobRow;
  try {
    job = await syncTable(ctx, caller, tableRequest(body), options);
  } catch (err) {
    throw failure(err);
  }
  return getDataSyncJob(ctx, lang, job.id);
}

/** The original's batch: each table on its own; answers table → 1 copied / 0 failed (its reason in the job). */
export async function batchExecuteDataSync(
  ctx: AppContext,
  caller: SessionUser,
  body: DataSyncBatchBody,
): Promise<Record<string, number>> {
  const options = {
    mode: body.mode ?? 'replace',
    batchSize: body.batchSize ?? DEFAULT_BATCH,
    batchId: newId(),
  };
  const result: Record<string, number> = {};
  for (const table of body.dbTableList) {
    try {
      await syncTable(ctx, caller, { ...requestOf(body, table), fieldMap: undefined }, options);
      result[table] = 1;
    } catch (err) {
      ctx.log.warn({ err, table }, 'data sync of a table failed');
      result[table] = 0;
    }
  }
  return result;
}

/**
 * Continues a failed job (or a running one whose process died: no heartbeat for 10 minutes) after its
 * last committed key, with the mapping it started with.
 */
export async function resumeDataSyncJob(ctx: AppContext, lang: Language, id: string): Promise<DataSyncJob> {
  const found = await findSyncJob(ctx.db, id);
  if (!found) throw notFound();
  const job = found.job;
  const isStale = job.state === 'running' && ctx.now().getTime() - job.heartbeatAt.getTime() > STALE_AFTER_MS;
  if (job.state !== 'failed' && !isStale) throw badRequest('dataSync.notResumable');
  const plan = await planSync(ctx, {
    fromLinkId: job.fromLinkId,
    toLinkId: job.toLinkId,
    fromTable: job.fromTable,
    toTable: job.toTable,
    fieldMap: JSON.parse(job.fieldMap) as Record<string, string>,
    convertRules: undefined,
  }).catch((err: unknown) => {
    throw failure(err);
  });
  if (!(await claimResumableJob(ctx.db, id, ctx.now()))) throw badRequest('dataSync.notResumable');
  try {
    await runSyncJob(ctx, { ...job, state: 'running' }, plan);
  } catch (err) {
    throw failure(err);
  }
  return getDataSyncJob(ctx, lang, id);
}

async function sourceNames(ctx: AppContext, lang: Language): Promise<Map<string, string>> {
  const { list } = await listDataSourceGroups(ctx, lang);
  return new Map(list.flatMap((group) => group.children.map((source) => [source.id, source.fullName])));
}

function jobOf(row: DataSyncJobRow, creator: string | null, names: Map<string, string>): DataSyncJob {
  return {
    id: row.id,
    batchId: row.batchId,
    dbConnectionFrom: row.fromLinkId,
    dbConnectionTo: row.toLinkId,
    fromName: names.get(row.fromLinkId) ?? row.fromLinkId,
    toName: names.get(row.toLinkId) ?? row.toLinkId,
    table: row.fromTable,
    toTable: row.toTable,
    mode: row.mode === 'append' ? 'append' : 'replace',
    state: row.state as DataSyncJob['state'],
    total: row.total,
    copied: row.copied,
    lastKey: row.lastKey,
    keyColumn: row.keyColumn,
    isTargetCreated: row.isTargetCreated,
    errorText: row.errorText,
    fieldMap: JSON.parse(row.fieldMap) as Record<string, string>,
    startTime: row.createdAt.getTime(),
    endTime: row.finishedAt?.getTime() ?? null,
    creatorUser: creator,
  };
}

export async function getDataSyncJob(ctx: AppContext, lang: Language, id: string): Promise<DataSyncJob> {
  const found = await findSyncJob(ctx.db, id);
  if (!found) throw notFound();
  return jobOf(found.job, found.creatorName, await sourceNames(ctx, lang));
}

export async function listDataSyncJobs(
  ctx: AppContext,
  lang: Language,
  query: { currentPage: number; pageSize: number; keyword?: string | undefined },
) {
  const { rows, total } = await findSyncJobsPage(ctx.db, {
    keyword: query.keyword,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const names = await sourceNames(ctx, lang);
  return {
    list: rows.map((row) => jobOf(row.job, row.creatorName, names)),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
}
