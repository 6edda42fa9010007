import { AppError } from '../../http/app-error.ts';

/*
 * Reading an uploaded workbook and writing an export are the heaviest things a signed-in user can
 * ask for, so they are rationed in each server process: one at a time per user (a second one while
 * the first runs is refused with 429, not queued) and EXCEL_MAX_RUNNING at once for everybody. Both
 * are counted per process; with several processes a user may run one in each.
 */

export const EXCEL_MAX_RUNNING = 3;

const running = new Set<string>();

/** Runs an import or export step for the user, or refuses it with 429 when a slot is not free. */
export async function runExcelJob<T>(userId: string, job: () => Promise<T>): Promise<T> {
  if (running.has(userId)) throw new AppError('tooMany', 'importExport.running');
  if (running.size >= EXCEL_MAX_RUNNING) throw new AppError('tooMany', 'importExport.busy');
  running.add(userId);
  try {
    return await job();
  } finally {
    running.delete(userId);
  }
}
