import { formatMessage, type ScheduleExecuteContent } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { findUser } from '../../permission/users/users.repository.ts';
import { rowsOf } from '../data-interface/data-interface-call.service.ts';
import { executeDataInterface } from '../data-interface/data-interface-execute.ts';
import { requireEnabledInterface } from '../data-interface/data-interface-options.service.ts';
import type { ScheduleTaskRow } from './schedule-task.repository.ts';

/*
 * Jobs that call a data interface (executeType '1'). The interface must exist and be enabled, when
 * the job is saved and again at every run. A run calls it as the user who last saved, started or
 * stopped the job (as the original keeps the user of the last write on the job): system variables
 * and data scopes need a user, and a job never acts with more than its last editor could. Each
 * parameter sends the job's value, else the default saved with it; one left empty takes the
 * interface's own default. The run log keeps the row count and the start of the answer.
 */

const SAMPLE_CHARS = 300;

/** The job's interface if it exists and is enabled; otherwise the refusal that names why. */
async function requireJobInterface(ctx: AppContext, content: ScheduleExecuteContent) {
  const id = content.interfaceId?.trim();
  if (!id) throw badRequest('scheduleTask.interfaceRequired');
  try {
    return await requireEnabledInterface(ctx, id);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'notFound')
      throw badRequest('scheduleTask.interfaceMissing', { id });
    throw err;
  }
}

/** Refuses, on save, a job without an interface or with one that is missing or disabled. */
export async function checkInterfaceJob(ctx: AppContext, content: ScheduleExecuteContent): Promise<void> {
  await requireJobInterface(ctx, content);
}

const isFilled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

/** The values the job sends: its own, else the default saved with the parameter; empty ones left out. */
export function jobParamList(content: ScheduleExecuteContent) {
  return (content.parameter ?? []).flatMap((param) => {
    const value = isFilled(param.value) ? param.value : param.defaultValue;
    return isFilled(value) ? [{ field: param.field, defaultValue: value }] : [];
  });
}

/** The user of the job's last write, as a caller of the interface; refuses one gone or disabled. */
async function runAs(ctx: AppContext, row: ScheduleTaskRow): Promise<SessionUser> {
  const userId = row.updatedBy ?? row.createdBy;
  const user = userId ? await findUser(ctx.db, userId) : undefined;
  if (user?.enabledMark !== 1) throw badRequest('scheduleTask.runAsMissing');
  return {
    userId: user.id,
    account: user.account,
    isAdministrator: user.isAdministrator,
    sessionId: `schedule-task:${row.id}`,
    isLocked: false,
    hasInitialPassword: false,
  };
}

/** Calls the job's interface; answers the run log's report, or throws (the run fails with its message). */
export async function runInterfaceJob(
  ctx: AppContext,
  row: ScheduleTaskRow,
  content: ScheduleExecuteContent,
): Promise<string> {
  const caller = await runAs(ctx, row);
  const iface = await requireJobInterface(ctx, content);
  const result = await executeDataInterface(ctx, iface, {
    caller,
    paramList: jobParamList(content),
    invokType: 'JOB',
  });
  const sample = JSON.stringify(result.data ?? null) ?? 'null';
  return formatMessage('scheduleTask.interfaceRan', undefined, {
    rows: result.total ?? rowsOf(result.data).length,
    sample: sample.length > SAMPLE_CHARS ? `${sample.slice(0, SAMPLE_CHARS)}…` : sample,
  });
}
