import { type Language, type VisualDevTable, visualDevTablesSchema } from '@platform/contracts';
import {
  type FormDesign,
  type FormField,
  type FormModel,
  holdsValue,
  parseFormDesign,
  parseListDesign,
  walkWidgets,
} from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { dataInterfaceExists } from '../../system/data-interface/data-interface-options.service.ts';
import { listDataModelFields } from '../../system/data-model/data-model.service.ts';

/*
 * What a design must be before it is stored: its JSON parts parse; `formData` is a design the form
 * engine accepts (widgets, patterns, calculated-field expressions, visibility rules); and when the
 * design names its tables, one of them is the main table, each exists in the design's database, every
 * stored field is bound to a column its table has, and no two fields are bound to one column. The list
 * design (`columnData`) has the list designer's shape, and its columns, search fields, default sort and
 * sums name fields of the form (a sub-table's column as `{table}-{column}`, as the original writes it).
 * A data view (webType 4) has no form: it lists the rows of the data interface it names, which must exist.
 */

const DATA_VIEW = 4;

/** The parts of a design the checks read (a create body, or an edit merged over the stored row). */
export interface DesignParts {
  webType: number;
  interfaceId: string | null;
  dbLinkId: string;
  tables: string;
  formData: string | null;
  columnData: string | null;
  appColumnData: string | null;
  flowTemplateJson: string | null;
  interfaceParam: string | null;
}

/** A field of the main form bound as `jnpf_{table}_jnpf_{column}` belongs to that secondary table. */
export const SECONDARY_BINDING = /^jnpf_(.+)_jnpf_(.+)$/;
/** Widgets that show a value of a related record without storing it unless told to. */
const SHOWN_ONLY = new Set(['relationFormAttr', 'popupAttr']);

function parseJsonPart(field: string, text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('visualDev.jsonInvalid', { field });
  }
}

/** The design's tables, the main one first checked to be alone. */
function parseTables(text: string): VisualDevTable[] {
  const parsed = visualDevTablesSchema.safeParse(parseJsonPart('tables', text) ?? []);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest('visualDev.tablesInvalid', { detail: `${issue?.path.join('.')} ${issue?.message}` });
  }
  const tables = parsed.data;
  if (tables.length > 0 && tables.filter((t) => t.typeId === '1').length !== 1) {
    throw badRequest('visualDev.mainTableCount');
  }
  return tables;
}

/** The columns of each table of the design, read from its database; a missing table is refused. */
async function readColumns(ctx: AppContext, dbLinkId: string, tables: VisualDevTable[]) {
  const columns = new Map<string, Set<string>>();
  for (const { table } of tables) {
    try {
      const { list } = await listDataModelFields(ctx, dbLinkId, table, undefined);
      columns.set(table, new Set(list.map((c) => c.field.toLowerCase())));
    } catch (err) {
      if (err instanceof AppError && err.kind === 'notFound')
        throw badRequest('visualDev.tableMissing', { table });
      throw err;
    }
  }
  return columns;
}

/** Whether the widget's value is kept in a column (a shown-only attribute only when told to store it). */
export const isStored = (field: FormField, key: string) =>
  !SHOWN_ONLY.has(key) || Boolean(field.__config__.isStorage);

/**
 * Every stored field's table and column, refusing a missing column and a column bound twice; a field of
 * a secondary table may not take its link column (the server writes it) nor a table a sub-table keeps
 * its rows in (a secondary table holds one row per record).
 */
function checkBindings(design: FormDesign, tables: VisualDevTable[], columns: Map<string, Set<string>>) {
  const mainTable = tables.find((t) => t.typeId === '1')?.table ?? '';
  const subTableOf = new Map<string, string>();
  const subTableLabel = new Map<string, string>();
  const boundBy = new Map<string, string>();
  walkWidgets(design.fields, ({ field, key }) => {
    if (key !== 'table' || !field.__vModel__ || !field.__config__.tableName) return;
    subTableLabel.set(field.__config__.tableName, field.__config__.label ?? field.__vModel__);
  });
  walkWidgets(design.fields, ({ field, key, table: subTable }) => {
    const name = field.__vModel__;
    if (!key || !name) return;
    const label = field.__config__.label ?? name;
    if (key === 'table') {
      subTableOf.set(name, field.__config__.tableName ?? '');
      return;
    }
    if (!holdsValue(key) || !isStored(field, key)) return;
    const secondary = subTable ? null : SECONDARY_BINDING.exec(name);
    const table = subTable
      ? (subTableOf.get(subTable) ?? '')
      : (secondary?.[1] ?? (field.__config__.tableName || mainTable));
    const column = secondary?.[2] ?? name;
    const known = columns.get(table);
    if (!known) throw badRequest('visualDev.tableMissing', { table: table || label });
    if (!known.has(column.toLowerCase()))
      throw badRequest('visualDev.columnMissing', { label, column, table });
    if (secondary) checkSecondary(tables, subTableLabel, { label, table, column });
    const binding = `${table}.${column.toLowerCase()}`;
    const other = boundBy.get(binding);
    if (other !== undefined) throw badRequest('visualDev.columnBoundTwice', { label, other, table, column });
    boundBy.set(binding, label);
  });
}

