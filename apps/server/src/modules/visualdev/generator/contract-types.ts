import type { GeneratedField, GeneratedKind, GeneratorModel } from './generator-model.ts';
import { pascalOf, quoted } from './template-text.ts';

/*
 * The zod type of each generated field: what a client sends (body) and what it reads back (info). Form
 * values other than plain ones use the shared shapes of `contracts:form-values.ts` (imported as `form`).
 */

const enumOf = (field: GeneratedField) =>
  `z.enum([${field.options.map((option) => quoted(option.value)).join(', ')}])`;

/** The schema names of a sub-table's rows: sent (`Row`) and read back (`RowInfo`). */
export function rowSchemaNames(model: GeneratorModel, table: GeneratedField) {
  const base = `${model.camel}${pascalOf(table.name)}`;
  return { row: `${base}RowSchema`, rowInfo: `${base}RowInfoSchema` };
}

/** The zod type of a field in a create body (a sub-table: its rows). */
export function bodyType(model: GeneratorModel, field: GeneratedField): string {
  switch (field.kind) {
    case 'text':
      return `z.string().trim()${field.isRequired ? '.min(1)' : ''}.max(${field.maxLength})`;
    case 'multilineText':
      return `multiline(z.string()${field.isRequired ? '.min(1)' : ''}.max(${field.maxLength}))`;
    case 'number':
      return 'z.number()';
    case 'boolean':
      return 'z.boolean()';
    case 'timestamp':
      return 'z.number().int()';
    case 'enum':
      return enumOf(field);
    case 'enumList':
      return `z.array(${enumOf(field)})${field.isRequired ? '.min(1)' : ''}`;
    case 'id':
      return 'form.formId';
    case 'idList':
      return `form.formIds${field.isRequired ? '.min(1)' : ''}`;
    case 'idPaths':
      return `form.formIdPaths${field.isRequired ? '.min(1)' : ''}`;
    case 'files':
      return `form.formFiles${field.isRequired ? '.min(1)' : ''}`;
    case 'numberRange':
      return 'form.formNumberRange';
    case 'dateRange':
      return 'form.formDateRange';
    case 'timeRange':
      return 'form.formTimeRange';
    case 'subTable':
      return `z.array(${rowSchemaNames(model, field).row})${field.isRequired ? '.min(1)' : ''}.max(1000)`;
  }
}

/** A field of a body: a required one must be there, any other may be left out or cleared (null). */
export function bodyEntry(model: GeneratorModel, field: GeneratedField): string {
  const optional = field.kind === 'subTable' ? '.optional()' : '.nullish()';
  return `${field.name}: ${bodyType(model, field)}${field.isRequired ? '' : optional}`;
}

/** The zod type of a field read back: every stored column may be empty; a sub-table is its rows. */
export function infoType(model: GeneratorModel, field: GeneratedField): string {
  switch (field.kind) {
    case 'text':
    case 'multilineText':
    case 'enum':
    case 'id':
      return 'z.string().nullable()';
    case 'number':
    case 'timestamp':
      return 'z.number().nullable()';
    case 'boolean':
      return 'z.boolean().nullable()';
    case 'enumList':
      return 'z.array(z.string()).nullable()';
    case 'subTable':
      return `z.array(${rowSchemaNames(model, field).rowInfo})`;
    default:
      return `${bodyType(model, { ...field, isRequired: false })}.nullable()`;
  }
}

/** Whether any field (or sub-table column) of the model matches. */
export function hasField(model: GeneratorModel, test: (field: GeneratedField) => boolean): boolean {
  return model.fields.some((field) => test(field) || field.columns.some(test));
}

/** Kinds whose schema comes from `contracts:form-values.ts`. */
export const FORM_VALUE_KINDS: ReadonlySet<GeneratedKind> = new Set([
  'id',
  'idList',
  'idPaths',
  'files',
  'numberRange',
  'dateRange',
  'timeRange',
]);
