import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { expectOk } from './data-model-fixtures.ts';
import { type ServerUrl, sourceBody } from './data-source-fixtures.ts';

/* Calls and tables of the data-sync tests. */

export function syncCall(t: TestApp, user: TestUser) {
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.call({ method, url: `/api/system/DataSync${url}`, token: user.token, payload: payload as never });
}

/** Runs statements of the test's own on a source, in one transaction. */
export async function execOn(t: TestApp, linkId: string, ...statements: string[]): Promise<void> {
  const client = await t.ctx.dataSources.open(linkId);
  await client.transaction(async (session) => {
    for (const statement of statements) await session.query(statement);
  });
}

/** One value of a statement run on a source. */
export async function scalarOn(t: TestApp, linkId: string, sql: string): Promise<unknown> {
  const client = await t.ctx.dataSources.open(linkId);
  return client.transaction(async (session) => {
    const { rows, fields } = await session.query(sql);
    return rows[0]?.[fields[0] ?? ''];
  });
}

/** Adds a source for a local server; answers its id. */
export async function addSource(
  t: TestApp,
  admin: TestUser,
  dbType: 'PostgreSQL' | 'MariaDB',
  server: ServerUrl,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/api/system/DataSource',
    token: admin.token,
    payload: { ...sourceBody(dbType, server, uniqueCode('sync')), ...extra },
  });
  expectOk(res);
  return res.body.data.id as string;
}

/**
 * A business table on the platform database with `rows` rows: id 1..rows, name, amount, born, note.
 * Answers its name.
 */
export async function platformTable(t: TestApp, rows: number): Promise<string> {
  const name = uniqueCode('sync_');
  await execOn(
    t,
    '0',
    `CREATE TABLE app_data.${name} (id integer PRIMARY KEY, name varchar(20) NOT NULL, amount numeric(10,2),
       born date, note text)`,
    `INSERT INTO app_data.${name} SELECT g, 'n' || g, g * 1.5, DATE '2024-01-01' + g % 300,
       CASE WHEN g % 2 = 0 THEN 'note ' || g END FROM generate_series(1, ${rows}) g`,
  );
  return name;
}

export async function expectJob(
  t: TestApp,
  admin: TestUser,
  table: string,
  expected: Record<string, unknown>,
) {
  const res = await syncCall(t, admin)('GET', `/Jobs?keyword=${table}`);
  expectOk(res);
  expect(res.body.data.list[0]).toMatchObject(expected);
  return res.body.data.list[0] as { id: string };
}
