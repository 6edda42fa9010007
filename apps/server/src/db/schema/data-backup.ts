import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, id, ts } from './columns.ts';

/**
 * 数据备份 jobs: one row per backup, written while the file is produced (progress) and completed with
 * the stored file (`fileId`, a row of `files`, category export) or the reason it failed.
 */
export const dataBackups = pgTable(
  'data_backups',
  {
    id: id(),
    fileName: text('file_name').notNull(),
    fileId: text('file_id'),
    fileSize: bigint('file_size', { mode: 'number' }).notNull().default(0),
    /** running | done | failed */
    state: text('state').notNull(),
    tablesDone: integer('tables_done').notNull().default(0),
    tablesTotal: integer('tables_total').notNull().default(0),
    rowCount: bigint('row_count', { mode: 'number' }).notNull().default(0),
    errorText: text('error_text'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('data_backups_created').on(t.createdAt)],
);
