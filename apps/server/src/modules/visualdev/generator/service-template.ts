import { hasField } from './contract-types.ts';
import type { GeneratedField, GeneratorModel } from './generator-model.ts';
import {
  childNames,
  commentText,
  filledFields,
  type GeneratedFile,
  importBlock,
  lines,
  mainFields,
  modulePaths,
  quoted,
  sentFields,
  subTables,
  typeName,
} from './template-text.ts';

/** How a stored column becomes a wire value (`source` is the row variable). */
function readValue(field: GeneratedField, source: string): string {
  return field.kind === 'timestamp'
    ? `${source}.${field.name}?.getTime() ?? null`
    : `${source}.${field.name}`;
}

/** How a body value becomes a column; left out (undefined) keeps the stored value, null clears it. */
function writeValue(field: GeneratedField, source: string): string {
  const value = `${source}.${field.name}`;
  return field.kind === 'timestamp' ? `toDate(${value})` : value;
}

/** A sub-table's conversions: stored row → wire row, body rows → new stored rows of a record. */
function childConverters(model: GeneratorModel, table: GeneratedField): string[] {
  const names = childNames(model, table);
  return [
    `function to${names.type}Info(row: ${names.type}Row): ${typeName(model)}Detail[${quoted(table.name)}][number] {`,
    '  return {',
    ...table.columns.map((column) => `    ${column.name}: ${readValue(column, 'row')},`),
    '  };',
    '}',
    '',
    `function to${names.type}Rows(parentId: string, rows: ${names.type}RowBody[]): ${names.type}NewRow[] {`,
    '  return rows.map((row, index) => ({',
    '    id: newId(),',
    '    parentId,',
    '    sortCode: index,',
    ...table.columns.map((column) => `    ${column.name}: ${writeValue(column, 'row')},`),
    '  }));',
    '}',
    '',
  ];
}

function repositoryImports(model: GeneratorModel): string[] {
  const name = typeName(model);
  const names = [
    `delete${name}`,
    `find${name}`,
    `find${name}Page`,
    `insert${name}`,
    `type ${name}Row`,
    `type ${name}Values`,
    `update${name}Row`,
    ...subTables(model).flatMap((table) => {
      const { type } = childNames(model, table);
      return [`find${type}Rows`, `type ${type}NewRow`, `type ${type}Row`, `replace${type}Rows`];
    }),
  ];
  const key = (text: string) => text.replace('type ', '');
  return names.sort((a, b) => key(a).localeCompare(key(b)));
}

/** Reads a record with its sub-table rows. */
function getWithRows(model: GeneratorModel): string[] {
  const name = typeName(model);
  const tables = subTables(model);
  const rowsOf = (table: GeneratedField) => `find${childNames(model, table).type}Rows(ctx.db, id)`;
  return [
    `  const [${tables.map((table) => table.name).join(', ')}] = await Promise.all([${tables.map(rowsOf).join(', ')}]);`,
    '  return {',
    `    ...to${name}Info(row),`,
    ...tables.map((table) => `    ${table.name}: ${table.name}.map(to${childNames(model, table).type}Info),`),
    '  };',
  ];
}

/** The value of a filled field from who saves and when. */
const stampOf = (field: GeneratedField) => `${field.name}: stamp.${field.kind === 'id' ? 'userId' : 'now'}`;

/** The creator and modifier fields the server fills, on every save and on the create (online runtime's rule). */
function fillers(model: GeneratorModel): string[] {
  if (filledFields(model).length === 0) return [];
  const onSave = filledFields(model, 'save').map(stampOf);
  const onCreate = [
    ...(onSave.length > 0 ? ['...filledOnSave(stamp)'] : []),
    ...filledFields(model, 'create').map(stampOf),
  ];
  return [
    '/** Who saves and when: what the server fills the creator and modifier fields with. */',
    'type Stamp = { userId: string; now: Date };',
    '',
    ...(onSave.length > 0
      ? [
          '/** The fields filled on every save. */',
          `const filledOnSave = (stamp: Stamp) => ({ ${onSave.join(', ')} });`,
          '',
        ]
      : []),
    '/** The fields filled on the create. */',
    `const filledOnCreate = (stamp: Stamp) => ({ ${onCreate.join(', ')} });`,
    '',
  ];
}

/**
 * Get, create and update. With sub-tables the record is read with its rows, and a save writes the record
 * and the rows it sends in one transaction.
 */
