import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import {
  commentText,
  type GeneratedFile,
  lines,
  modulePaths,
  quoted,
  textFields,
  typeName,
} from './template-text.ts';

const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** The drizzle column of a field. */
function columnOf(field: GeneratedField): string {
  const column = quoted(snake(field.name));
  switch (field.kind) {
    case 'text':
      return `varchar(${column}, { length: ${field.maxLength} })`;
    case 'multilineText':
    case 'enum':
      return `text(${column})`;
    case 'number':
      return `doublePrecision(${column})`;
    case 'boolean':
      return `boolean(${column})`;
    case 'timestamp':
      return `timestamp(${column}, { withTimezone: true })`;
  }
}

function repositoryFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const table = `${model.camel}Table`;
  const searched = textFields(model);
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
      `import { asc, desc, eq${searched.length > 0 ? ', ilike, or' : ''} } from 'drizzle-orm';`,
      `import { ${[...new Set(['pgTable', 'timestamp', 'varchar', ...model.fields.map((field) => columnOf(field).split('(')[0])])].sort().join(', ')} } from 'drizzle-orm/pg-core';`,
      "import type { Db } from '../../../db/client.ts';",
      searched.length > 0 && "import { containsPattern } from '../../../shared/like-pattern.ts';",
      "import { listTotal } from '../../../shared/record-kit/list-total.ts';",
      '',
      '/** The table of the module; declared under db/schema and migrated with drizzle-kit when the module is added. */',
      `export const ${table} = pgTable(${quoted(model.snake)}, {`,
      "  id: varchar('id', { length: 64 }).primaryKey(),",
      ...model.fields.map((field) => `  ${field.name}: ${columnOf(field)},`),
      "  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),",
      '});',
      `export type ${name}Row = typeof ${table}.$inferSelect;`,
      `export type ${name}Values = Omit<typeof ${table}.$inferInsert, 'id' | 'createdAt'>;`,
      '',
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
      `export async function find${name}(db: Db, id: string): Promise<${name}Row | undefined> {`,
      `  const [row] = await db.select().from(${table}).where(eq(${table}.id, id)).limit(1);`,
      '  return row;',
      '}',
      '',
      `export async function insert${name}(db: Db, row: typeof ${table}.$inferInsert): Promise<void> {`,
      `  await db.insert(${table}).values(row);`,
      '}',
      '',
      '/** False when no such record exists. */',
      `export async function update${name}Row(db: Db, id: string, values: ${name}Values): Promise<boolean> {`,
      `  const rows = await db.update(${table}).set(values).where(eq(${table}.id, id)).returning({ id: ${table}.id });`,
      '  return rows.length > 0;',
      '}',
      '',
      '/** False when no such record exists. */',
      `export async function delete${name}(db: Db, id: string): Promise<boolean> {`,
      `  const rows = await db.delete(${table}).where(eq(${table}.id, id)).returning({ id: ${table}.id });`,
      '  return rows.length > 0;',
      '}',
    ),
  };
}

/** How a stored column becomes a wire value, and a body value a column. */
function readValue(field: GeneratedField): string {
  return field.kind === 'timestamp' ? `row.${field.name}?.getTime() ?? null` : `row.${field.name}`;
}
function writeValue(field: GeneratedField): string {
  const value = `body.${field.name}`;
  return field.kind === 'timestamp' ? `${value} === undefined ? undefined : new Date(${value})` : value;
}

function serviceFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  return {
    path: `${modulePaths(model).server}.service.ts`,
    content: lines(
      'import type {',
      `  Create${name}Body,`,
      `  ${name}Info,`,
      `  ${name}ListQuery,`,
      `  Update${name}Body,`,
      "} from '@platform/contracts';",
      "import type { AppContext } from '../../../app-context.ts';",
      "import { notFound } from '../../../http/app-error.ts';",
      "import { newId } from '../../../shared/ids.ts';",
      "import { pageOf } from '../../../shared/record-kit/page-of.ts';",
      'import {',
      `  delete${name},`,
      `  find${name},`,
      `  find${name}Page,`,
      `  insert${name},`,
      `  type ${name}Row,`,
      `  type ${name}Values,`,
      `  update${name}Row,`,
      `} from './${model.kebab}.repository.ts';`,
      '',
      `/* ${commentText(model.title)}: the rules of the module's records. */`,
      '',
      `function to${name}Info(row: ${name}Row): ${name}Info {`,
      '  return {',
      '    id: row.id,',
      ...model.fields.map((field) => `    ${field.name}: ${readValue(field)},`),
      '    creatorTime: row.createdAt.getTime(),',
      '  };',
      '}',
      '',
      '/** The stored values of a body; a field left out stays undefined and keeps its value. */',
      `function toValues(body: Update${name}Body): ${name}Values {`,
      '  return {',
      ...model.fields.map((field) => `    ${field.name}: ${writeValue(field)},`),
      '  };',
      '}',
      '',
      `export async function list${name}(ctx: AppContext, query: ${name}ListQuery) {`,
      '  const offset = (query.currentPage - 1) * query.pageSize;',
      `  const { rows, total } = await find${name}Page(ctx.db, { keyword: query.keyword, offset, limit: query.pageSize });`,
      `  return pageOf(rows.map(to${name}Info), total, query);`,
      '}',
      '',
      `export async function get${name}(ctx: AppContext, id: string): Promise<${name}Info> {`,
      `  const row = await find${name}(ctx.db, id);`,
      '  if (!row) throw notFound();',
      `  return to${name}Info(row);`,
      '}',
      '',
      `export async function create${name}(ctx: AppContext, body: Create${name}Body): Promise<string> {`,
      '  const id = newId();',
      `  await insert${name}(ctx.db, { ...toValues(body), id, createdAt: ctx.now() });`,
      '  return id;',
      '}',
      '',
      `export async function update${name}(ctx: AppContext, id: string, body: Update${name}Body): Promise<void> {`,
      '  const values = toValues(body);',
      '  const hasChange = Object.values(values).some((value) => value !== undefined);',
      `  if (!(hasChange ? await update${name}Row(ctx.db, id, values) : await find${name}(ctx.db, id))) throw notFound();`,
      '}',
      '',
      `export async function remove${name}(ctx: AppContext, id: string): Promise<void> {`,
      `  if (!(await delete${name}(ctx.db, id))) throw notFound();`,
      '}',
    ),
  };
}

function routesFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const endpoints = `${model.camel}Endpoints`;
  return {
    path: `${modulePaths(model).server}.routes.ts`,
    content: lines(
      `import { ButtonCode, ${endpoints} } from '@platform/contracts';`,
      "import { ok, requiresPermission, route } from '../../../http/route.ts';",
      'import {',
      `  create${name},`,
      `  get${name},`,
      `  list${name},`,
      `  remove${name},`,
      `  update${name},`,
      `} from './${model.kebab}.service.ts';`,
      '',
      '/** The menu that grants the module: seed it (db/seed/menu-tree.ts) and name it in MenuCode. */',
      `const MENU = ${quoted(`${model.area}.${model.camel}`)};`,
      '',
      `export const ${model.camel}Routes = [`,
      `  route(${endpoints}.list, {`,
      '    access: requiresPermission(MENU),',
      `    handler: ({ app, query }) => list${name}(app, query),`,
      '  }),',
      `  route(${endpoints}.get, {`,
      '    access: requiresPermission(MENU),',
      `    handler: ({ app, params }) => get${name}(app, params.id),`,
      '  }),',
      `  route(${endpoints}.create, {`,
      '    access: requiresPermission(MENU, ButtonCode.add),',
      `    handler: async ({ app, body }) => ok({ id: await create${name}(app, body) }, 'common.created'),`,
      '  }),',
      `  route(${endpoints}.update, {`,
      '    access: requiresPermission(MENU, ButtonCode.edit),',
      '    handler: async ({ app, params, body }) => {',
      `      await update${name}(app, params.id, body);`,
      "      return ok(null, 'common.updated');",
      '    },',
      '  }),',
      `  route(${endpoints}.remove, {`,
      '    access: requiresPermission(MENU, ButtonCode.remove),',
      '    handler: async ({ app, params }) => {',
      `      await remove${name}(app, params.id);`,
      "      return ok(null, 'common.deleted');",
      '    },',
      '  }),',
      '];',
    ),
  };
}

/** The server module: repository (with its table), service and routes. */
export function serverFiles(model: GeneratorModel): GeneratedFile[] {
  return [repositoryFile(model), serviceFile(model), routesFile(model)];
}
