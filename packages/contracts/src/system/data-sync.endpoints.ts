import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  dataSyncBatchBodySchema,
  dataSyncBatchResultSchema,
  dataSyncCheckSchema,
  dataSyncDryRunSchema,
  dataSyncJobListQuerySchema,
  dataSyncJobListSchema,
  dataSyncJobParamsSchema,
  dataSyncJobSchema,
  dataSyncLinksBodySchema,
  dataSyncTableBodySchema,
} from './data-sync.ts';

const BASE = '/system/DataSync';

/** 数据同步: copy tables between data sources in batches, with a job row per table for progress and resume. */
export const dataSyncEndpoints = {
  check: endpoint({
    method: 'POST',
    path: BASE,
    summary:
      'Check a table before syncing: 0 target empty, 1 source empty, 2 target missing, 3 target has rows',
    schemas: { body: dataSyncTableBodySchema, response: z.number().int() },
  }),
  checkDbLink: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/checkDbLink`,
    summary: 'The tables of the source with their row counts and whether each exists in the target',
    schemas: { body: dataSyncLinksBodySchema, response: dataSyncCheckSchema },
  }),
  dryRun: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/DryRun`,
    summary: 'What a sync of one table would do: rows to copy, rows to delete, the field mapping',
    schemas: { body: dataSyncTableBodySchema, response: dataSyncDryRunSchema },
  }),
  execute: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/Execute`,
    summary: 'Sync one table in batches; answers when done (the job list shows its progress meanwhile)',
    schemas: { body: dataSyncTableBodySchema, response: dataSyncJobSchema },
  }),
  batchExecute: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/batchExecute`,
    summary: 'Sync several tables one after another; answers table → 1 done / 0 failed',
    schemas: { body: dataSyncBatchBodySchema, response: dataSyncBatchResultSchema },
  }),
  jobs: endpoint({
    method: 'GET',
    path: `${BASE}/Jobs`,
    summary: 'Sync jobs, newest first; keyword on the table name',
    schemas: { query: dataSyncJobListQuerySchema, response: dataSyncJobListSchema },
  }),
  job: endpoint({
    method: 'GET',
    path: `${BASE}/Jobs/{id}`,
    summary: 'One sync job with its progress',
    schemas: { params: dataSyncJobParamsSchema, response: dataSyncJobSchema },
  }),
  resume: endpoint({
    method: 'POST',
    path: `${BASE}/Jobs/{id}/Actions/Resume`,
    summary: 'Continue a failed job after its last committed key',
    schemas: { params: dataSyncJobParamsSchema, response: dataSyncJobSchema },
  }),
};
