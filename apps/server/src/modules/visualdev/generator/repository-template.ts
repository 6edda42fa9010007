import { isTextChoice } from './contract-types.ts';
import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import {
  childNames,
  commentText,
  type GeneratedFile,
  lines,
  mainFields,
  modulePaths,
  quoted,
  snakeOf,
  subTables,
  textFields,
  typeName,
} from './template-text.ts';

/**
 * The drizzle column of a field; form values that are lists, paths, files or ranges, and choices whose
 * option values are not all texts, are jsonb of their type.
 */
function columnOf(field: GeneratedField, valueType: string): string {
  const column = quoted(snakeOf(field.name));
  switch (field.kind) {
    case 'text':
      return `varchar(${column}, { length: ${field.maxLength} })`;
    case 'multilineText':
    case 'id':
      return `text(${column})`;
    case 'enum':
      return isTextChoice(field) ? `text(${column})` : jsonbOf(field, valueType);
    case 'number':
      return `doublePrecision(${column})`;
    case 'boolean':
      return `boolean(${column})`;
    case 'timestamp':
      return `timestamp(${column}, { withTimezone: true })`;
    default:
      return jsonbOf(field, valueType);
  }
}

/** A jsonb column holding the field's value as the contract types it. */
const jsonbOf = (field: GeneratedField, valueType: string) =>
  `jsonb(${quoted(snakeOf(field.name))}).$type<NonNullable<${valueType}[${quoted(field.name)}]>>()`;

const columnFunction = (field: GeneratedField) => columnOf(field, '').split('(')[0];

/** A sub-table's child table: the record's id (its rows go with it), the row's place and the columns. */
function childTable(model: GeneratorModel, table: GeneratedField): string[] {
  const names = childNames(model, table);
  return [
    `/** Rows of ${commentText(table.label)} (sub-table ${table.name}); removed with their record. */`,
    `export const ${names.table} = pgTable(`,
    `  ${quoted(names.sql)},`,
    '  {',
    "    id: varchar('id', { length: 64 }).primaryKey(),",
    "    parentId: varchar('parent_id', { length: 64 })",
    '      .notNull()',
    `      .references(() => ${model.camel}Table.id, { onDelete: 'cascade' }),`,
    "    sortCode: integer('sort_code').notNull(),",
    ...table.columns.map((column) => `    ${column.name}: ${columnOf(column, `${names.type}RowBody`)},`),
    '  },',
    `  (table) => [index(${quoted(`${names.sql}_parent_idx`)}).on(table.parentId, table.sortCode)],`,
    ');',
    `export type ${names.type}Row = typeof ${names.table}.$inferSelect;`,
    `export type ${names.type}NewRow = typeof ${names.table}.$inferInsert;`,
    '',
    `export async function find${names.type}Rows(db: Db | Tx, parentId: string): Promise<${names.type}Row[]> {`,
    `  return db.select().from(${names.table}).where(eq(${names.table}.parentId, parentId)).orderBy(asc(${names.table}.sortCode));`,
    '}',
    '',
    "/** The record's rows become these: the old ones are deleted, the new ones inserted in their order. */",
    `export async function replace${names.type}Rows(`,
    '  db: Db | Tx,',
    '  parentId: string,',
    `  rows: ${names.type}NewRow[],`,
    '): Promise<void> {',
    `  await db.delete(${names.table}).where(eq(${names.table}.parentId, parentId));`,
    `  if (rows.length > 0) await db.insert(${names.table}).values(rows);`,
    '}',
    '',
  ];
}