function recordRules(model: GeneratorModel): string[] {
  const name = typeName(model);
  const tables = subTables(model);
  const hasRows = tables.length > 0;
  const db = hasRows ? 'tx' : 'ctx.db';
  const isFilled = filledFields(model).length > 0;
  const isFilledOnSave = filledFields(model, 'save').length > 0;
  const caller = (isCalled: boolean) => (isCalled ? 'userId: string, ' : '');
  const saved = (statement: string) =>
    hasRows
      ? [
          '  await ctx.db.transaction(async (tx) => {',
          `  ${statement}`,
          '    await saveRows(tx, id, body);',
          '  });',
        ]
      : [statement];
  return [
    ...fillers(model),
    ...(hasRows
      ? [
          '/** Writes the sub-table rows a body sends: they replace the stored ones; a sub-table left out keeps its rows. */',
          `async function saveRows(tx: Tx, id: string, body: Update${name}Body): Promise<void> {`,
          ...tables.map((table) => {
            const { type } = childNames(model, table);
            return `  if (body.${table.name} !== undefined) await replace${type}Rows(tx, id, to${type}Rows(id, body.${table.name}));`;
          }),
          '}',
          '',
        ]
      : []),
    `export async function get${name}(ctx: Context, id: string): Promise<${name}Detail> {`,
    `  const row = await find${name}(ctx.db, id);`,
    '  if (!row) throw notFound();',
    ...(hasRows ? getWithRows(model) : [`  return to${name}Info(row);`]),
    '}',
    '',
    `export async function create${name}(ctx: Context, ${caller(isFilled)}body: Create${name}Body): Promise<string> {`,
    '  const id = newId();',
    ...saved(
      `  await insert${name}(${db}, { ...toValues(body), ${isFilled ? '...filledOnCreate({ userId, now: ctx.now() }), ' : ''}id, createdAt: ctx.now() });`,
    ),
    '  return id;',
    '}',
    '',
    `export async function update${name}(ctx: Context, ${caller(isFilledOnSave)}id: string, body: Update${name}Body): Promise<void> {`,
    isFilledOnSave
      ? '  const values = { ...toValues(body), ...filledOnSave({ userId, now: ctx.now() }) };'
      : '  const values = toValues(body);',
    '  const hasChange = Object.values(values).some((value) => value !== undefined);',
    ...saved(
      `  if (!(hasChange ? await update${name}Row(${db}, id, values) : await find${name}(${db}, id))) throw notFound();`,
    ),
    '}',
  ];
}

export function serviceFile(model: GeneratorModel): GeneratedFile {
  const name = typeName(model);
  const tables = subTables(model);
  const contractTypes = [
    `Create${name}Body`,
    `${name}Detail`,
    `${name}Info`,
    `${name}ListQuery`,
    ...tables.map((table) => `${childNames(model, table).type}RowBody`),
    `Update${name}Body`,
  ].sort();
  return {
    path: `${modulePaths(model).server}.service.ts`,
    content: lines(
      ...importBlock(contractTypes, '@platform/contracts', true),
      "import type { AppContext } from '../../../app-context.ts';",
      tables.length > 0 && "import type { Tx } from '../../../db/client.ts';",
      "import { notFound } from '../../../http/app-error.ts';",
      "import { newId } from '../../../shared/ids.ts';",
      "import { pageOf } from '../../../shared/record-kit/page-of.ts';",
      ...importBlock(repositoryImports(model), `./${model.kebab}.repository.ts`),
      '',
      `/* ${commentText(model.title)}: the rules of the module's records. */`,
      '',
      '/** What the rules use of the app: its database and its clock. */',
      "type Context = Pick<AppContext, 'db' | 'now'>;",
      '',
      hasField(model, (field) => field.kind === 'timestamp') &&
        '/** An epoch-ms time as a stored date; left out and cleared stay so. */\nconst toDate = (value: number | null | undefined) =>\n  value === undefined || value === null ? value : new Date(value);\n',
      `function to${name}Info(row: ${name}Row): ${name}Info {`,
      '  return {',
      '    id: row.id,',
      ...mainFields(model).map((field) => `    ${field.name}: ${readValue(field, 'row')},`),
      '    creatorTime: row.createdAt.getTime(),',
      '  };',
      '}',
      '',
      '/** The stored values of a body; a field left out stays undefined and keeps its value. */',
      `function toValues(body: Update${name}Body): ${name}Values {`,
      '  return {',
      ...sentFields(mainFields(model)).map((field) => `    ${field.name}: ${writeValue(field, 'body')},`),
      '  };',
      '}',
      '',
      ...tables.flatMap((table) => childConverters(model, table)),
      `export async function list${name}(ctx: Context, query: ${name}ListQuery) {`,
      '  const offset = (query.currentPage - 1) * query.pageSize;',
      `  const { rows, total } = await find${name}Page(ctx.db, { keyword: query.keyword, offset, limit: query.pageSize });`,
      `  return pageOf(rows.map(to${name}Info), total, query);`,
      '}',
      '',
      ...recordRules(model),
      '',
      `export async function remove${name}(ctx: Context, id: string): Promise<void> {`,
      `  if (!(await delete${name}(ctx.db, id))) throw notFound();`,
      '}',
    ),
  };
}
