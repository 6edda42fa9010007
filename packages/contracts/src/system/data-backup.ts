import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 数据备份: a backup is a job that writes the whole platform database (platform tables and business
 * tables) into one gzip'd file of the platform's own format; the list shows each job with its progress,
 * and a finished one with its file. The original's list reads fileName, fileSize, fileUrl, creatorTime.
 */

export const DATA_BACKUP_STATES = ['running', 'done', 'failed'] as const;
export type DataBackupState = (typeof DATA_BACKUP_STATES)[number];

export const dataBackupInfoSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  /** Bytes of the file (0 while it is written). */
  fileSize: z.number().int(),
  /** Where the creator downloads the file (the original client's field); null until it is done. */
  fileUrl: z.string().nullable(),
  state: z.enum(DATA_BACKUP_STATES),
  tablesDone: z.number().int(),
  tablesTotal: z.number().int(),
  rowCount: z.number().int(),
  /** Why the job failed, for a failed one. */
  errorText: z.string().nullable(),
  creatorUserId: z.string().nullable(),
  /** Epoch ms. */
  creatorTime: z.number(),
  finishedTime: z.number().nullable(),
});
export type DataBackupInfo = z.infer<typeof dataBackupInfoSchema>;

/** GET /DataBackup: the jobs, newest first; keyword on the file name. */
export const dataBackupListQuerySchema = z.object({ ...record.pageFields, keyword: record.keyword });
export type DataBackupListQuery = z.infer<typeof dataBackupListQuerySchema>;
export const dataBackupListSchema = pagedSchema(dataBackupInfoSchema);

/** POST /DataBackup answers the new job's id; the job runs on and the list shows its progress. */
export const dataBackupCreatedSchema = record.createdId;
