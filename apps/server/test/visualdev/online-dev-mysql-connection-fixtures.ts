import mysql from 'mysql2/promise';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';
import { MYSQL_URL } from '../system/data-source-fixtures.ts';
import { addSource } from '../system/data-sync-fixtures.ts';
import type { ConnectionThere } from './online-dev-connection-scenario.ts';

/*
 * A MariaDB/MySQL data connection for the tests of designs whose tables live there: a throwaway database
 * made on the local server for the run (dropped after it) and registered under 系统管理 › 数据连接, read
 * straight through a connection of the test's own. Call inside a describe that is skipped when no
 * MariaDB/MySQL answers.
 */

type Json = Record<string, unknown>;

export function useMysqlConnection(t: TestApp, admin: TestUser): ConnectionThere {
  // The CI's test account may make databases named vd_run_… only (.ci/run).
  const database = `vd_run_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  let connection: mysql.Connection | undefined;
  let link = '';

  beforeAll(async () => {
    const server = await mysql.createConnection({ ...MYSQL_URL, database: undefined });
    await server.query(`CREATE DATABASE \`${database}\` DEFAULT CHARACTER SET utf8mb4`);
    await server.end();
    connection = await mysql.createConnection({ ...MYSQL_URL, database, charset: 'utf8mb4' });
    link = await addSource(t, admin, 'MariaDB', { ...MYSQL_URL, database });
  });

  afterAll(async () => {
    if (link) await t.ctx.dataSources.forget(link);
    await connection?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await connection?.end();
  });

  const query = async (text: string, values: unknown[] = []) => {
    if (!connection) throw new Error('the MySQL connection is not open');
    const [rows] = await connection.query(text, values);
    return rows as Json[];
  };
  return {
    link: () => link,
    rowsThere: (table, where = '', values = []) => query(`select * from \`${table}\` ${where}`, values),
    async hasTable(name) {
      const rows = await query(
        'select 1 as found from information_schema.tables where table_schema = ? and table_name = ?',
        [database, name],
      );
      return rows.length > 0;
    },
  };
}
