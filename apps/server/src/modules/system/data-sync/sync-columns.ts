import type { DataModelType } from '@platform/contracts';
import { type ColumnSpec, isModelType, isSameType, isWidening } from '../data-model/column-spec.ts';

/*
 * Column types across databases. A target table created on another kind of database gets the model types
 * (varchar, int, bigint, decimal, datetime, date, text); a database-only type is mapped to the nearest one
 * that holds every value. On the same kind of database a database-only type is kept as it is.
 */

const MAX_VARCHAR = 4000;

/** The model type that holds every value of a database-only type. */
function nearestModelType(type: string): Pick<ColumnSpec, 'type' | 'length' | 'scale'> {
  const name = type.toLowerCase();
  if (/^(big|int8|bigserial)|unsigned/.test(name) && /int|serial/.test(name))
    return { type: 'bigint', length: null, scale: null };
  if (/^(tiny|small|medium)?int|^integer|^int[24]|^serial|^smallserial|^bool|^bit|^year/.test(name))
    return { type: 'int', length: null, scale: null };
  if (/^(float|double|real|numeric|decimal)/.test(name)) return { type: 'decimal', length: 38, scale: 10 };
  if (/^(timestamp|datetime)/.test(name)) return { type: 'datetime', length: null, scale: null };
  if (name === 'date') return { type: 'date', length: null, scale: null };
  const sized = /^(?:char|character|nchar|varchar|character varying)\s*\((\d+)\)/.exec(name);
  if (sized && Number(sized[1]) <= MAX_VARCHAR)
    return { type: 'varchar', length: Number(sized[1]), scale: null };
  return { type: 'text', length: null, scale: null };
}

/** What a type may become when the administrator picks another (convertRuleMap); the default first. */
export const CONVERT_RULES: Record<DataModelType, DataModelType[]> = {
  varchar: ['varchar', 'text'],
  int: ['int', 'bigint', 'decimal', 'varchar', 'text'],
  bigint: ['bigint', 'decimal', 'varchar', 'text'],
  decimal: ['decimal', 'varchar', 'text'],
  datetime: ['datetime', 'varchar', 'text'],
  date: ['date', 'datetime', 'varchar', 'text'],
  text: ['text'],
};

/** The original's answer shape: type → choices, the default marked "(默认)". */
export function convertRuleChoices(): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(CONVERT_RULES).map(([type, choices]) => [
      type,
      choices.map((choice, i) => (i === 0 ? `${choice} (默认)` : choice)),
    ]),
  );
}

/** The type `column` gets when it becomes `type` by the administrator's choice, sized to hold its values. */
function converted(column: ColumnSpec, type: DataModelType): Pick<ColumnSpec, 'type' | 'length' | 'scale'> {
  if (type === 'varchar') return { type, length: Math.max(column.length ?? 0, 64), scale: null };
  if (type === 'decimal') return { type, length: 38, scale: 10 };
  return { type, length: null, scale: null };
}

/**
 * The target column for a source column: same kind of database keeps the type; another kind gets a model
 * type. `rules` (source model type → chosen model type) overrides where the choice is allowed.
 */
export function targetColumnOf(
  column: ColumnSpec,
  name: string,
  isSameDialect: boolean,
  rules: Record<string, string> | undefined,
): ColumnSpec {
  const base =
    isModelType(column.type) || isSameDialect ? column : { ...column, ...nearestModelType(column.type) };
  const picked = rules?.[base.type]?.replace(/\s*\(默认\)$/, '').toLowerCase();
  const allowed = isModelType(base.type) ? CONVERT_RULES[base.type] : [];
  const typed =
    picked && allowed.includes(picked as DataModelType)
      ? { ...base, ...converted(base, picked as DataModelType) }
      : base;
  // Values are copied as they are: no identity (the key's values come from the source) and no defaults.
  return { ...typed, name, isIdentity: false, defaultValue: null };
}

/** Whether every value of `from` fits a target column of type `to` (types the models do not know pass). */
export function fits(from: ColumnSpec, to: ColumnSpec): boolean {
  const source = isModelType(from.type) ? from : { ...from, ...nearestModelType(from.type) };
  if (!isModelType(to.type)) return true;
  return isSameType(source, to) || isWidening(source, to);
}

/** A key resumable sync can order by: integer or text. */
export function isOrderableKey(column: ColumnSpec): boolean {
  const type = isModelType(column.type) ? column.type : nearestModelType(column.type).type;
  return type === 'int' || type === 'bigint' || type === 'varchar' || type === 'text';
}

/** A value as a driver binds it: JSON for objects, text for big integers. */
export function bindable(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value === null || value instanceof Date || Buffer.isBuffer(value) || typeof value !== 'object')
    return value;
  return JSON.stringify(value);
}
