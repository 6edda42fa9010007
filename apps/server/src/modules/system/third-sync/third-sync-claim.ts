import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { thirdSyncRuns } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { ThirdType } from './third-sync.repository.ts';

/** How long a claim holds without renewal: a crashed process blocks the next push at most this long. */
const LEASE_MS = 2 * 60_000;
/** A running push renews its lease this often. */
const RENEW_MS = 30_000;

/**
 * Claims the target's run row in one statement: inserts it, or takes it over once its lease has passed.
 * Of concurrent claims (any number of processes) exactly one gets the row back.
 */
async function claimRun(db: Db, thirdType: ThirdType, runId: string, now: Date): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const rows = await db
    .insert(thirdSyncRuns)
    .values({ thirdType, runId, leaseUntil })
    .onConflictDoUpdate({
      target: thirdSyncRuns.thirdType,
      set: { runId, leaseUntil },
      setWhere: lt(thirdSyncRuns.leaseUntil, now),
    })
    .returning({ runId: thirdSyncRuns.runId });
  return rows.length > 0;
}

async function setLease(db: Db, thirdType: ThirdType, runId: string, leaseUntil: Date) {
  await db
    .update(thirdSyncRuns)
    .set({ leaseUntil })
    .where(and(eq(thirdSyncRuns.thirdType, thirdType), eq(thirdSyncRuns.runId, runId)));
}

/**
 * Runs `work` as the only directory push to the target: a second push while one runs, here or in another
 * server process, is refused with 同步进行中 before anything is sent.
 */
export async function withSyncClaim<T>(
  ctx: AppContext,
  thirdType: ThirdType,
  work: () => Promise<T>,
): Promise<T> {
  const runId = newId();
  if (!(await claimRun(ctx.db, thirdType, runId, ctx.now()))) throw badRequest('thirdSync.running');
  const renew = setInterval(() => {
    setLease(ctx.db, thirdType, runId, new Date(ctx.now().getTime() + LEASE_MS)).catch((error: unknown) =>
      ctx.log.warn({ err: error, thirdType }, 'directory sync lease not renewed'),
    );
  }, RENEW_MS);
  renew.unref();
  try {
    return await work();
  } finally {
    clearInterval(renew);
    await setLease(ctx.db, thirdType, runId, new Date(0));
  }
}
