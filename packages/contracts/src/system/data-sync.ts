import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 数据同步 (data sync): copy a table from one data source to another ("0" the platform's business schema).
 * Field names follow the original client (dbConnectionFrom / dbConnectionTo / dbTable / dbTableList /
 * convertRuleMap); toTable, fieldMap, mode and batchSize are ours and optional.
 */

/** A table name as a source may spell it (quoted by the server, never concatenated raw). */
const tableName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^"`'\\/\s]+$/, 'a table name');
const linkId = z.string().trim().min(1).max(64);

/** replace: the target is emptied first (the original's behaviour); append: rows are added to it. */
export const DATA_SYNC_MODES = ['replace', 'append'] as const;
export type DataSyncMode = (typeof DATA_SYNC_MODES)[number];

const syncOptions = {
  dbConnectionFrom: linkId,
  dbConnectionTo: linkId,
  /** The original's source type → target type choices; the server maps types through the model types. */
  convertRuleMap: z.record(z.string().max(64), z.string().max(64)).optional(),
  dbNameFrom: z.string().max(64).nullish(),
  dbNameTo: z.string().max(64).nullish(),
  /** The original's answer of the check (0, 2, 3), echoed back on Execute. */
  type: z.number().int().optional(),
  /** Source column → target column; columns left out are not copied. Default: every column by its name. */
  fieldMap: z.record(tableName, tableName).optional(),
  mode: z.enum(DATA_SYNC_MODES).optional(),
  /** Rows per batch (one transaction each); default 1,000. */
  batchSize: z.number().int().min(1).max(5000).optional(),
};

export const dataSyncLinksBodySchema = z.object({
  ...syncOptions,
  dbTable: tableName.optional(),
  dbTableList: z.array(tableName).max(200).optional(),
});
export type DataSyncLinksBody = z.infer<typeof dataSyncLinksBodySchema>;

export const dataSyncTableBodySchema = z.object({
  ...syncOptions,
  dbTable: tableName,
  /** The target table's name; default the source's. */
  toTable: tableName.optional(),
});
export type DataSyncTableBody = z.infer<typeof dataSyncTableBodySchema>;

export const dataSyncBatchBodySchema = z.object({
  ...syncOptions,
  dbTable: tableName.optional(),
  dbTableList: z.array(tableName).min(1).max(200),
});
export type DataSyncBatchBody = z.infer<typeof dataSyncBatchBodySchema>;

export const dataSyncTableEntrySchema = z.object({
  table: z.string(),
  tableName: z.string().nullable(),
  /** Rows in the source table (exact for small tables, the estimate above 10,000). */
  sum: z.number().int(),
  /** Whether the table has a one-column primary key, which resumable sync needs. */
  hasPrimaryKey: z.boolean(),
  targetExists: z.boolean(),
  /** Rows in the target table; null when it does not exist. */
  targetSum: z.number().int().nullable(),
});
export type DataSyncTableEntry = z.infer<typeof dataSyncTableEntrySchema>;

export const dataSyncCheckSchema = z.object({
  checkDbFlag: z.boolean(),
  tableList: z.array(dataSyncTableEntrySchema),
  /** The original's type choices: source type → target types, the default first. */
  convertRuleMap: z.record(z.string(), z.array(z.string())),
});
export type DataSyncCheck = z.infer<typeof dataSyncCheckSchema>;

export const dataSyncFieldPairSchema = z.object({
  from: z.string(),
  to: z.string(),
  fromType: z.string(),
  toType: z.string(),
});
export type DataSyncFieldPair = z.infer<typeof dataSyncFieldPairSchema>;

export const dataSyncDryRunSchema = z.object({
  table: z.string(),
  toTable: z.string(),
  /** Rows that would be copied. */
  total: z.number().int(),
  targetExists: z.boolean(),
  targetSum: z.number().int().nullable(),
  /** Rows deleted from the target first (replace mode). */
  willDelete: z.number().int(),
  keyColumn: z.string(),
  fields: z.array(dataSyncFieldPairSchema),
});
export type DataSyncDryRun = z.infer<typeof dataSyncDryRunSchema>;

export const DATA_SYNC_STATES = ['running', 'succeeded', 'failed'] as const;
export type DataSyncState = (typeof DATA_SYNC_STATES)[number];

export const dataSyncJobSchema = z.object({
  id: z.string(),
  batchId: z.string().nullable(),
  dbConnectionFrom: z.string(),
  dbConnectionTo: z.string(),
  fromName: z.string(),
  toName: z.string(),
  table: z.string(),
  toTable: z.string(),
  mode: z.enum(DATA_SYNC_MODES),
  state: z.enum(DATA_SYNC_STATES),
  total: z.number().int(),
  copied: z.number().int(),
  lastKey: z.string().nullable(),
  keyColumn: z.string(),
  isTargetCreated: z.boolean(),
  errorText: z.string().nullable(),
  /** Source column → target column as used. */
  fieldMap: z.record(z.string(), z.string()),
  startTime: z.number().int(),
  endTime: z.number().int().nullable(),
  creatorUser: z.string().nullable(),
});
export type DataSyncJob = z.infer<typeof dataSyncJobSchema>;

export const dataSyncJobListQuerySchema = record.pagedKeywordQuery;
export const dataSyncJobListSchema = pagedSchema(dataSyncJobSchema);
export const dataSyncJobParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const dataSyncBatchResultSchema = z.record(z.string(), z.number().int());
