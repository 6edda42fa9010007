import { createGzip } from 'node:zlib';
import type { AppContext } from '../../../app-context.ts';
import { storeGeneratedFile } from '../../file/file.service.ts';
import { getFileStore } from '../../file/file-store.ts';
import { type BackupProgress, writeBackup } from './backup-writer.ts';
import { updateDataBackupRow } from './data-backup.repository.ts';

/**
 * Progress of the jobs this process runs. On PGlite the backup's snapshot transaction holds the only
 * connection, so progress cannot be written to the job row until it ends; the list reads it from here.
 */
export const liveProgress = new Map<string, BackupProgress>();

/**
 * Writes the backup file of job `id` into the file store (gzip'd as it is produced, never held whole),
 * then completes the job row with the file, or marks it failed with the reason.
 */
export async function runDataBackupJob(
  ctx: AppContext,
  job: { id: string; fileName: string; ownerId: string },
): Promise<void> {
  const canWriteProgress = ctx.dbKind === 'postgres';
  try {
    const client = await ctx.dataSources.open('0');
    const gzip = createGzip();
    const producing = writeBackup(
      { client, kind: ctx.dbKind, now: ctx.now, files: getFileStore(ctx) },
      gzip,
      async (progress) => {
        liveProgress.set(job.id, progress);
        if (canWriteProgress)
          await updateDataBackupRow(ctx.db, job.id, {
            tablesDone: progress.tablesDone,
            tablesTotal: progress.tablesTotal,
            rowCount: progress.rows,
          });
      },
    ).then(
      (progress) => {
        gzip.end();
        return progress;
      },
      (err: unknown) => {
        gzip.destroy(err instanceof Error ? err : new Error(String(err)));
        throw err;
      },
    );
    const [stored, progress] = await Promise.all([
      storeGeneratedFile(ctx, {
        ownerId: job.ownerId,
        name: job.fileName,
        content: gzip,
        mimeType: 'application/gzip',
      }),
      producing,
    ]);
    if (progress.missingFiles)
      ctx.log.warn(
        { backupId: job.id, missingFiles: progress.missingFiles },
        'data backup: files named in the database are missing from the store',
      );
    await updateDataBackupRow(ctx.db, job.id, {
      state: 'done',
      fileId: stored.id,
      fileSize: stored.size,
      tablesDone: progress.tablesDone,
      tablesTotal: progress.tablesTotal,
      rowCount: progress.rows,
      finishedAt: ctx.now(),
    });
  } catch (err) {
    ctx.log.error({ err, backupId: job.id }, 'data backup failed');
    await updateDataBackupRow(ctx.db, job.id, {
      state: 'failed',
      errorText: err instanceof Error ? err.message.slice(0, 500) : 'failed',
      finishedAt: ctx.now(),
    }).catch((updateErr: unknown) => ctx.log.error({ err: updateErr }, 'could not mark the backup failed'));
  } finally {
    liveProgress.delete(job.id);
  }
}
