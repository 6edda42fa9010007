import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, id, ts } from './columns.ts';

/**
 * 数据同步: one row per table copied. Rows are copied in key order in batches, each batch its own
 * transaction on the target; after it commits, `copied` and `lastKey` move on, so a failed job resumes
 * after the last committed key.
 */
export const dataSyncJobs = pgTable(
  'data_sync_jobs',
  {
    id: id(),
    /** The jobs of one batchExecute share it. */
    batchId: text('batch_id'),
    fromLinkId: text('from_link_id').notNull(),
    toLinkId: text('to_link_id').notNull(),
    fromTable: text('from_table').notNull(),
    toTable: text('to_table').notNull(),
    /** replace or append. */
    mode: text('mode').notNull(),
    /** running, succeeded or failed. */
    state: text('state').notNull(),
    total: integer('total').notNull().default(0),
    copied: integer('copied').notNull().default(0),
    keyColumn: text('key_column').notNull(),
    /** The key of the last row committed to the target, as text. */
    lastKey: text('last_key'),
    /** JSON: source column → target column. */
    fieldMap: text('field_map').notNull(),
    batchSize: integer('batch_size').notNull(),
    isTargetCreated: boolean('is_target_created').notNull().default(false),
    errorText: text('error_text'),
    /** Moved on with every batch: a running job whose heartbeat stopped long ago died with its process. */
    heartbeatAt: ts('heartbeat_at').notNull(),
    finishedAt: ts('finished_at'),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [index('data_sync_jobs_created').on(t.createdAt)],
);
