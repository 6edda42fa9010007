import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { AppConfig } from '../../src/config.ts';

/*
 * The external databases the data-source tests connect to: the local PostgreSQL (TEST_DATABASE_URL, else
 * postgresql://postgres@127.0.0.1:5432/postgres) and MariaDB/MySQL (TEST_MYSQL_URL, else
 * mysql://root@127.0.0.1:3306/test). Each part is skipped, saying why, when its server does not answer.
 */

export interface ServerUrl {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

function parse(url: string, defaultPort: number): ServerUrl {
  const u = new URL(url);
  return {
    host: u.hostname,
    port: Number(u.port || defaultPort),
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')),
  };
}

export const PG_URL = parse(
  process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
  5432,
);
export const MYSQL_URL = parse(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test', 3306);

/** Why PostgreSQL cannot be used, or undefined when it answers. */
export async function postgresUnavailable(): Promise<string | undefined> {
  const client = new pg.Client({ ...PG_URL, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return undefined;
  } catch {
    return `no PostgreSQL answers at ${PG_URL.host}:${PG_URL.port}; set TEST_DATABASE_URL`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Why MariaDB/MySQL cannot be used, or undefined when it answers. */
export async function mysqlUnavailable(): Promise<string | undefined> {
  try {
    const connection = await mysql.createConnection({ ...MYSQL_URL, connectTimeout: 1000 });
    await connection.end();
    return undefined;
  } catch {
    return `no MariaDB/MySQL answers at ${MYSQL_URL.host}:${MYSQL_URL.port}; set TEST_MYSQL_URL`;
  }
}

/** The config of the data-source tests: a fixed key, and the local servers allow-listed. */
export const dataSourceTestConfig = (): Partial<AppConfig> => ({
  dataSourceKey: randomBytes(32),
  dataSourceAllowHosts: ['127.0.0.1', '::1', 'localhost', PG_URL.host, MYSQL_URL.host],
});

/** A create body for a source on one of the local servers. */
export function sourceBody(dbType: 'PostgreSQL' | 'MySQL' | 'MariaDB', server: ServerUrl, name: string) {
  return {
    dbType,
    fullName: name,
    host: server.host,
    port: server.port,
    userName: server.user,
    password: server.password,
    serviceName: server.database,
    ...(dbType === 'PostgreSQL' ? { dbSchema: 'public' } : {}),
  };
}
