import type { DataBackupInfo, DataBackupListQuery, FileDownloadLink } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { createDownloadLink } from '../../file/download-link.ts';
import { removeGeneratedFile } from '../../file/file.service.ts';
import { fileUrl } from '../../file/upload-policy.ts';
import {
  type DataBackupRow,
  deleteDataBackup,
  findDataBackup,
  findDataBackupPage,
  findRunningDataBackup,
  insertDataBackup,
  updateStaleDataBackups,
} from './data-backup.repository.ts';
import { liveProgress, runDataBackupJob } from './data-backup-job.ts';

/** A job still "running" after this long lost its process (a restart): it is marked failed. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

function toInfo(row: DataBackupRow): DataBackupInfo {
  const live = row.state === 'running' ? liveProgress.get(row.id) : undefined;
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    fileUrl: row.state === 'done' && row.fileId ? fileUrl('export', row.fileId) : null,
    state: row.state as DataBackupInfo['state'],
    tablesDone: live?.tablesDone ?? row.tablesDone,
    tablesTotal: live?.tablesTotal ?? row.tablesTotal,
    rowCount: live?.rows ?? row.rowCount,
    errorText: row.errorText,
    creatorUserId: row.createdBy,
    creatorTime: row.createdAt.getTime(),
    finishedTime: row.finishedAt?.getTime() ?? null,
  };
}

export async function listDataBackups(ctx: AppContext, query: DataBackupListQuery) {
  const { rows, total } = await findDataBackupPage(ctx.db, { keyword: query.keyword, ...pageWindow(query) });
  return pageOf(rows.map(toInfo), total, query);
}

async function requireBackup(ctx: AppContext, id: string): Promise<DataBackupRow> {
  const row = await findDataBackup(ctx.db, id);
  if (!row) throw notFound('dataBackup.notFound');
  return row;
}

export async function getDataBackup(ctx: AppContext, id: string): Promise<DataBackupInfo> {
  return toInfo(await requireBackup(ctx, id));
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Starts a backup and answers its id at once; one backup runs at a time. */
export async function createDataBackup(ctx: AppContext, user: SessionUser): Promise<string> {
  const now = ctx.now();
  await updateStaleDataBackups(ctx.db, new Date(now.getTime() - STALE_AFTER_MS), 'interrupted');
  if (await findRunningDataBackup(ctx.db)) throw badRequest('dataBackup.running');
  const id = newId();
  const fileName = `backup-${stamp(now)}.jsonl.gz`;
  await insertDataBackup(ctx.db, { id, fileName, state: 'running', createdBy: user.userId, createdAt: now });
  void runDataBackupJob(ctx, { id, fileName, ownerId: user.userId });
  return id;
}

export async function removeDataBackup(ctx: AppContext, id: string): Promise<void> {
  const row = await requireBackup(ctx, id);
  if (row.state === 'running') throw badRequest('dataBackup.busy');
  await deleteDataBackup(ctx.db, id);
  if (row.fileId) await removeGeneratedFile(ctx, row.fileId);
}

/**
 * A signed link to the finished file. The file belongs to whoever started the backup; any holder of
 * the download button may fetch it, so the link is signed for the owner after this check.
 */
export async function getDataBackupDownload(ctx: AppContext, id: string): Promise<FileDownloadLink> {
  const row = await requireBackup(ctx, id);
  if (row.state !== 'done' || !row.fileId || !row.createdBy) throw badRequest('dataBackup.notReady');
  const url = await createDownloadLink(ctx, { userId: row.createdBy, type: 'export', id: row.fileId });
  return { name: row.fileName, url };
}
