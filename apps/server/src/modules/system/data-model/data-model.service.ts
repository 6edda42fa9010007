import type {
  DataModelDdl,
  DataModelField,
  DataModelInfo,
  DataModelSaveBody,
  DataModelTable,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { SourceSession } from '../data-source/source-client.ts';
import { type ColumnSpec, lengthText } from './column-spec.ts';
import type { TableEntry } from './model-dialect.ts';
import {
  planAddFields,
  planCreate,
  planIndexes,
  planTrigramIndexes,
  planUpdate,
  runPlan,
} from './model-plan.ts';
import {
  countRows,
  hasRows,
  type ModelSession,
  requireBaseTable,
  requireTable,
  withModelSession,
} from './model-session.ts';
import { changingCatalogs } from './table-catalog-cache.ts';

/** Below this many rows (by the catalogue's estimate) a list shows the exact count. */
const EXACT_COUNT_BELOW = 10_000;

async function withCounts(model: ModelSession, entries: TableEntry[]): Promise<DataModelTable[]> {
  const out: DataModelTable[] = [];
  for (const entry of entries) {
    const isSmall = entry.estimate < EXACT_COUNT_BELOW;
    const sum = isSmall ? await countRows(model, model.ref(entry.name)) : Math.round(entry.estimate);
    out.push({
      table: entry.name,
      tableName: entry.comment,
      comment: entry.comment,
      sum,
      type: entry.isView ? 1 : 0,
    });
  }
  return out;
}

const matching = (entries: TableEntry[], keyword: string | undefined) => {
  const word = keyword?.toLowerCase();
  if (!word) return entries;
  return entries.filter(
    (entry) => entry.name.toLowerCase().includes(word) || (entry.comment ?? '').toLowerCase().includes(word),
  );
};

export function listDataModelTables(
  ctx: AppContext,
  linkId: string,
  query: { currentPage: number; pageSize: number; keyword?: string | undefined },
) {
  return withModelSession(ctx, linkId, async (model) => {
    const all = matching(await model.dialect.listTables(model.session, model.schema, false), query.keyword);
    const start = (query.currentPage - 1) * query.pageSize;
    return {
      list: await withCounts(model, all.slice(start, start + query.pageSize)),
      pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: all.length },
    };
  });
}

export function listAllDataModelTables(ctx: AppContext, linkId: string, keyword: string | undefined) {
  return withModelSession(ctx, linkId, async (model) => {
    const all = matching(await model.dialect.listTables(model.session, model.schema, true), keyword);
    return { list: await withCounts(model, all) };
  });
}

/** `f_user_name` → `userName` (the original's type 1 field list). */
const camelName = (name: string) =>
  name
    .toLowerCase()
    .replace(/^f_/, '')
    .replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function fieldOf(column: ColumnSpec, isCamel = false): DataModelField {
  const identity = column.isIdentity ? 1 : 0;
  return {
    columnName: column.name,
    field: isCamel ? camelName(column.name) : column.name,
    fieldName: column.comment,
    dataType: column.type,
    dataLength: lengthText(column),
    primaryKey: column.isPrimaryKey ? 1 : 0,
    allowNull: column.isNullable ? 1 : 0,
    autoIncrement: identity,
    identity,
    defaults: column.defaultValue,
  };
}

export function getDataModelTable(ctx: AppContext, linkId: string, table: string): Promise<DataModelInfo> {
  return withModelSession(ctx, linkId, async (model) => {
    const columns = await requireTable(model, table);
    return {
      tableInfo: {
        table,
        newTable: table,
        tableName: await model.dialect.readComment(model.session, model.ref(table)),
      },
      tableFieldList: columns.map((column) => fieldOf(column)),
      hasTableData: await hasRows(model, model.ref(table)),
    };
  });
}

/** The table as `getDataModelTable` reads it, or undefined when there is none (the operation log's before/after). */
export async function findDataModelTable(
  ctx: AppContext,
  linkId: string,
  table: string | undefined,
): Promise<DataModelInfo | undefined> {
  if (!table) return undefined;
  try {
    return await getDataModelTable(ctx, linkId, table);
  } catch (err) {
    if (err instanceof AppError && err.kind === 'notFound') return undefined;
    throw err;
  }
}

export function listDataModelFields(
  ctx: AppContext,
  linkId: string,
  table: string,
  type: string | undefined,
) {
  return withModelSession(ctx, linkId, async (model) => {
    const columns = await requireTable(model, table);
    return { list: columns.map((column) => fieldOf(column, type === '1')) };
  });
}

type SaveMode = 'create' | 'update' | 'addFields';
const PLANS = { create: planCreate, update: planUpdate, addFields: planAddFields } as const;

/** Checks a save and runs its statements in one transaction (MySQL: each DDL statement commits itself). */
export function saveDataModelTable(ctx: AppContext, linkId: string, mode: SaveMode, body: DataModelSaveBody) {
  return changingCatalogs(ctx, () =>
    withModelSession(ctx, linkId, async (model) => {
      await runPlan(model, await PLANS[mode](model, body));
    }),
  );
}

/** A table to create with the single-column indexes it gets (trigram ones: PostgreSQL only). */
export interface NewModelTable {
  body: DataModelSaveBody;
  indexes: readonly string[];
  trigramIndexes?: readonly string[];
}

/**
 * Creates the tables (each refused when its name is taken, with the checks of a create) and their indexes,
 * then runs `within` on the same connection before the commit: on PostgreSQL a refusal or failure anywhere
 * leaves no table and none of `within`'s changes.
 */
export function createDataModelTables(
  ctx: AppContext,
  linkId: string,
  tables: readonly NewModelTable[],
  within: (session: SourceSession) => Promise<void>,
): Promise<void> {
  return changingCatalogs(ctx, () =>
    withModelSession(ctx, linkId, async (model) => {
      for (const { body, indexes, trigramIndexes = [] } of tables) {
        await runPlan(model, await planCreate(model, body));
        await runPlan(model, planIndexes(model, body.tableInfo.newTable, indexes));
        await runPlan(model, planTrigramIndexes(model, body.tableInfo.newTable, trigramIndexes));
      }
      await within(model.session);
    }),
  );
}

/** The statements a save would run, after the same checks; nothing runs. */
export function previewDataModelDdl(
  ctx: AppContext,
  linkId: string,
  mode: SaveMode,
  body: DataModelSaveBody,
): Promise<DataModelDdl> {
  return withModelSession(ctx, linkId, async (model) => ({ statements: await PLANS[mode](model, body) }));
}

/** Drops a table; refused while it holds rows (as the original). */
export function removeDataModelTable(ctx: AppContext, linkId: string, table: string) {
  return changingCatalogs(ctx, () =>
    withModelSession(ctx, linkId, async (model) => {
      await requireBaseTable(model, table);
      const ref = model.ref(table);
      if (await hasRows(model, ref)) throw badRequest('dataModel.hasRows', { table });
      await model.session.query(model.dialect.dropTable(ref));
    }),
  );
}
