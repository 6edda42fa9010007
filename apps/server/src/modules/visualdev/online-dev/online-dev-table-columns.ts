import { formatDate } from '@platform/contracts';
import type { SQL } from 'drizzle-orm';
import { dateAt, parseWallText } from '../../system/schedule/wall-clock.ts';
import type { StoreStamp } from './online-dev-record-store.ts';
import type { BoundColumn, BoundTable } from './online-dev-table-binding.ts';

/*
 * Values between a form and a bound table's columns: what a column takes from a form value and what the
 * form holds from a column value, and the columns a write sets (with the audit columns the table has).
 * A `datetime` column holds the UTC wall time of the instant; a `date` column holds the calendar day of
 * the platform's time zone (sys config), the day the date widget's midnight falls on there, and reads back
 * as that midnight, so a day picked east of UTC is not stored as the day before.
 */

type Json = Record<string, unknown>;
const TIME_TYPES = new Set(['datetime', 'date']);

/** A form value as the column takes it: lists and objects as JSON text, time stamps as times or days. */
function toColumn(table: BoundTable, bound: BoundColumn, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (bound.type === 'date' && typeof value === 'number')
    return formatDate(value, 'YYYY-MM-DD', { timeZone: table.timeZone });
  if (TIME_TYPES.has(bound.type) && typeof value === 'number') return table.dialect.time(new Date(value));
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/**
 * A time as epoch ms. The columns hold UTC wall times (`toColumn` writes UTC): a driver hands them back as
 * text, or as a Date read in the process's zone, which is undone.
 */
function epochOf(value: unknown): unknown {
  if (value instanceof Date) return value.getTime() - value.getTimezoneOffset() * 60_000;
  if (typeof value !== 'string') return value;
  const ms = Date.parse(`${value.replace(' ', 'T')}${value.length > 10 ? 'Z' : 'T00:00:00Z'}`);
  return Number.isNaN(ms) ? value : ms;
}

/**
 * A day as the epoch ms of its midnight in the zone. A driver hands it back as `YYYY-MM-DD` text, or as a
 * Date at that midnight in the process's zone.
 */
function dayEpochOf(value: unknown, timeZone: string): unknown {
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const wall = { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
    return dateAt({ ...wall, hour: 0, minute: 0, second: 0 }, timeZone).getTime();
  }
  const midnight = typeof value === 'string' ? parseWallText(value, timeZone) : undefined;
  return midnight ? midnight.getTime() : epochOf(value);
}

/** A time column as epoch ms in SQL, the number the form holds (for ranges, orders and conditions). */
export function epochColumn(table: BoundTable, bound: BoundColumn, ref: SQL): SQL {
  if (!TIME_TYPES.has(bound.type)) return ref;
  return table.dialect.epochMs(ref, bound.type === 'date' ? table.timeZone : undefined);
}

/** A column value as the form holds it: times as epoch ms, decimals as numbers, JSON lists parsed. */
function fromColumn(table: BoundTable, bound: BoundColumn, value: unknown): unknown {
  if (bound.type === 'date') return dayEpochOf(value, table.timeZone);
  if (TIME_TYPES.has(bound.type)) return epochOf(value);
  if (value instanceof Date) return value.getTime();
  if (bound.type === 'decimal' && typeof value === 'string') return Number(value);
  if (typeof value === 'string' && bound.entry.kind !== 'text' && /^[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

export function valuesOf(table: BoundTable, row: Json): Json {
  const values: Json = {};
  for (const [name, bound] of table.fields) values[name] = fromColumn(table, bound, row[bound.column]);
  return values;
}

/** The columns and bound values of a row to write, with the audit columns the table has. */
export function writtenColumns(table: BoundTable, record: Json, stamp: StoreStamp, isCreate: boolean) {
  const pairs: [string, unknown][] = [...table.fields.values()].map((bound) => [
    bound.column,
    toColumn(table, bound, record[bound.entry.name]),
  ]);
  const { audit } = table;
  if (isCreate && audit.createdBy) pairs.push([audit.createdBy, stamp.by]);
  if (isCreate && audit.createdAt) pairs.push([audit.createdAt, table.dialect.time(stamp.at)]);
  if (!isCreate && audit.updatedBy) pairs.push([audit.updatedBy, stamp.by]);
  if (!isCreate && audit.updatedAt) pairs.push([audit.updatedAt, table.dialect.time(stamp.at)]);
  return pairs;
}
