import { formatDate } from '@platform/contracts';
import { type FormField, toNumber } from '../schema/form-schema.ts';
import type { CheckContext, ValueIssue } from './value-issue.ts';

/* Dates, times and their ranges: bounds from the design, the start not after the end. */

const TIME_TEXT = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Time bounds lacking seconds get `:00` (08:30 is 08:30:00), as the original picker reads them. */
export function normalizeTime(text: string): string {
  return text.length === 5 ? `${text}:00` : text;
}

export function dateBound(value: number, field: FormField, context: CheckContext): ValueIssue[] {
  const format = field.format || 'yyyy-MM-dd HH:mm:ss';
  const show = (time: number) => formatDate(time, format, { timeZone: context.timeZone });
  const min = toNumber(field.startTime);
  const max = toNumber(field.endTime);
  if (min !== undefined && value < min)
    return [{ key: 'formEngine.value.dateBefore', params: { min: show(min) } }];
  if (max !== undefined && value > max)
    return [{ key: 'formEngine.value.dateAfter', params: { max: show(max) } }];
  return [];
}

/** Time bounds: startTime/endTime, or the 3.4 picker's `selectableRange` "HH:mm:ss-HH:mm:ss". */
function timeBounds(field: FormField): { min?: string; max?: string } {
  const text = (bound: unknown) =>
    typeof bound === 'string' && TIME_TEXT.test(bound) ? normalizeTime(bound) : undefined;
  let min = text(field.startTime);
  let max = text(field.endTime);
  const range = field['picker-options']?.selectableRange;
  const first = Array.isArray(range) ? range[0] : range;
  if (min === undefined && max === undefined && typeof first === 'string') {
    const [from, to] = first.split('-').map((part) => part.trim());
    min = text(from);
    max = text(to);
  }
  return { min, max };
}

export function timeBound(value: string, field: FormField): ValueIssue[] {
  const { min, max } = timeBounds(field);
  const time = normalizeTime(value);
  if (min !== undefined && time < min) return [{ key: 'formEngine.value.dateBefore', params: { min } }];
  if (max !== undefined && time > max) return [{ key: 'formEngine.value.dateAfter', params: { max } }];
  return [];
}

export function checkPair<T>(
  value: unknown,
  isItem: (item: unknown) => item is T,
  bound: (item: T) => ValueIssue[],
  isOrdered: (start: T, end: T) => boolean,
): ValueIssue[] {
  if (!Array.isArray(value) || value.length !== 2 || !value.every(isItem)) {
    return [{ key: 'formEngine.value.invalidType' }];
  }
  const [start, end] = value as [T, T];
  const bounds = [...bound(start), ...bound(end)];
  if (bounds.length > 0) return bounds.slice(0, 1);
  return isOrdered(start, end) ? [] : [{ key: 'formEngine.value.rangeOrder' }];
}

export const isTimeText = (item: unknown): item is string => typeof item === 'string' && TIME_TEXT.test(item);
