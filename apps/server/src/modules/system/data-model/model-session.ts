import { PLATFORM_SOURCE_ID } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest, notFound } from '../../../http/app-error.ts';
import { BUSINESS_SCHEMA, INTERFACE_READER_ROLE } from '../data-source/platform-source.ts';
import type { SourceSession } from '../data-source/source-client.ts';
import type { ColumnSpec } from './column-spec.ts';
import type { ModelDialect, TableRef } from './model-dialect.ts';
import { mysqlModel } from './mysql-model.ts';
import { postgresModel } from './postgres-model.ts';

/** One unit of model work on one connection of a source, with the schema its tables live in. */
export interface ModelSession {
  session: SourceSession;
  dialect: ModelDialect;
  /** The platform database ("0"): only the business schema is seen and touched. */
  isPlatform: boolean;
  schema: string | null;
  ref(name: string): TableRef;
}

/** Errors that mean the source could not be reached or logged into (shown as such, not as a 500). */
const CONNECTION_FAILURES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ECONNRESET',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
  '28P01',
  '3D000',
]);

export const isConnectionFailure = (err: unknown) =>
  !(err instanceof AppError) && CONNECTION_FAILURES.has(String((err as { code?: unknown })?.code ?? ''));

/**
 * Runs `work` in a writable transaction of the source (committed when it resolves): on PostgreSQL every DDL
 * statement of a save commits or rolls back together; MySQL commits each DDL statement by itself, so the
 * checks run before the first one.
 */
export async function withModelSession<T>(
  ctx: AppContext,
  linkId: string,
  work: (model: ModelSession) => Promise<T>,
): Promise<T> {
  const isPlatform = linkId === '' || linkId === PLATFORM_SOURCE_ID;
  try {
    const client = await ctx.dataSources.open(linkId);
    const dialect = client.dialect === 'postgres' ? postgresModel : mysqlModel;
    return await client.transaction(async (session) => {
      const schema = isPlatform ? BUSINESS_SCHEMA : await dialect.currentSchema(session);
      return work({ session, dialect, isPlatform, schema, ref: (name) => ({ schema, name }) });
    });
  } catch (err) {
    if (isConnectionFailure(err)) throw badRequest('dataModel.unreachable');
    throw err;
  }
}

/** The table's columns, or a refusal: a platform table outside the business schema, or no such table. */
export async function requireTable(model: ModelSession, name: string): Promise<ColumnSpec[]> {
  const columns = await model.dialect.readColumns(model.session, model.ref(name));
  if (columns) return columns;
  if (await isPlatformSystemTable(model, name))
    throw badRequest('dataModel.platformTable', { table: name, schema: BUSINESS_SCHEMA });
  throw notFound('dataModel.tableNotFound', { table: name });
}

/** On the platform database, whether `name` is one of the platform's own tables (outside the business schema). */
export async function isPlatformSystemTable(model: ModelSession, name: string): Promise<boolean> {
  if (!model.isPlatform) return false;
  const { rows } = await model.session.query(
    `SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relname = $1 AND n.nspname <> $2 AND c.relkind IN ('r', 'p', 'v', 'm') LIMIT 1`,
    [name, BUSINESS_SCHEMA],
  );
  return rows.length > 0;
}

/** requireTable for a change: a view is refused (its definition is not a model's). */
export async function requireBaseTable(model: ModelSession, name: string): Promise<ColumnSpec[]> {
  const columns = await requireTable(model, name);
  const tables = await model.dialect.listTables(model.session, model.schema, false);
  if (!tables.some((table) => table.name === name)) throw badRequest('dataModel.isView', { table: name });
  return columns;
}

export async function tableExists(model: ModelSession, name: string): Promise<boolean> {
  return (await model.dialect.readColumns(model.session, model.ref(name))) !== undefined;
}

/** Whether the table holds a row; with `column`, a row whose column is not null (or is null when `isNull`). */
export async function hasRows(
  model: ModelSession,
  ref: TableRef,
  column?: string,
  isNull = false,
): Promise<boolean> {
  const { dialect } = model;
  const where = column ? ` WHERE ${dialect.quote(column)} IS ${isNull ? '' : 'NOT '}NULL` : '';
  const { rows } = await model.session.query(`SELECT 1 AS x FROM ${dialect.quoteTable(ref)}${where} LIMIT 1`);
  return rows.length > 0;
}

export async function countRows(model: ModelSession, ref: TableRef): Promise<number> {
  const { rows } = await model.session.query(`SELECT COUNT(*) AS n FROM ${model.dialect.quoteTable(ref)}`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * On the platform database, new business tables are readable by the interface reader role. The schema's
 * default privileges cover tables the migrating user creates; the grant also covers a database where they
 * could not be set. Nothing when the role does not exist.
 */
export async function readerGrant(model: ModelSession, ref: TableRef): Promise<string[]> {
  if (!model.isPlatform) return [];
  const { rows } = await model.session.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [
    INTERFACE_READER_ROLE,
  ]);
  if (rows.length === 0) return [];
  return [
    `GRANT SELECT ON ${model.dialect.quoteTable(ref)} TO ${model.dialect.quote(INTERFACE_READER_ROLE)}`,
  ];
}
