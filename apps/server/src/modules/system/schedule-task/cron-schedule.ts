import { Cron } from 'croner';
import { badRequest } from '../../../http/app-error.ts';

/*
 * Cron expressions of jobs: 5 fields (minute … weekday), 6 (seconds first) or 7 (year last), with
 * Quartz's `?`, `L`, `W` and `#` (what the original's cron dialog writes). Times are the server's
 * local time zone. Parsing never starts a timer: the scheduler loop decides when to run.
 */

function parse(cron: string): Cron {
  try {
    return new Cron(cron, { paused: true });
  } catch {
    throw badRequest('scheduleTask.cronInvalid', { cron });
  }
}

/** The next `count` times after `from` (fewer, or none, when the expression stops firing). */
export function nextRunTimes(cron: string, from: Date, count: number): Date[] {
  return parse(cron).nextRuns(count, from);
}

/** The next time after `from`; refuses an expression that is invalid or never fires again. */
export function requireNextRun(cron: string, from: Date): Date {
  const [next] = nextRunTimes(cron, from, 1);
  if (!next) throw badRequest('scheduleTask.cronNeverFires', { cron });
  return next;
}

/** The next time after `from`, or null when the expression no longer fires (a year in the past). */
export function nextRunOrNull(cron: string, from: Date): Date | null {
  try {
    return nextRunTimes(cron, from, 1)[0] ?? null;
  } catch {
    return null;
  }
}
