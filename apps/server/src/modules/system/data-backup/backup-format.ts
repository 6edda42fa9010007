/*
 * The platform's backup file: gzip'd JSON lines, documented in docs/backup-format.md.
 *   line 1      the header (BackupHeader)
 *   per table   {"type":"table", schema, name, columns, definition?}, then one JSON array per row (each value
 *               the column's PostgreSQL text form or null), then {"type":"end-table", rows}
 *   then        {"type":"sequence", schema, name, value, isCalled} per sequence
 *   then        per stored file (format 2): {"type":"file", key}, its bytes as JSON strings of base64 (each
 *               line decodes on its own), then {"type":"end-file", size, sha256}
 *   last        {"type":"end", tables, rows, files, fileBytes, missingFiles}: a file without it is truncated
 * Values travel as PostgreSQL's own text form of their column type, written and read with the same session
 * settings (UTC, ISO dates, hex bytea), so timestamps, bytea, json and numeric come back exactly.
 */

export const BACKUP_PRODUCT = 'sme-lowcode-platform';
export const BACKUP_FORMAT = 'platform-backup';
/** 1: the database only; 2: also the file store's files the `files` table names. Both are read. */
export const BACKUP_FORMAT_VERSION = 2;
/** The first format that carries the file store's files. */
export const FILES_FORMAT_VERSION = 2;
/** The business schema data models create their tables in; saved with the tables' definitions. */
export const BUSINESS_SCHEMA = 'app_data';
export const PLATFORM_SCHEMA = 'public';
/** Tables left out: the backup jobs describe files of this installation's store only. */
export const EXCLUDED_TABLES: ReadonlySet<string> = new Set(['data_backups']);

/** The session settings both sides use so a value's text form means the same thing. */
export const VALUE_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL bytea_output = 'hex'",
  'SET LOCAL extra_float_digits = 3',
];

export interface MigrationLevel {
  /** How many migrations were applied. */
  count: number;
  /** The `when` of the last one (drizzle's journal), epoch ms. */
  lastCreatedAt: number;
}

export interface BackupHeader {
  product: string;
  format: string;
  formatVersion: number;
  migration: MigrationLevel;
  createdAt: string;
  database: 'pglite' | 'postgres';
}

export interface BackupColumn {
  name: string;
  /** format_type() of the column on the source: informative for platform tables, the DDL for business ones. */
  type: string;
}

/** A business table's definition, enough to create it again. */
export interface TableDefinition {
  columns: {
    name: string;
    type: string;
    isNotNull: boolean;
    defaultExpr: string | null;
    /** '' none, 'a' always, 'd' by default. */
    identity: string;
    comment: string | null;
  }[];
  primaryKey: string[];
  comment: string | null;
}

export type BackupRecord =
  | { type: 'table'; schema: string; name: string; columns: BackupColumn[]; definition?: TableDefinition }
  | { type: 'end-table'; rows: number }
  | { type: 'sequence'; schema: string; name: string; value: string | null; isCalled: boolean }
  | { type: 'file'; key: string }
  | { type: 'end-file'; size: number; sha256: string }
  | {
      type: 'end';
      tables: number;
      rows: number;
      /** Format 2: the files written, their bytes, and those the store no longer held (left out). */
      files?: number;
      fileBytes?: number;
      missingFiles?: number;
    };

export type BackupRow = (string | null)[];

/** Why a file cannot be restored; the message is shown as is, and nothing was changed. */
export class BackupFileError extends Error {
  constructor(
    readonly reason:
      | 'notBackup'
      | 'foreignProduct'
      | 'newerFormat'
      | 'migrationLevel'
      | 'corrupt'
      | 'notEmpty',
    message: string,
  ) {
    super(message);
    this.name = 'BackupFileError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The header of a file, or the refusal naming what is wrong with it. */
export function checkHeader(line: string | undefined, target: MigrationLevel): BackupHeader {
  let value: unknown;
  try {
    value = line === undefined ? undefined : JSON.parse(line);
  } catch {
    value = undefined;
  }
  if (!isObject(value) || value.format !== BACKUP_FORMAT)
    throw new BackupFileError('notBackup', 'This file is not a platform backup (no backup header).');
  if (value.product !== BACKUP_PRODUCT)
    throw new BackupFileError(
      'foreignProduct',
      `This backup was made by another product (${String(value.product)}).`,
    );
  const version = value.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new BackupFileError('corrupt', 'The backup header is damaged (format version).');
  if (version > BACKUP_FORMAT_VERSION)
    throw new BackupFileError(
      'newerFormat',
      `This backup uses format ${version}; this version reads formats 1 to ${BACKUP_FORMAT_VERSION}. Restore it with a newer version.`,
    );
  const migration = value.migration;
  if (
    !isObject(migration) ||
    typeof migration.count !== 'number' ||
    typeof migration.lastCreatedAt !== 'number'
  )
    throw new BackupFileError('corrupt', 'The backup header is damaged (migration level).');
  if (migration.count !== target.count || migration.lastCreatedAt !== target.lastCreatedAt) {
    const isNewer = migration.lastCreatedAt > target.lastCreatedAt || migration.count > target.count;
    throw new BackupFileError(
      'migrationLevel',
      isNewer
        ? `This backup was taken at migration level ${migration.count}, newer than this installation's ${target.count}. Restore it with the version that took it or a newer one.`
        : `This backup was taken at migration level ${migration.count}, older than this installation's ${target.count}. Restore it with the version that took it, then upgrade.`,
    );
  }
  if (typeof value.createdAt !== 'string' || (value.database !== 'pglite' && value.database !== 'postgres'))
    throw new BackupFileError('corrupt', 'The backup header is damaged.');
  return value as unknown as BackupHeader;
}

/** Base64 of a slice of a stored file (a line of its own). */
export type FileData = string;

/** One line after the header: a record, a row, or file data; checked for the fields the restore reads. */
export function parseRecord(line: string): BackupRecord | BackupRow | FileData {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new BackupFileError('corrupt', 'The backup file is damaged (a line is not JSON).');
  }
  if (Array.isArray(value)) {
    if (!value.every((v) => v === null || typeof v === 'string'))
      throw new BackupFileError(
        'corrupt',
        'The backup file is damaged (a row holds a value of no text form).',
      );
    return value as BackupRow;
  }
  if (typeof value === 'string') {
    if (value.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
      throw new BackupFileError('corrupt', 'The backup file is damaged (file data is not base64).');
    return value;
  }
  if (!isObject(value) || typeof value.type !== 'string')
    throw new BackupFileError('corrupt', 'The backup file is damaged (a line is not a record).');
  return value as unknown as BackupRecord;
}
