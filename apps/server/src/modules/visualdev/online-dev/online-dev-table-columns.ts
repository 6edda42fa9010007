import type { StoreStamp } from './online-dev-record-store.ts';
import type { BoundColumn, BoundTable } from './online-dev-table-binding.ts';

/*
 * Values between a form and a bound table's columns: what a column takes from a form value and what the
 * form holds from a column value, and the columns a write sets (with the audit columns the table has).
 */

type Json = Record<string, unknown>;
export const TIME_TYPES = new Set(['datetime', 'date']);

/** A form value as the column takes it: lists and objects as JSON text, time stamps as times. */
function toColumn(bound: BoundColumn, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (TIME_TYPES.has(bound.type) && typeof value === 'number') return new Date(value).toISOString();
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

/** A column value as the form holds it: times as epoch ms, decimals as numbers, JSON lists parsed. */
function fromColumn(bound: BoundColumn, value: unknown): unknown {
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
  for (const [name, bound] of table.fields) values[name] = fromColumn(bound, row[bound.column]);
  return values;
}

/** The columns and bound values of a row to write, with the audit columns the table has. */
export function writtenColumns(table: BoundTable, record: Json, stamp: StoreStamp, isCreate: boolean) {
  const pairs: [string, unknown][] = [...table.fields.values()].map((bound) => [
    bound.column,
    toColumn(bound, record[bound.entry.name]),
  ]);
  const { audit } = table;
  if (isCreate && audit.createdBy) pairs.push([audit.createdBy, stamp.by]);
  if (isCreate && audit.createdAt) pairs.push([audit.createdAt, stamp.at.toISOString()]);
  if (!isCreate && audit.updatedBy) pairs.push([audit.updatedBy, stamp.by]);
  if (!isCreate && audit.updatedAt) pairs.push([audit.updatedAt, stamp.at.toISOString()]);
  return pairs;
}
