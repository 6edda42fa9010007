import type { SourceSession } from '../data-source/source-client.ts';
import type { ColumnSpec, TableSpec } from './column-spec.ts';

/** A table of a source: its schema (postgres) or none (MySQL: the connection's database). */
export interface TableRef {
  schema: string | null;
  name: string;
}

export interface TableEntry {
  name: string;
  comment: string | null;
  /** The catalogue's row estimate (-1 when it has none). */
  estimate: number;
  isView: boolean;
}

/**
 * What differs between PostgreSQL and MySQL/MariaDB for the models: reading the catalogue and writing DDL.
 * Every name in a statement is quoted by `quote`, every value in DDL (defaults, comments) is a literal made
 * by `literal`; values of ordinary statements are bound.
 */
export interface ModelDialect {
  quote(name: string): string;
  quoteTable(ref: TableRef): string;
  literal(text: string): string;
  /** The n-th (1-based) bound parameter. */
  param(n: number): string;
  /** A column's value as text, for the preview's keyword. */
  asText(quotedColumn: string): string;

  /** The schema a source's tables are listed from. */
  currentSchema(session: SourceSession): Promise<string | null>;
  listTables(session: SourceSession, schema: string | null, withViews: boolean): Promise<TableEntry[]>;
  /** The table's columns in order, or undefined when no such table (or view) exists. */
  readColumns(session: SourceSession, ref: TableRef): Promise<ColumnSpec[] | undefined>;
  readComment(session: SourceSession, ref: TableRef): Promise<string | null>;

  createTable(ref: TableRef, table: TableSpec): string[];
  dropTable(ref: TableRef): string;
  renameTable(ref: TableRef, newName: string): string;
  setTableComment(ref: TableRef, comment: string | null): string;
  addColumn(ref: TableRef, column: ColumnSpec): string[];
  dropColumn(ref: TableRef, name: string): string;
  /** Statements that turn `from` into `to` (same name); the caller has checked no data is lost. */
  changeColumn(ref: TableRef, from: ColumnSpec, to: ColumnSpec): string[];
}

/** Whether two comments say the same (null and '' alike). */
export const sameComment = (a: string | null, b: string | null) => (a ?? '') === (b ?? '');