function checkSecondary(
  tables: VisualDevTable[],
  subTableLabel: Map<string, string>,
  bound: { label: string; table: string; column: string },
) {
  const other = subTableLabel.get(bound.table);
  if (other !== undefined) throw badRequest('visualDev.secondaryIsSubTable', { ...bound, other });
  const link = tables.find((t) => t.typeId === '0' && t.table === bound.table)?.tableField ?? '';
  if (link.toLowerCase() === bound.column.toLowerCase())
    throw badRequest('visualDev.secondaryLinkBound', bound);
}

/** The form's field of a list entry's `prop`: a main field, or `{table}-{column}` of a sub-table. */
const isFormField = (model: FormModel, prop: string) =>
  model.byRef.has(prop) || model.byRef.has(prop.replace('-', '.'));

/** The list design's shape, then every field it names, refusing the first one the form does not have. */
function checkListDesign(lang: Language, columnData: unknown, model: FormModel) {
  if (columnData === null || columnData === '') return;
  const parsed = parseListDesign(columnData, lang);
  if (!parsed.success) {
    const [first] = parsed.problems;
    throw badRequest('visualDev.listInvalid', {
      path: first?.path || 'columnData',
      detail: first?.message ?? '',
    });
  }
  const list = parsed.design;
  const named: [part: string, fields: readonly string[]][] = [
    ['columnList', list.columnList.map((c) => c.prop)],
    ['searchList', list.searchList.map((s) => s.prop)],
    ['defaultSidx', list.defaultSidx ? [list.defaultSidx] : []],
    ['summaryField', list.summaryField],
  ];
  for (const [part, fields] of named) {
    const missing = fields.find((field) => !isFormField(model, field));
    if (missing !== undefined) throw badRequest('visualDev.listFieldMissing', { part, field: missing });
  }
}

/** The form design the form engine parses `formData` (text or JSON) into, or its first problem as a refusal. */
export function requireFormDesign(formData: unknown, lang: Language) {
  const parsed = parseFormDesign(formData, lang);
  if (parsed.success) return parsed;
  const [first] = parsed.errors;
  throw badRequest('visualDev.formInvalid', {
    path: first?.path || 'formData',
    detail: first?.message ?? '',
  });
}

/**
 * Refuses a design that cannot be stored, with the first problem in the caller's language. An
 * imported design skips the bindings (`isImport`): its tables may not exist here yet, and every later
 * save checks them.
 */
export async function checkDesign(
  ctx: AppContext,
  lang: Language,
  parts: DesignParts,
  isImport = false,
): Promise<void> {
  const columnData = parseJsonPart('columnData', parts.columnData);
  parseJsonPart('appColumnData', parts.appColumnData);
  parseJsonPart('flowTemplateJson', parts.flowTemplateJson);
  parseJsonPart('interfaceParam', parts.interfaceParam);
  const tables = parseTables(parts.tables);
  if (parts.webType === DATA_VIEW) {
    if (!parts.interfaceId) throw badRequest('visualDev.interfaceRequired');
    if (!(await dataInterfaceExists(ctx, parts.interfaceId))) {
      throw badRequest('visualDev.interfaceMissing', { id: parts.interfaceId });
    }
  }
  if (parts.formData === null) return;
  const parsed = requireFormDesign(parts.formData, lang);
  if (isImport) return;
  checkListDesign(lang, columnData, parsed.model);
  if (!tables.some((t) => t.typeId === '1')) return;
  checkBindings(parsed.design, tables, await readColumns(ctx, parts.dbLinkId, tables));
}
