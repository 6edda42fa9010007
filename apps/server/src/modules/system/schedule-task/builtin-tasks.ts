import type { AppContext } from '../../../app-context.ts';
import { sweepStaleUploads } from '../../file/chunk-upload.service.ts';
import { sweepSystemLogs } from '../log/log-retention.ts';

/*
 * The tasks a scheduled job can run without a data interface. A task answers a short report for the
 * run log (or throws: the run is logged as failed with the error's message). Another module adds its
 * task with `registerBuiltinTask` from its own startup (data interfaces join the same way), so this
 * file lists only what exists.
 */
export interface BuiltinTask {
  /** Stable code kept in a job's executeContent.taskCode; the web names it in the user's language. */
  code: string;
  run(ctx: AppContext): Promise<string>;
}

const tasks = new Map<string, BuiltinTask>();

/** Adds a task; a second task with the same code is a programming error. */
export function registerBuiltinTask(task: BuiltinTask): void {
  if (tasks.has(task.code)) throw new Error(`built-in task ${task.code} is registered twice`);
  tasks.set(task.code, task);
}

export function findBuiltinTask(code: string): BuiltinTask | undefined {
  return tasks.get(code);
}

export function listBuiltinTasks(): BuiltinTask[] {
  return [...tasks.values()];
}

registerBuiltinTask({
  code: 'file.sweepStaleUploads',
  run: async (ctx) => `removed ${await sweepStaleUploads(ctx)}`,
});

registerBuiltinTask({
  code: 'system.sweepLogs',
  run: async (ctx) => `deleted ${await sweepSystemLogs(ctx)}`,
});
