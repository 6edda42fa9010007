import { LOG_CATEGORIES } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { deleteCallLogRows, deleteCategoryRows } from './log.repository.ts';

/** Rows deleted per statement: short transactions, so writers are never held up for long. */
const SWEEP_BATCH = 5000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The retention rule of 系统日志: entries older than the configured number of days
 * (logRetentionDays; 0 keeps everything) are deleted, category by category in batches, and so are the
 * call logs of data interfaces and of signed outside calls. Safe to run
 * from several processes at once; a scheduled job may call it too. Returns how many rows went.
 */
export async function sweepSystemLogs(ctx: AppContext): Promise<number> {
  const { logRetentionDays } = await ctx.access.sysConfig(ctx);
  if (!logRetentionDays) return 0;
  const before = new Date(ctx.now().getTime() - logRetentionDays * DAY_MS);
  let total = 0;
  for (const category of LOG_CATEGORIES) {
    for (;;) {
      const count = await deleteCategoryRows(ctx.db, Number(category), SWEEP_BATCH, before);
      total += count;
      if (count < SWEEP_BATCH) break;
    }
  }
  for (;;) {
    const count = await deleteCallLogRows(ctx.db, SWEEP_BATCH, before);
    total += count;
    if (count < SWEEP_BATCH) break;
  }
  if (total > 0) ctx.log.info({ deleted: total, logRetentionDays }, 'system log retention sweep');
  return total;
}
