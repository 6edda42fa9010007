import type { Readable } from 'node:stream';
import type { SourceClient, SourceSession } from '../data-source/source-client.ts';
import {
  listTablesInOrder,
  quoteIdent,
  quoteTable,
  readColumns,
  readMigrationLevel,
} from './backup-catalog.ts';
import {
  BackupFileError,
  type BackupHeader,
  type BackupRecord,
  type BackupRow,
  BUSINESS_SCHEMA,
  checkHeader,
  EXCLUDED_TABLES,
  FILES_FORMAT_VERSION,
  PLATFORM_SCHEMA,
  parseRecord,
  VALUE_SETTINGS,
} from './backup-format.ts';
import { backupLines } from './backup-lines.ts';
import { createBusinessTable } from './business-table-ddl.ts';
import { createFileStaging } from './restore-file-staging.ts';

/** Rows sent per INSERT: one text[] parameter per column, whatever the batch size. */
const INSERT_ROWS = 500;

export interface RestoreSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Files the backup could not take (gone from its store when it ran). */
  missingFiles: number;
}

const damaged = (what: string) => new BackupFileError('corrupt', `The backup file is damaged: ${what}.`);

/**
 * Refuses an installation that holds more than its first-start seed: more users than the seeded
 * administrator, uploaded files, or business tables. Their data would be lost.
 */
export async function assertFreshInstallation(session: SourceSession): Promise<void> {
  const { rows } = await session.query(
    `SELECT (SELECT count(*) FROM public.users)::int AS users, (SELECT count(*) FROM public.files)::int AS files,
            (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = $1 AND c.relkind IN ('r', 'p'))::int AS business`,
    [BUSINESS_SCHEMA],
  );
  const found = rows[0] ?? {};
  if (Number(found.users) > 1 || Number(found.files) > 0 || Number(found.business) > 0)
    throw new BackupFileError(
      'notEmpty',
      `This installation already holds data (${found.users} users, ${found.files} files, ${found.business} business tables): a backup restores only into a fresh installation.`,
    );
}

interface OpenTable {
  target: string;
  names: string[];
  types: string[];
  rows: number;
  buffer: BackupRow[];
}

async function flush(session: SourceSession, table: OpenTable): Promise<void> {
  if (table.buffer.length === 0) return;
  const columns = table.names.map(quoteIdent).join(', ');
  const casts = table.types.map((type, i) => `u.c${i}::${type}`).join(', ');
  const arrays = table.names.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = table.names.map((_, i) => `c${i}`).join(', ');
  const values = table.names.map((_, i) => table.buffer.map((row) => row[i] ?? null));
  await session.query(
    `INSERT INTO ${table.target} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${casts} FROM unnest(${arrays}) AS u(${aliases})`,
    values,
  );
  table.rows += table.buffer.length;
  table.buffer = [];
}

/** Opens a table of the file: creates a business table, matches the columns with the database's. */
async function openTable(
  session: SourceSession,
  record: Extract<BackupRecord, { type: 'table' }>,
): Promise<OpenTable> {
  const { schema, name } = record;
  if (typeof name !== 'string' || !Array.isArray(record.columns)) throw damaged('a table record');
  if (schema === BUSINESS_SCHEMA) {
    if (!record.definition) throw damaged(`business table ${name} has no definition`);
    for (const statement of createBusinessTable(name, record.definition)) await session.query(statement);
  } else if (schema !== PLATFORM_SCHEMA || EXCLUDED_TABLES.has(name)) {
    throw damaged(`table ${String(schema)}.${name} is not the platform's`);
  }
  const existing = new Map(
    (await readColumns(session, schema, name)).filter((c) => !c.isGenerated).map((c) => [c.name, c.type]),
  );
  if (existing.size === 0) throw damaged(`table ${schema}.${name} does not exist at this migration level`);
  const names = record.columns.map((column) => String(column.name));
  const types = names.map((column) => {
    const type = existing.get(column);
    if (!type) throw damaged(`column ${column} of ${schema}.${name} does not exist at this migration level`);
    return type;
  });
  const target = quoteTable(schema, name);
  // Triggers that derive columns would rewrite values the file already holds exactly.
  await session.query(`ALTER TABLE ${target} DISABLE TRIGGER USER`);
  return { target, names, types, rows: 0, buffer: [] };
}

