import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ts } from './columns.ts';

/**
 * Directory sync to WeCom (thirdType '1') and DingTalk ('2'): one row per local organization
 * (dataType '1') or user ('2') and target. `thirdObjId` is the id the service gave the record and
 * is only set after a call it accepted; a failed call keeps the previous id and stores its reason.
 */
export const thirdSyncRecords = pgTable(
  'third_sync_records',
  {
    id: id(),
    thirdType: text('third_type').notNull(),
    dataType: text('data_type').notNull(),
    sysObjId: text('sys_obj_id').notNull(),
    thirdObjId: text('third_obj_id'),
    isSuccess: boolean('is_success').notNull(),
    errorText: text('error_text'),
    syncedAt: ts('synced_at').notNull(),
  },
  (t) => [
    uniqueIndex('third_sync_records_object').on(t.thirdType, t.dataType, t.sysObjId),
    index('third_sync_records_synced').on(t.thirdType, t.dataType, t.syncedAt),
  ],
);

/**
 * The directory push running for a target, one row per target (thirdType): a push claims the row in one
 * statement while `leaseUntil` has passed, renews the lease while it runs and clears it when done. Of two
 * pushes at once, in one process or several, exactly one claims it; a crashed process's lease runs out.
 */
export const thirdSyncRuns = pgTable('third_sync_runs', {
  thirdType: text('third_type').primaryKey(),
  runId: text('run_id').notNull(),
  leaseUntil: ts('lease_until').notNull(),
});
