import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import { evaluateExpression } from '../expression/evaluate.ts';
import { type FormEngineMessageKey, formatFormMessage, type MessageParams } from '../messages.ts';
import type { FieldEntry, FormModel } from '../schema/form-model.ts';
import { toNumber } from '../schema/form-schema.ts';
import { fieldsHiddenByRules } from '../schema/visibility-rules.ts';
import type { FileItem } from './file-rules.ts';
import { storedValue } from './stored-value.ts';
import { checkValue, isEmptyValue } from './value-checks.ts';
import type { CheckContext, ValueIssue } from './value-issue.ts';

/** One refused value: `field` is the record key, or `table[row].column` for a sub-table cell. */
export interface FieldError {
  field: string;
  key: FormEngineMessageKey;
  params: MessageParams;
  message: string;
}

/** The injected ownership check: which of these files do NOT exist or do not belong to the submitting user. */
export type FileOwnershipCheck = (request: { field: string; files: FileItem[] }) => Promise<Iterable<string>>;

export interface ValidateRecordOptions extends CheckContext {
  lang?: Language;
  checkFiles?: FileOwnershipCheck;
  /** Keys a sub-table row may carry besides its columns (the stored row id). Default: ['id']. */
  rowKeys?: readonly string[];
}

export interface ValidateRecordResult {
  ok: boolean;
  errors: FieldError[];
  /**
   * The record to store: the declared fields as submitted, calculated fields recomputed, system fields
   * (creator, times, organization, position, document number) left out for the server to fill, fields
   * hidden by visibility rules emptied (null, a sub-table []) so that no stale value is stored.
   */
  value: Record<string, unknown>;
}

type Row = Record<string, unknown>;

const isObject = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A number range with both bounds empty is empty, like an empty list. */
function isEmptyFor(entry: FieldEntry, value: unknown): boolean {
  if (entry.kind === 'numRange' && Array.isArray(value)) return value.every(isEmptyValue);
  return isEmptyValue(value);
}

/**
 * Checks a submitted record against a parsed design, as the server does before storing it: unknown keys
 * are refused; required, patterns, lengths, ranges, precision, static option membership, date and time
 * bounds, file lists (shape, count, size, type and, through `checkFiles`, ownership) and every sub-table
 * cell are checked; calculated fields are recomputed from the checked values, whatever the client sent.
 * Hidden fields (`noShow`) are not required, since the user cannot fill them; fields hidden by visibility
 * rules (`showWhen`) are not checked at all and are stored empty.
 */
export async function validateRecord(
  model: FormModel,
  record: unknown,
  options: ValidateRecordOptions = {},
): Promise<ValidateRecordResult> {
  const lang = options.lang ?? DEFAULT_LANGUAGE;
  const rowKeys = new Set(options.rowKeys ?? ['id']);
  const errors: FieldError[] = [];
  const value: Record<string, unknown> = {};
  const fileChecks: Array<{ field: string; files: FileItem[] }> = [];

  const report = (field: string, entry: FieldEntry | undefined, issue: ValueIssue) => {
    const label = entry?.field.__config__.label || entry?.name || field;
    const params = { label, field, ...issue.params };
    errors.push({
      field,
      key: issue.key,
      params,
      message: issue.text ?? formatFormMessage(issue.key, lang, params),
    });
  };

  const checkEntry = (entry: FieldEntry, raw: unknown, fieldName: string): void => {
    if (isEmptyFor(entry, raw)) {
      if (entry.field.__config__.required && !entry.field.__config__.noShow) {
        report(fieldName, entry, { key: 'formEngine.value.required' });
      }
      return;
    }
    const issues = checkValue(entry, raw, options);
    for (const issue of issues) report(fieldName, entry, issue);
    if (issues.length === 0 && (entry.kind === 'file' || entry.kind === 'image')) {
      fileChecks.push({ field: fieldName, files: raw as FileItem[] });
    }
  };

  if (!isObject(record)) {
    report('', undefined, { key: 'formEngine.value.notRecord' });
    return { ok: false, errors, value };
  }
  const mainNames = new Set(model.fields.map((entry) => entry.name));
  for (const key of Object.keys(record)) {
    if (!mainNames.has(key))
      report(key, undefined, { key: 'formEngine.value.unknownField', params: { field: key } });
  }

  const hidden = fieldsHiddenByRules(model.visibility, record);
  for (const entry of model.fields) {
    const raw = record[entry.name];
    if (entry.kind === 'system' || entry.kind === 'calculate') continue;
    if (hidden.has(entry.name)) {
      value[entry.name] = entry.kind === 'subTable' ? [] : null;
      continue;
    }
    if (entry.kind !== 'subTable') {
      checkEntry(entry, raw, entry.name);
      if (raw !== undefined) value[entry.name] = storedValue(entry, raw);
      continue;
    }
    const columns = model.columns.get(entry.name) ?? [];
    const columnNames = new Set(columns.map((column) => column.name));
    if (raw === undefined || raw === null) {
      value[entry.name] = [];
      continue;
    }
    if (!Array.isArray(raw)) {
      report(entry.name, entry, { key: 'formEngine.value.invalidType' });
      continue;
    }
    value[entry.name] = raw.map((row, index) => {
      const prefix = `${entry.name}[${index}]`;
      if (!isObject(row)) {
        report(prefix, entry, { key: 'formEngine.value.invalidType' });
        return {};
      }
      for (const key of Object.keys(row)) {
        if (!columnNames.has(key) && !rowKeys.has(key)) {
          report(`${prefix}.${key}`, undefined, {
            key: 'formEngine.value.unknownField',
            params: { field: key },
          });
        }
      }
      const kept: Row = {};
      for (const key of rowKeys) if (key in row) kept[key] = row[key];
      for (const column of columns) {
        if (column.kind === 'system' || column.kind === 'calculate') continue;
        checkEntry(column, row[column.name], `${prefix}.${column.name}`);
        if (row[column.name] !== undefined) kept[column.name] = storedValue(column, row[column.name]);
      }
      return kept;
    });
  }

  // Recompute in dependency order over the values being stored, never the submitted results.
  for (const { entry, ast } of model.calculated) {
    const precision = toNumber(entry.field.precision);
    if (!entry.table) {
      value[entry.name] = hidden.has(entry.name)
        ? null
        : evaluateExpression(ast, { values: value }, precision);
      continue;
    }
    const rows = value[entry.table];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: Row, index) => {
      row[entry.name] = evaluateExpression(
        ast,
        { values: value, row: { table: entry.table as string, index } },
        precision,
      );
    });
  }

  if (options.checkFiles) {
    const check = options.checkFiles;
    const results = await Promise.all(
      fileChecks.map(async (request) => ({ request, refused: new Set(await check(request)) })),
    );
    for (const { request, refused } of results) {
      const entryName = request.field.replace(/\[\d+\]\./, '.');
      const entry = model.byRef.get(entryName);
      for (const file of request.files) {
        if (refused.has(file.fileId)) {
          report(request.field, entry, { key: 'formEngine.value.fileNotOwned', params: { name: file.name } });
        }
      }
    }
  }
  return { ok: errors.length === 0, errors, value };
}
