/**
 * The one way the data modules (interfaces, models, sync, backup) talk to a data source: the platform's own
 * database (dbLinkId "0") or an administrator-added PostgreSQL or MySQL/MariaDB source.
 */
export type SourceDialect = 'postgres' | 'mysql';

export interface SourceQueryResult {
  rows: Record<string, unknown>[];
  /** Column names in the order the statement returned them. */
  fields: string[];
}

/** One connection, inside a transaction opened by the client. */
export interface SourceSession {
  dialect: SourceDialect;
  /** One statement; values are always bound: `$1, $2…` on postgres, `?` on mysql. */
  query(sql: string, values?: readonly unknown[]): Promise<SourceQueryResult>;
}

export interface ReadOnlyOptions {
  /** The statement timeout set on the connection for this work. */
  timeoutMs: number;
}

export interface SourceClient {
  dialect: SourceDialect;
  /**
   * Whether the source stops a statement that outlasts `timeoutMs`. False for the embedded PGlite database
   * (no signals in WebAssembly): interface SQL then has each statement's plan checked before it runs.
   */
  hasStatementTimeout?: boolean;
  /**
   * Runs `fn` inside a read-only transaction with the statement timeout set, always rolled back. On the
   * platform database it also runs as the read-only interface role, which sees only the business schema.
   */
  readOnly<T>(fn: (session: SourceSession) => Promise<T>, options: ReadOnlyOptions): Promise<T>;
  /** A writable transaction (data models, sync, restore): committed when `fn` resolves, rolled back when it throws. */
  transaction<T>(fn: (session: SourceSession) => Promise<T>): Promise<T>;
}

/** Finds the client for a dbLinkId ("0" or empty is the platform database); unknown ids throw a NotFound. */
export interface SourceRegistry {
  open(dbLinkId: string): Promise<SourceClient>;
}
