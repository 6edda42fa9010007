import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { BUSINESS_SCHEMA } from '../../src/modules/system/data-source/platform-source.ts';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { expectOk, idField, modelCall, tableBody } from './data-model-fixtures.ts';
import { dataModelSuite, type ModelTarget } from './data-model-suite.ts';
import {
  dataSourceTestConfig,
  MYSQL_URL,
  mysqlUnavailable,
  PG_URL,
  postgresUnavailable,
  sourceBody,
} from './data-source-fixtures.ts';

/*
 * 数据建模 through HTTP on the platform database (its business schema; PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), on a PostgreSQL source (its own schema, dropped afterwards) and on a MariaDB/MySQL
 * source (each skipped, saying why, when its server does not answer).
 */

const mysqlMissing = await mysqlUnavailable();
const pgMissing = await postgresUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

const platform = (): ModelTarget => ({
  linkId: '0',
  qualified: (name) => `${BUSINESS_SCHEMA}.${name}`,
  exec: async (sql) => {
    const client = await t.ctx.dataSources.open('0');
    await client.transaction((s) => s.query(sql));
  },
});

describe('data models on the platform database', () => {
  dataModelSuite(t, admin, platform);

  it('refuses the platform’s own tables outside the business schema, changing nothing', async () => {
    const api = modelCall(t, admin, '0');
    const msg = `users 是系统自带的表，数据建模只能查看和修改业务表（${BUSINESS_SCHEMA}）`;
    for (const [method, url, body] of [
      ['GET', '/Table/users'],
      ['GET', '/Tables/users/Fields'],
      ['GET', '/Table/users/Preview'],
      ['GET', '/Table/users/Actions/Export'],
      ['DELETE', '/Table/users'],
      ['PUT', '/Table', tableBody('users', [idField], { table: 'users' })],
      ['PUT', '/addFields', tableBody('users', [{ field: 'x', dataType: 'int' }], { table: 'users' })],
    ] as const) {
      const res = await api(method, url, body);
      expect(res.body, `${method} ${url}`).toMatchObject({ code: 400, msg });
    }
    const list = await api('GET', '/TableAll');
    expect(list.body.data.list.map((row: { table: string }) => row.table)).not.toContain('users');
    const english = await t.call({
      method: 'GET',
      url: '/api/system/DataModel/0/Table/users',
      token: admin.token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.body.msg).toContain('platform’s own tables');
  });

  it('lets the read-only interface role read a new business table', async () => {
    const name = uniqueCode('dm_');
    expectOk(await modelCall(t, admin, '0')('POST', '/Table', tableBody(name, [idField])));
    const client = await t.ctx.dataSources.open('0');
    const read = await client.readOnly((s) => s.query(`SELECT count(*)::int AS n FROM ${name}`), {
      timeoutMs: 5000,
    });
    expect(read.rows[0]).toEqual({ n: 0 });
  });

  it('lists views in TableAll only and refuses to change or drop them', async () => {
    const name = uniqueCode('dm_');
    const view = `${name}_v`;
    expectOk(await modelCall(t, admin, '0')('POST', '/Table', tableBody(name, [idField])));
    await platform().exec(
      `CREATE VIEW ${BUSINESS_SCHEMA}.${view} AS SELECT id FROM ${BUSINESS_SCHEMA}.${name}`,
    );
    const api = modelCall(t, admin, '0');
    expect((await api('GET', `/TableAll?keyword=${view}`)).body.data.list).toMatchObject([
      { table: view, type: 1 },
    ]);
    expect((await api('GET', `/Tables?keyword=${view}`)).body.data.list).toEqual([]);
    expect((await api('GET', `/Tables/${view}/Fields`)).body.data.list).toMatchObject([{ field: 'id' }]);
    const refused = await api('DELETE', `/Table/${view}`);
    expect(refused.body).toMatchObject({ code: 400, msg: `${view} 是视图，不能在数据建模中修改或删除` });
  });

  it('answers 404 for an unknown source', async () => {
    expectOk(await modelCall(t, admin, '0')('GET', '/Tables'));
    const unknown = await t.call({
      method: 'GET',
      url: '/api/system/DataModel/nope/Tables',
      token: admin.token,
    });
    expect(unknown.body.code).toBe(404);
  });
});

describe.skipIf(mysqlMissing !== undefined)(
  `data models on a MariaDB/MySQL source${mysqlMissing ? ` — SKIPPED: ${mysqlMissing}` : ''}`,
  () => {
    const target: ModelTarget = { linkId: '', qualified: (name) => `\`${name}\``, exec: async () => {} };
    it('adds the source', async () => {
      const res = await t.call({
        method: 'POST',
        url: '/api/system/DataSource',
        token: admin.token,
        payload: sourceBody('MariaDB', MYSQL_URL, uniqueCode('maria')),
      });
      expectOk(res);
      target.linkId = res.body.data.id;
      target.exec = async (sql) => {
        const client = await t.ctx.dataSources.open(target.linkId);
        await client.transaction((s) => s.query(sql));
      };
    });
    dataModelSuite(t, admin, () => target);
  },
);

describe.skipIf(pgMissing !== undefined)(
  `data models on a PostgreSQL source${pgMissing ? ` — SKIPPED: ${pgMissing}` : ''}`,
  () => {
    const schema = uniqueCode('dm_schema_');
    const asSuperuser = async <T>(work: (client: pg.Client) => Promise<T>) => {
      const client = new pg.Client(PG_URL);
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    };
    const target: ModelTarget = {
      linkId: '',
      qualified: (name) => `"${schema}"."${name}"`,
      exec: async () => {},
    };
    afterAll(() => asSuperuser((client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)));
    it('adds the source on its own schema', async () => {
      await asSuperuser((client) => client.query(`CREATE SCHEMA "${schema}"`));
      const res = await t.call({
        method: 'POST',
        url: '/api/system/DataSource',
        token: admin.token,
        payload: { ...sourceBody('PostgreSQL', PG_URL, uniqueCode('pgsrc')), dbSchema: schema },
      });
      expectOk(res);
      target.linkId = res.body.data.id;
      target.exec = (sql) => asSuperuser(async (client) => void (await client.query(sql)));
    });
    dataModelSuite(t, admin, () => target);
  },
);
