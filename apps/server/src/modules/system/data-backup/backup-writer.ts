import type { Writable } from 'node:stream';
import type { FileStore } from '../../file/file-store.ts';
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
import { type FilePartTotals, writeFilePart } from './backup-file-part.ts';
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
import { writeLine } from './backup-lines.ts';

/** Rows fetched from the cursor at a time: memory stays bounded whatever the table's size. */
const FETCH_ROWS = 500;

export interface BackupProgress extends Partial<FilePartTotals> {
  tablesDone: number;
  tablesTotal: number;
  rows: number;
}

export interface BackupSource {
  client: SourceClient;
  kind: 'pglite' | 'postgres';
  now: () => Date;
  /** The store whose files the `files` rows name; they follow the tables. */
  files: FileStore;
}

/** The table whose rows name the stored files, and its column holding their keys. */
const FILES_TABLE = 'files';
const STORAGE_KEY_COLUMN = 'storage_key';
/**
 * Rows of `files` left out: earlier backups (each backup would hold all the ones before it). Their
 * jobs (`data_backups`) are not in the backup either.
 */
const FILES_FILTER = 'WHERE id NOT IN (SELECT file_id FROM public.data_backups WHERE file_id IS NOT NULL)';

/** Streams one table's rows through a cursor, handing each to `onRow`; answers how many. */
async function writeRows(
  session: SourceSession,
  out: Writable,
  table: { schema: string; name: string; filter: string },
  names: string[],
  onRow: (row: (string | null)[]) => void,
) {
  const select = names.map((name, i) => `${quoteIdent(name)}::text AS c${i}`).join(', ');
  await session.query(
    `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${select} FROM ${quoteTable(table.schema, table.name)} ${table.filter}`,
  );
  let count = 0;
  for (;;) {
    const { rows } = await session.query(`FETCH ${FETCH_ROWS} FROM backup_rows`);
    for (const row of rows) {
      const values = names.map((_, i) => (row[`c${i}`] as string | null) ?? null);
      onRow(values);
      await writeLine(out, values);
    }
    count += rows.length;
    if (rows.length < FETCH_ROWS) break;
  }
  await session.query('CLOSE backup_rows');
  return count;
}

/**
 * Writes every platform table and every business table (with its definition) to `out` from one
 * repeatable-read snapshot, parents before children, then the sequences; then, with the snapshot
 * closed (PGlite's only connection is free again), the stored files its `files` rows name, and the
 * closing record. `out` is not ended here.
 */
export async function writeBackup(
  source: BackupSource,
  out: Writable,
  onProgress: (progress: BackupProgress) => void | Promise<void>,
): Promise<BackupProgress> {
  // Keys only (never bytes) are kept until the file part; a Set, as two rows may share an object.
  const keys = new Set<string>();
  const progress = await source.client.transaction(async (session) => {
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
    await writeLine(out, header);
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
      await writeLine(out, record);
      const names = columns.map((column) => column.name);
      const isFiles = schema === PLATFORM_SCHEMA && name === FILES_TABLE;
      const keyAt = isFiles ? names.indexOf(STORAGE_KEY_COLUMN) : -1;
      const rows = await writeRows(
        session,
        out,
        { schema, name, filter: isFiles ? FILES_FILTER : '' },
        names,
        (row) => {
          const key = keyAt >= 0 ? row[keyAt] : null;
          if (key) keys.add(key);
        },
      );
      await writeLine(out, { type: 'end-table', rows } satisfies BackupRecord);
      progress.tablesDone += 1;
      progress.rows += rows;
      await onProgress({ ...progress });
    }
    for (const sequence of await readSequences(session, [PLATFORM_SCHEMA, BUSINESS_SCHEMA]))
      await writeLine(out, { type: 'sequence', ...sequence } satisfies BackupRecord);
    return progress;
  });
  const totals = await writeFilePart(source.files, keys, out, (files) =>
    onProgress({ ...progress, ...files }),
  );
  await writeLine(out, {
    type: 'end',
    tables: progress.tablesTotal,
    rows: progress.rows,
    ...totals,
  } satisfies BackupRecord);
  return { ...progress, ...totals };
}
