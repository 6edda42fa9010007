import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import { pascalOf, quoted } from './template-text.ts';

/*
 * The zod type of each generated field: what a client sends (body) and what it reads back (info). Form
 * values other than plain ones use the shared shapes of `contracts:form-values.ts` (imported as `form`).
 */

/** An option value as a TypeScript literal: numbers stay numbers. */
export const literalOf = (value: string | number) =>
  typeof value === 'number' ? String(value) : quoted(value);

/** Whether every option value of a choice is text (stored as text); numbers or a mix are stored as jsonb. */
export const isTextChoice = (field: GeneratedField) =>
  field.options.every((option) => typeof option.value === 'string');

/** The option values a choice accepts: an enum of texts, else each literal as the design holds it. */
const enumOf = (field: GeneratedField) => {
  const values = field.options.map((option) => literalOf(option.value)).join(', ');
  return isTextChoice(field) ? `z.enum([${values}])` : `z.literal([${values}])`;
};

/** A number within the design's bounds and decimal places. */
function numberOf({ limits }: GeneratedField): string {
  const min = limits.min === undefined ? '' : `.min(${limits.min})`;
  const max = limits.max === undefined ? '' : `.max(${limits.max})`;
  const precision =
    limits.precision === undefined
      ? ''
      : `.refine(form.decimalsAtMost(${limits.precision}), 'at most ${limits.precision} decimal places')`;
  return `z.number()${min}${max}${precision}`;
}

/** An upload's file list within the design's file count and file size. */
function filesOf({ limits, isRequired }: GeneratedField): string {
  const min = isRequired ? '.min(1)' : '';
  const count = limits.count === undefined ? '' : `.max(${limits.count})`;
  const bytes =
    limits.bytes === undefined
      ? ''
      : `.refine(form.filesWithin(${limits.bytes}), 'a file larger than ${limits.bytes} bytes')`;
  return `form.formFiles${min}${count}${bytes}`;
}

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
      return numberOf(field);
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
      return filesOf(field);
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
    case 'id':
      return 'z.string().nullable()';
    case 'number':
    case 'timestamp':
      return 'z.number().nullable()';
    case 'boolean':
      return 'z.boolean().nullable()';
    case 'enum':
      return isTextChoice(field) ? 'z.string().nullable()' : `${enumOf(field)}.nullable()`;
    case 'enumList':
      return isTextChoice(field) ? 'z.array(z.string()).nullable()' : `z.array(${enumOf(field)}).nullable()`;
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
