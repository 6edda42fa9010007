import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { fileDownloadLinkSchema } from '../file.ts';
import {
  dataBackupCreatedSchema,
  dataBackupInfoSchema,
  dataBackupListQuerySchema,
  dataBackupListSchema,
} from './data-backup.ts';

const BASE = '/system/DataBackup';

/** 数据备份: back the platform's data up into a downloadable file (restored with `npm run restore`). */
export const dataBackupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Backups, newest first, with their progress; keyword on the file name',
    schemas: { query: dataBackupListQuerySchema, response: dataBackupListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One backup and its progress',
    schemas: { params: idParamsSchema, response: dataBackupInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Start a backup of the whole database; answers the job id at once',
    schemas: { response: dataBackupCreatedSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a backup and its file (not while it is running)',
    schemas: { params: idParamsSchema },
  }),
  download: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Actions/Download`,
    summary: 'A signed link to download a finished backup file',
    schemas: { params: idParamsSchema, response: fileDownloadLinkSchema },
  }),
};
