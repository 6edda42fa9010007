import type { SuperQuerySymbol } from '@platform/contracts';
import { type FormModel, optionKeysOf, staticOptionsOf } from '@platform/form-engine';
import type { Dayjs } from 'dayjs';

/*
 * The advanced query (高级查询) of the online list: the rows the dialog edits and the `superQueryJson`
 * text the List body carries, in the original's shape (`{matchLogic, conditionJson}` with the rows as
 * JSON text), so the server reads ours and the original client's alike.
 */

/** How a row's value is entered, by the field's widget. */
export type QueryValueKind = 'text' | 'number' | 'date' | 'dateTime' | 'switch' | 'select';

export interface QueryField {
  name: string;
  label: string;
  jnpfKey: string;
  kind: QueryValueKind;
  options: { label: string; value: string | number }[];
}

export type MatchLogic = 'AND' | 'OR';

export interface QueryRow {
  /** Tells the rows apart while editing; not sent. */
  key: number;
  field?: string;
  symbol: SuperQuerySymbol;
  value?: string | number | Dayjs | null;
}

const NUMBER_KINDS = new Set(['number', 'calculate', 'rate', 'slider']);
const SELECT_KINDS = new Set(['option', 'multiOption']);
const STAMP_KEYS = new Set(['createTime', 'modifyTime']);
const SKIPPED_KINDS = new Set(['subTable', 'display', 'layout']);

/** The symbols a value kind offers (the original dialog's eight; empty/filled for every kind). */
export function symbolsOf(kind: QueryValueKind | undefined): SuperQuerySymbol[] {
  const blank: SuperQuerySymbol[] = ['null', 'notNull'];
  if (kind === 'switch' || kind === 'select') return ['==', '<>', ...blank];
  if (kind === 'text' || kind === undefined) return ['==', '<>', 'like', 'notLike', ...blank];
  return ['==', '<>', '>', '>=', '<', '<=', ...blank];
}

/** The fields of the released main form a row may name, with how their value is entered. */
export function queryFieldsOf(model: FormModel): QueryField[] {
  return model.fields.flatMap((entry): QueryField[] => {
    if (SKIPPED_KINDS.has(entry.kind)) return [];
    const { field } = entry;
    const base = { name: entry.name, label: field.__config__.label ?? entry.name, jnpfKey: entry.key };
    if (STAMP_KEYS.has(entry.key)) return [{ ...base, kind: 'dateTime', options: [] }];
    if (entry.kind === 'date') {
      const { format, type } = field as { format?: unknown; type?: unknown };
      const hasTime = /[Hh]|datetime/.test(`${format ?? ''}${type ?? ''}`);
      return [{ ...base, kind: hasTime ? 'dateTime' : 'date', options: [] }];
    }
    if (NUMBER_KINDS.has(entry.kind)) return [{ ...base, kind: 'number', options: [] }];
    if (entry.kind === 'switch') return [{ ...base, kind: 'switch', options: [] }];
    if (SELECT_KINDS.has(entry.kind)) {
      const keys = optionKeysOf(field);
      const options = staticOptionsOf(field)
        .map((option) => ({ label: String(option[keys.label] ?? ''), value: option[keys.value] }))
        .filter((option): option is { label: string; value: string | number } =>
          ['string', 'number'].includes(typeof option.value),
        );
      if (options.length > 0) return [{ ...base, kind: 'select', options }];
    }
    return [{ ...base, kind: 'text', options: [] }];
  });
}

const needsValue = (symbol: SuperQuerySymbol) => symbol !== 'null' && symbol !== 'notNull';

/** A row with a field and, unless it tests emptiness, a value: what 查询 may send. */
export function isRowComplete(row: QueryRow): boolean {
  if (!row.field) return false;
  if (!needsValue(row.symbol)) return true;
  return row.value !== undefined && row.value !== null && row.value !== '';
}

function wireValue(field: QueryField | undefined, value: QueryRow['value']): unknown {
  if (value === undefined || value === null || typeof value === 'string' || typeof value === 'number') {
    return typeof value === 'string' ? value.trim() : value;
  }
  // A date without a time is its day's start (the server compares the whole day).
  return field?.kind === 'date' ? value.startOf('day').valueOf() : value.startOf('second').valueOf();
}

/** The List body's `superQueryJson` for the rows; undefined when there is none to send. */
export function superQueryJsonOf(
  rows: readonly QueryRow[],
  matchLogic: MatchLogic,
  fields: readonly QueryField[],
): string | undefined {
  if (rows.length === 0) return undefined;
  const byName = new Map(fields.map((field) => [field.name, field]));
  const conditions = rows.map((row) => {
    const field = byName.get(row.field ?? '');
    return {
      field: row.field ?? '',
      symbol: row.symbol,
      jnpfKey: field?.jnpfKey ?? '',
      ...(needsValue(row.symbol) ? { fieldValue: wireValue(field, row.value) } : {}),
    };
  });
  return JSON.stringify({ matchLogic, conditionJson: JSON.stringify(conditions) });
}
