import dayjs from 'dayjs';
import { dayjsFormat } from '../field-display.ts';
import type { FormField } from '../schema/form-schema.ts';

/** Who fills a new record: what "默认为当前…" puts into the fields that ask for it. */
export interface CurrentUserDefaults {
  userId: string;
  /** The user's department (null when the user belongs to a company directly). */
  departmentId: string | null;
  /** The ids from the company down to the user's organization (the organization picker's value). */
  organizeIdList: readonly string[];
}

/** The widgets whose `__config__.defaultCurrent` asks for the current user, organization or time. */
const CURRENT_KEYS = new Set(['date', 'time', 'comSelect', 'organizeSelect', 'depSelect', 'userSelect']);

export const takesDefaultCurrent = (jnpfKey: string | undefined): boolean =>
  jnpfKey !== undefined && CURRENT_KEYS.has(jnpfKey);

/** A date at the precision its picker shows: the year, the month, the day, or the minute or second. */
function dateNow(field: FormField, now: Date): number {
  const format = dayjsFormat(field.format, 'YYYY-MM-DD');
  const at = dayjs(now);
  if (field.type === 'year' || !/M/.test(format)) return at.startOf('year').valueOf();
  if (field.type === 'month' || !/D/.test(format)) return at.startOf('month').valueOf();
  if (!/H/.test(format)) return at.startOf('day').valueOf();
  return at.startOf(/s/.test(format) ? 'second' : 'minute').valueOf();
}

const asMultiple = (field: FormField, value: unknown) => (field.multiple === true ? [value] : value);

/**
 * The value a field of a new record starts with when its design says `defaultCurrent`: the current
 * time (date, time), the user's organization path, department or own id (the pickers, a list of one
 * when the picker is multiple). Undefined when the field does not ask for it or the value is unknown
 * (no user given, a user without a department).
 */
export function currentDefault(
  field: FormField,
  user: CurrentUserDefaults | undefined,
  now: Date = new Date(),
): unknown {
  if (field.__config__.defaultCurrent !== true) return undefined;
  switch (field.__config__.jnpfKey) {
    case 'date':
      return dateNow(field, now);
    case 'time':
      return dayjs(now).format(field.format || 'HH:mm:ss');
    case 'comSelect':
    case 'organizeSelect':
      return user && user.organizeIdList.length > 0 ? asMultiple(field, [...user.organizeIdList]) : undefined;
    case 'depSelect':
      return user?.departmentId ? asMultiple(field, user.departmentId) : undefined;
    case 'userSelect':
      return user ? asMultiple(field, user.userId) : undefined;
    default:
      return undefined;
  }
}