/** The imports of the repository: drizzle's column functions and the contract types of jsonb columns. */
function importsOf(model: GeneratorModel, hasSearch: boolean): (string | false)[] {
  const tables = subTables(model);
  const columns = [...mainFields(model), ...tables.flatMap((table) => table.columns)];
  const core = new Set(['pgTable', 'timestamp', 'varchar', ...columns.map(columnFunction)]);
  if (tables.length > 0) for (const name of ['index', 'integer']) core.add(name);
  const bodyTypes = [
    mainFields(model).some((field) => columnFunction(field) === 'jsonb') && `Create${typeName(model)}Body`,
    ...tables
      .filter((table) => table.columns.some((column) => columnFunction(column) === 'jsonb'))
      .map((table) => `${childNames(model, table).type}RowBody`),
  ].filter((name): name is string => typeof name === 'string');
  return [
    bodyTypes.length > 0 && `import type { ${bodyTypes.sort().join(', ')} } from '@platform/contracts';`,
    `import { asc, desc, eq${hasSearch ? ', ilike, or' : ''} } from 'drizzle-orm';`,
    `import { ${[...core].sort().join(', ')} } from 'drizzle-orm/pg-core';`,
    `import type { Db${tables.length > 0 ? ', Tx' : ''} } from '../../../db/client.ts';`,
    hasSearch && "import { containsPattern } from '../../../shared/like-pattern.ts';",
    "import { listTotal } from '../../../shared/record-kit/list-total.ts';",
  ];
}

/** The repository: the tables of the module and their queries. */
export function repositoryFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const table = `${model.camel}Table`;
  const searched = textFields(model);
  // Sub-table rows are written in the record's transaction: the record's queries take one.
  const handle = subTables(model).length > 0 ? 'Db | Tx' : 'Db';
  const where =
    searched.length === 0
      ? '  const where = undefined;'
      : lines(
          '  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;',
          '  const where = pattern',
          `    ? or(${searched.map((field) => `ilike(${table}.${field.name}, pattern)`).join(', ')})`,
          '    : undefined;',
        ).trimEnd();
  return {
    path: `${modulePaths(model).server}.repository.ts`,
    content: lines(
      ...importsOf(model, searched.length > 0),
      '',
      '/** The tables of the module; declared under db/schema and migrated with drizzle-kit when the module is added. */',
      `export const ${table} = pgTable(${quoted(model.snake)}, {`,
      "  id: varchar('id', { length: 64 }).primaryKey(),",
      ...mainFields(model).map((field) => `  ${field.name}: ${columnOf(field, `Create${name}Body`)},`),
      "  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),",
      '});',
      `export type ${name}Row = typeof ${table}.$inferSelect;`,
      `export type ${name}Values = Omit<typeof ${table}.$inferInsert, 'id' | 'createdAt'>;`,
      '',
      ...subTables(model).flatMap((field) => childTable(model, field)),
      '/** A page of records, newest first; the keyword matches any text field. */',
      `export async function find${name}Page(db: Db, filter: { keyword?: string; offset: number; limit: number }) {`,
      where,
      '  const [rows, total] = await Promise.all([',
      '    db',
      '      .select()',
      `      .from(${table})`,
      '      .where(where)',
      `      .orderBy(desc(${table}.createdAt), asc(${table}.id))`,
      '      .limit(filter.limit)',
      '      .offset(filter.offset),',
      `    listTotal(db, ${table}, where),`,
      '  ]);',
      '  return { rows, total };',
      '}',
      '',
      `export async function find${name}(db: ${handle}, id: string): Promise<${name}Row | undefined> {`,
      `  const [row] = await db.select().from(${table}).where(eq(${table}.id, id)).limit(1);`,
      '  return row;',
      '}',
      '',
      `export async function insert${name}(db: ${handle}, row: typeof ${table}.$inferInsert): Promise<void> {`,
      `  await db.insert(${table}).values(row);`,
      '}',
      '',
      '/** False when no such record exists. */',
      `export async function update${name}Row(db: ${handle}, id: string, values: ${name}Values): Promise<boolean> {`,
      `  const rows = await db.update(${table}).set(values).where(eq(${table}.id, id)).returning({ id: ${table}.id });`,
      '  return rows.length > 0;',
      '}',
      '',
      '/** False when no such record exists; its sub-table rows go with it. */',
      `export async function delete${name}(db: Db, id: string): Promise<boolean> {`,
      `  const rows = await db.delete(${table}).where(eq(${table}.id, id)).returning({ id: ${table}.id });`,
      '  return rows.length > 0;',
      '}',
    ),
  };
}
