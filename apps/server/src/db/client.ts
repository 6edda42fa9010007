import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite files, or 'memory://' */
  pgliteDir: string;
  /** Directory holding the lock file that keeps a second process off the same PGlite data. */
  lockDir?: string;
  /**
   * Told about errors of idle PostgreSQL connections (server restart, admin termination). Without a
   * listener such an error would crash the process; the pool replaces the connection by itself.
   */
  onIdleConnectionError?: (err: Error) => void;
}

function migrationsFolder(): string {
  // Bundled server: migrations are copied next to main.js; from source they sit beside this file.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((p) => fs.existsSync(path.join(p, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Any constant, distinct from the seed's: serialises the migrations of processes starting together. */
const MIGRATION_LOCK_KEY = 702_000;

/**
 * Several processes starting at once on a fresh PostgreSQL would each see no migration applied and
 * run the same DDL, so all but one fail. A session-level advisory lock on one dedicated connection
 * lets one process migrate while the others wait, then find nothing left to do. (drizzle's migrator
 * opens its own transaction, so a transaction-level lock cannot wrap it.) Should the connection
 * die, PostgreSQL drops the lock with the session.
 */
async function migrateUnderLock(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    failure = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    // A connection that failed mid-way is discarded rather than returned to the pool holding the lock.
    client.release(failure);
  }
}

/** Runs `fn` the first time only; later calls get the same promise (an app and its owner may both close). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => {
    done ??= fn();
    return done;
  };
}

/** Opens the database (PostgreSQL when a URL is given, else embedded PGlite) and applies migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', (err) => options.onIdleConnectionError?.(err));
    const close = once(() => pool.end());
    try {
      await migrateUnderLock(pool, folder);
    } catch (err) {
      await close();
      throw err;
    }
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Db, kind: 'postgres', close };
  }
  const isMemory = options.pgliteDir === 'memory://';
  const release = isMemory
    ? () => {}
    : acquireDataDirLock(options.lockDir ?? path.dirname(options.pgliteDir));
  let client: PGlite | undefined;
  // The lock is released only after PGlite has closed its files, so the next holder finds them settled.
  const close = once(async () => {
    try {
      await client?.close();
    } finally {
      release();
    }
  });
  try {
    if (!isMemory) fs.mkdirSync(options.pgliteDir, { recursive: true });
    // pg_trgm backs the "contains" keyword searches (migration 0002); PostgreSQL ships it in contrib.
    client = await PGlite.create({
      ...(isMemory ? {} : { dataDir: options.pgliteDir }),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, kind: 'pglite', close };
  } catch (err) {
    await close();
    throw err;
  }
}
