import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { SourceClient, SourceSession } from '../data-source/source-client.ts';
import {
  listTablesInOrder,
  quoteIdent,
  quoteTable,
  readColumns,
  readDefinition,
  readMigrationLevel,
  readSequences,
} from './backup-catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_PRODUCT,
  type BackupHeader,
  type BackupRecord,
  BUSINESS_SCHEMA,
  EXCLUDED_TABLES,
  PLATFORM_SCHEMA,
  VALUE_SETTINGS,
} from './backup-format.ts';

/** Rows fetched from the cursor at a time: memory stays bounded whatever the table's size. */
const FETCH_ROWS = 500;

export interface BackupProgress {
  tablesDone: number;
  tablesTotal: number;
  rows: number;
}

export interface BackupSource {
  client: SourceClient;
  kind: 'pglite' | 'postgres';
  now: () => Date;
}

async function put(out: Writable, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}

/** Streams one table's rows through a cursor; answers how many. */
async function writeRows(
  session: SourceSession,
  out: Writable,
  schema: string,
  table: string,
  names: string[],
) {
  const select = names.map((name, i) => `${quoteIdent(name)}::text AS c${i}`).join(', ');
  await session.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${select} FROM ${quoteTable(schema, table)}`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await session.query(`FETCH ${FETCH_ROWS} FROM backup_rows`);
    for (const row of rows)
      await put(
        out,
        names.map((_, i) => (row[`c${i}`] as string | null) ?? null),
      );
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await session.query('CLOSE backup_rows');
  return count;
}

/**
 * Writes every platform table and every business table (with its definition) to `out` from one
 * repeatable-read snapshot, parents before children, then the sequences and the closing record. `out` is
 * not ended here.
 */
export async function writeBackup(
  source: BackupSource,
  out: Writable,
  onProgress: (progress: BackupProgress) => void | Promise<void>,
): Promise<BackupProgress> {
  return source.client.transaction(async (session) => {
    await session.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    for (const statement of VALUE_SETTINGS) await session.query(statement);
    const header: BackupHeader = {
      product: BACKUP_PRODUCT,
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      migration: await readMigrationLevel(session),
      createdAt: source.now().toISOString(),
      database: source.kind,
    };
    await put(out, header);
    const tables = [
      ...(await listTablesInOrder(session, PLATFORM_SCHEMA))
        .filter((name) => !EXCLUDED_TABLES.has(name))
        .map((name) => ({ schema: PLATFORM_SCHEMA, name })),
      ...(await listTablesInOrder(session, BUSINESS_SCHEMA)).map((name) => ({
        schema: BUSINESS_SCHEMA,
        name,
      })),
    ];
    const progress: BackupProgress = { tablesDone: 0, tablesTotal: tables.length, rows: 0 };
    await onProgress(progress);
    for (const { schema, name } of tables) {
      const all = await readColumns(session, schema, name);
      const columns = all.filter((column) => !column.isGenerated);
      const record: BackupRecord = {
        type: 'table',
        schema,
        name,
        columns: columns.map((column) => ({ name: column.name, type: column.type })),
        ...(schema === BUSINESS_SCHEMA
          ? { definition: await readDefinition(session, schema, name, all) }
          : {}),
      };
      await put(out, record);
      const rows = await writeRows(
        session,
        out,
        schema,
        name,
        columns.map((column) => column.name),
      );
      await put(out, { type: 'end-table', rows } satisfies BackupRecord);
      progress.tablesDone += 1;
      progress.rows += rows;
      await onProgress({ ...progress });
    }
    for (const sequence of await readSequences(session, [PLATFORM_SCHEMA, BUSINESS_SCHEMA]))
      await put(out, { type: 'sequence', ...sequence } satisfies BackupRecord);
    await put(out, { type: 'end', tables: tables.length, rows: progress.rows } satisfies BackupRecord);
    return progress;
  });
}
