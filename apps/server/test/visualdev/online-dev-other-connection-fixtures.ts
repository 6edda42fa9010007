import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';
import { PG_URL } from '../system/data-source-fixtures.ts';
import { addSource } from '../system/data-sync-fixtures.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../throwaway-database.ts';
import type { ConnectionThere } from './online-dev-connection-scenario.ts';

/*
 * Another PostgreSQL data connection for the tests of designs whose tables live there: a throwaway
 * database registered under 系统管理 › 数据连接 (schema `public`), read straight through a client of the
 * test's own. Call inside a describe that is skipped when no PostgreSQL answers.
 */

type Json = Record<string, unknown>;

const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** `?` placeholders as PostgreSQL numbers them. */
const numbered = (where: string) => {
  let n = 0;
  return where.replace(/\?/g, () => `$${++n}`);
};

export function useOtherConnection(t: TestApp, admin: TestUser): ConnectionThere {
  let other: ThrowawayDatabase | undefined;
  let client: pg.Client | undefined;
  let link = '';

  beforeAll(async () => {
    other = await createThrowawayDatabase(BASE_URL);
    client = new pg.Client({ connectionString: other.url });
    await client.connect();
    const database = new URL(other.url).pathname.slice(1);
    link = await addSource(t, admin, 'PostgreSQL', { ...PG_URL, database });
  });

  afterAll(async () => {
    await client?.end();
    if (link) await t.ctx.dataSources.forget(link);
    await other?.drop();
  });

  const query = async (text: string, values: unknown[] = []) => {
    if (!client) throw new Error('the other connection is not open');
    return (await client.query(text, values)).rows as Json[];
  };
  return {
    link: () => link,
    rowsThere: (table, where = '', values = []) =>
      query(`select * from public.${table} ${numbered(where)}`, values),
    async hasTable(name) {
      const [row] = await query('select to_regclass($1)::text as found', [`public.${name}`]);
      return row?.found !== null;
    },
  };
}
