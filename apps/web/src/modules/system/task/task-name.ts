import type { ScheduleJobParameter } from '@platform/contracts';
import type { TFunction } from 'i18next';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { taskLocales } from './task.locales.ts';

const TASK_NAMES = taskLocales.resources['zh-CN'].tasks;

/** A built-in task's name in the user's language; its code when the strings do not name it. */
export function taskName(t: TFunction<'task'>, code: string | undefined): string {
  if (!code) return '';
  const key = keyIn(TASK_NAMES, code);
  return key ? t(`tasks.${key}`) : code;
}

/** The task code of a job's executeContent (JSON text), or undefined. */
export function taskCodeOf(executeContent: string | undefined): string | undefined {
  try {
    const content = JSON.parse(executeContent ?? '') as { taskCode?: unknown };
    return typeof content.taskCode === 'string' ? content.taskCode : undefined;
  } catch {
    return undefined;
  }
}

/** The interface a job calls and its parameter values, from its executeContent (JSON text). */
export function interfaceOf(executeContent: string | undefined): {
  interfaceId?: string;
  interfaceName?: string;
  parameter: ScheduleJobParameter[];
} {
  try {
    const content = JSON.parse(executeContent ?? '') as Record<string, unknown>;
    return {
      interfaceId: typeof content.interfaceId === 'string' ? content.interfaceId : undefined,
      interfaceName: typeof content.interfaceName === 'string' ? content.interfaceName : undefined,
      parameter: Array.isArray(content.parameter) ? (content.parameter as ScheduleJobParameter[]) : [],
    };
  } catch {
    return { parameter: [] };
  }
}
