import {
  type DataModelSaveBody,
  type Language,
  PLATFORM_SOURCE_ID,
  type VisualDevPlannedTable,
  type VisualDevTablesPlan,
} from '@platform/contracts';
import { parseListDesign } from '@platform/form-engine';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { visualDesigns } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { createDataModelTables, type NewModelTable } from '../../system/data-model/data-model.service.ts';
import type { VisualDesignRow } from './visual-dev.repository.ts';
import { CHANGED_SINCE_RELEASE, RELEASED, visualDesignRecords } from './visual-dev.service.ts';
import { requireFormDesign } from './visual-dev-design-check.ts';
import { dropMadeTables, mysqlIndexes, requireFreeNames } from './visual-dev-tables-mysql.ts';
import { bindSubTables, designTablesOf, planDesignTables } from './visual-dev-tables-plan.ts';

/*
 * "Create the tables for me" (功能设计): a design without tables gets a main table and one table per
 * sub-table widget, made through the data models on its data connection, and is bound to them in the same
 * transaction — a refusal or failure leaves no table and the design unchanged. On the platform database
 * the design's row changes on the data-model transaction's own connection; on another PostgreSQL
 * connection it changes on the platform database while the tables' transaction there is still open, which
 * then commits (a refusal of that change rolls the tables back). On a MySQL/MariaDB connection, whose
 * CREATE TABLE commits by itself, the tables made are dropped again instead (visual-dev-tables-mysql.ts).
 */

interface DesignTables {
  row: VisualDesignRow;
  rawForm: { fields: unknown };
  tables: VisualDevPlannedTable[];
}

const isPlatformLink = (linkId: string) => linkId === '' || linkId === PLATFORM_SOURCE_ID;

const hasTables = (text: string) => {
  try {
    const tables: unknown = JSON.parse(text || '[]');
    return !Array.isArray(tables) || tables.length > 0;
  } catch {
    return true;
  }
};

async function planOf(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  id: string,
): Promise<DesignTables> {
  const { row } = await visualDesignRecords.require(ctx, caller, id);
  if (hasTables(row.tables)) throw badRequest('visualDev.hasTables');
  if (!row.formData) throw badRequest('visualDev.noStoredFields');
  let rawForm: { fields: unknown };
  try {
    rawForm = JSON.parse(row.formData);
  } catch {
    throw badRequest('visualDev.jsonInvalid', { field: 'formData' });
  }
  const parsed = requireFormDesign(rawForm, lang);
  const list = row.columnData ? parseListDesign(row.columnData, lang) : null;
  const tables = planDesignTables({
    enCode: row.enCode,
    fullName: row.fullName,
    design: parsed.design,
    list: list?.success ? list.design : null,
  });
  return { row, rawForm, tables };
}

/** GET …/Actions/CreateTables: what would be made, after the same checks; nothing is made. */
export async function planVisualDesignTables(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  id: string,
): Promise<VisualDevTablesPlan> {
  return { tables: (await planOf(ctx, caller, lang, id)).tables };
}

const saveBodyOf = (table: VisualDevPlannedTable): DataModelSaveBody => ({
  tableInfo: { newTable: table.table, tableName: table.tableName },
  tableFieldList: table.columns.map((column) => ({
    field: column.field,
    fieldName: column.fieldName ?? undefined,
    dataType: column.dataType,
    dataLength: column.dataLength || undefined,
    allowNull: column.primaryKey ? 0 : 1,
    primaryKey: column.primaryKey ? 1 : 0,
  })),
});

/** POST …/Actions/CreateTables: makes the tables, then binds the design to them, in one transaction. */
export async function createVisualDesignTables(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  id: string,
): Promise<VisualDevTablesPlan> {
  const { row, rawForm, tables } = await planOf(ctx, caller, lang, id);
  const [main] = tables;
  if (main) bindSubTables(rawForm, tables, main.table);
  const isPlatform = isPlatformLink(row.dbLinkId);
  const linkId = row.dbLinkId || PLATFORM_SOURCE_ID;
  const isMysql = !isPlatform && (await ctx.dataSources.open(linkId)).dialect === 'mysql';
  const names = tables.map((table) => table.table);
  if (isMysql) await requireFreeNames(ctx, linkId, names);
  const newTables: NewModelTable[] = tables.map((table) => ({
    body: saveBodyOf(table),
    indexes: isMysql ? mysqlIndexes(table) : table.indexes,
    // The trigram operator class is the platform database's (pg_trgm); another connection may lack it.
    trigramIndexes: isPlatform ? table.searchIndexes : [],
  }));
  // The statement comes from the schema with every value bound.
  const change = ctx.db
    .update(visualDesigns)
    .set({
      tables: JSON.stringify(designTablesOf(tables)),
      formData: JSON.stringify(rawForm),
      updatedAt: sql`now()`,
      updatedBy: caller.userId,
      ...(row.state === RELEASED ? { state: CHANGED_SINCE_RELEASE } : {}),
    })
    .where(and(eq(visualDesigns.id, row.id), eq(visualDesigns.tables, row.tables)))
    .returning({ id: visualDesigns.id });
  const made = createDataModelTables(ctx, linkId, newTables, async (session) => {
    // On the platform database the change runs on the data-model transaction's own connection, so both
    // commit together; elsewhere it runs on the platform database before the tables' transaction commits.
    const update = change.toSQL();
    const rows = isPlatform ? (await session.query(update.sql, update.params)).rows : await change;
    // Another save gave the design tables meanwhile: the tables made here roll back.
    if (rows.length === 0) throw badRequest('visualDev.hasTables');
  });
  await (isMysql
    ? made.catch(async (err: unknown) => {
        await dropMadeTables(ctx, linkId, names);
        throw err;
      })
    : made);
  return { tables };
}
