import type { GeneratedField, GeneratorModel } from './generator-model.ts';

/** A generated file: its path from the repository root and its text. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** A single-quoted TypeScript string literal of any text (labels come from the design). */
export function quoted(text: string): string {
  const escaped = text
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\r/g, '\\r')
    .replace(/\n/g, '\\n')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `'${escaped}'`;
}

/** Design text inside a block comment: on one line, never closing the comment. */
export function commentText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\*\//g, '* /').trim();
}

/** Lines joined with a final newline; `undefined` lines are skipped (optional parts of a template). */
export function lines(...parts: (string | false | undefined)[]): string {
  return `${parts.filter((part): part is string => typeof part === 'string').join('\n')}\n`;
}

/** An import of these names (in the order given), one name a line as the formatter wraps a long list. */
export function importBlock(names: readonly string[], from: string, isTypeOnly = false): string[] {
  return [
    isTypeOnly ? 'import type {' : 'import {',
    ...names.map((name) => `  ${name},`),
    `} from '${from}';`,
  ];
}

export const typeName = (model: GeneratorModel, suffix = '') => `${model.pascal}${suffix}`;

/** `items` → `Items`: a field's name inside a type or function name. */
export const pascalOf = (name: string) => name.slice(0, 1).toUpperCase() + name.slice(1);

/** `dueDate` → `due_date`: a field's column name. */
export const snakeOf = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

export const subTables = (model: GeneratorModel): GeneratedField[] =>
  model.fields.filter((field) => field.kind === 'subTable');

/** The main record's own fields: everything but the sub-tables. */
export const mainFields = (model: GeneratorModel): GeneratedField[] =>
  model.fields.filter((field) => field.kind !== 'subTable');

/** The names of a sub-table's child table: drizzle table, SQL table, row types and functions. */
export function childNames(model: GeneratorModel, table: GeneratedField) {
  const part = pascalOf(table.name);
  return {
    table: `${model.camel}${part}Table`,
    sql: `${model.snake}_${snakeOf(table.name)}`,
    /** `PurchaseOrderItems`: the part of the child's type and function names. */
    type: `${model.pascal}${part}`,
  };
}

/** The fields a client sends: all but the ones the server fills. */
export const sentFields = (fields: readonly GeneratedField[]): GeneratedField[] =>
  fields.filter((field) => !field.filledOn);

/** The fields the server fills (creator, modifier, their times); `on` only those filled on the create or every save. */
export const filledFields = (model: GeneratorModel, on?: 'create' | 'save'): GeneratedField[] =>
  model.fields.filter((field) => field.filledOn !== undefined && (on === undefined || field.filledOn === on));

export const textFields = (model: GeneratorModel): GeneratedField[] =>
  model.fields.filter((field) => field.kind === 'text' || field.kind === 'multilineText');

/** The paths of one module in the layout: contracts, server module and web page folders. */
export function modulePaths(model: GeneratorModel) {
  const contracts = `packages/contracts/src/${model.area}/${model.kebab}`;
  const server = `apps/server/src/modules/${model.area}/${model.kebab}/${model.kebab}`;
  const web = `apps/web/src/modules/${model.area}/${model.kebab}/${model.kebab}`;
  return { contracts, server, web };
}