/**
 * Restores a backup into a fresh installation in one transaction: checks the header against this
 * database's migration level, empties the seeded platform tables, loads every table in the file's
 * order (parents first), recreates the business tables, sets the sequences, and stages the stored
 * files (format 2) beside the store `fileStoreDir`, moving them in once the whole file was read. Any
 * refusal or failure rolls everything back, the files included.
 */
export async function restoreBackup(
  client: SourceClient,
  input: Readable,
  target: { fileStoreDir: string },
): Promise<RestoreSummary> {
  const lines = backupLines(input);
  const staging = createFileStaging(target.fileStoreDir);
  try {
    return await client.transaction(async (session) => {
      for (const statement of VALUE_SETTINGS) await session.query(statement);
      const first = await lines.next();
      const header = checkHeader(first.done ? undefined : first.value, await readMigrationLevel(session));
      await assertFreshInstallation(session);
      const platform = (await listTablesInOrder(session, PLATFORM_SCHEMA)).filter(
        (t) => !EXCLUDED_TABLES.has(t),
      );
      if (platform.length > 0)
        await session.query(`TRUNCATE ${platform.map((t) => quoteTable(PLATFORM_SCHEMA, t)).join(', ')}`);
      let open: OpenTable | undefined;
      let tables = 0;
      let rows = 0;
      for await (const line of lines) {
        if (line === '') continue;
        const record = parseRecord(line);
        if (typeof record === 'string') {
          await staging.write(record);
        } else if (staging.isOpen && !Array.isArray(record) && record.type !== 'end-file') {
          throw damaged('a file is not closed');
        } else if (Array.isArray(record)) {
          if (!open || record.length !== open.names.length) throw damaged('a row outside its table');
          open.buffer.push(record);
          if (open.buffer.length >= INSERT_ROWS) await flush(session, open);
        } else if (open && record.type !== 'end-table') {
          throw damaged('a table is not closed');
        } else if (record.type === 'table') {
          open = await openTable(session, record);
        } else if (record.type === 'end-table') {
          if (!open) throw damaged('a table closed twice');
          await flush(session, open);
          if (open.rows !== record.rows)
            throw damaged(`${open.target} holds ${open.rows} rows, not ${record.rows}`);
          await session.query(`ALTER TABLE ${open.target} ENABLE TRIGGER USER`);
          tables += 1;
          rows += open.rows;
          open = undefined;
        } else if (record.type === 'sequence') {
          if (record.value === null || !/^-?\d+$/.test(String(record.value))) continue;
          await session.query(
            'SELECT setval(s, $2::bigint, $3) FROM to_regclass($1) AS s WHERE s IS NOT NULL',
            [quoteTable(String(record.schema), String(record.name)), record.value, record.isCalled === true],
          );
        } else if (record.type === 'file') {
          if (header.formatVersion < FILES_FORMAT_VERSION) throw damaged('a file in a format without files');
          await staging.open(record.key);
        } else if (record.type === 'end-file') {
          await staging.close(record);
        } else if (record.type === 'end') {
          if (record.tables !== tables || record.rows !== rows)
            throw damaged('its totals do not match its tables');
          if ((record.files ?? 0) !== staging.files || (record.fileBytes ?? 0) !== staging.bytes)
            throw damaged('its totals do not match its files');
          await staging.moveIn();
          const { files, bytes: fileBytes } = staging;
          return { header, tables, rows, files, fileBytes, missingFiles: Number(record.missingFiles ?? 0) };
        } else {
          throw damaged('an unknown record');
        }
      }
      throw new BackupFileError(
        'corrupt',
        'The backup file is truncated (it ends before its closing record).',
      );
    });
  } catch (err) {
    // Only when the commit itself failed after the files were moved in.
    await staging.undoMoveIn();
    throw err;
  } finally {
    await staging.discard();
    await lines.return(undefined);
  }
}
