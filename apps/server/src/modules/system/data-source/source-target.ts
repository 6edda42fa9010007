import type { SourceDialect } from './source-client.ts';

/** Everything a driver needs to reach one data source, the host already checked (source-host-guard.ts). */
export interface SourceTarget {
  dialect: SourceDialect;
  /** The host as the administrator typed it (messages name it). */
  host: string;
  /** The checked address the connection uses. */
  address: string;
  port: number;
  user: string;
  password: string;
  database: string;
  /** PostgreSQL: the schema put first on the search path. */
  schema?: string | null;
}

/** Connection limits of every data source. */
export const SOURCE_LIMITS = {
  /** Connections one source's pool holds at most. */
  maxConnections: 5,
  /** An idle pooled connection is closed after this long. */
  idleTimeoutMs: 30_000,
  /** Connecting (and the connection test as a whole) gives up after this long. */
  connectTimeoutMs: 5_000,
} as const;

/** A source's pool behind the SourceClient interface. */
export interface PooledSource {
  close(): Promise<void>;
}

const DIALECT_OF: Record<string, SourceDialect> = {
  PostgreSQL: 'postgres',
  MySQL: 'mysql',
  MariaDB: 'mysql',
};

export function dialectOf(dbType: string): SourceDialect {
  const dialect = DIALECT_OF[dbType];
  if (!dialect) throw new Error(`unknown data-source type ${dbType}`);
  return dialect;
}
