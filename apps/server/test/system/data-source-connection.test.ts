import { describe, expect, it } from 'vitest';
import type { SourceClient } from '../../src/modules/system/data-source/source-client.ts';
import { type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  dataSourceTestConfig,
  MYSQL_URL,
  mysqlUnavailable,
  PG_URL,
  postgresUnavailable,
  sourceBody,
} from './data-source-fixtures.ts';

/*
 * 测试连接 and the pooled clients against the local servers: the right and a wrong password, a missing
 * database, a closed port; read-only work cannot write and times out; transactions write. Each server's
 * part is skipped, saying why, when it does not answer.
 */

const pgMissing = await postgresUnavailable();
const mysqlMissing = await mysqlUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

const call = (user: TestUser, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.call({ method, url: `/api/system/DataSource${url}`, token: user.token, payload });
const testConnection = (payload: Record<string, unknown>) => call(admin, 'POST', '/Actions/Test', payload);

async function saved(payload: Record<string, unknown>): Promise<string> {
  const res = await call(admin, 'POST', '', payload);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

const failure = (err: unknown) => String((err as { code?: unknown }).code ?? err);

describe('connection test without a server', () => {
  it('says the host cannot be reached when nothing listens on the port, within the time limit', async () => {
    const started = Date.now();
    const res = await testConnection({ ...sourceBody('PostgreSQL', PG_URL, 'x'), port: 1 });
    expect(res.body).toMatchObject({ code: 400, msg: `连接失败：无法连接到 ${PG_URL.host}:1` });
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe.skipIf(pgMissing !== undefined)(
  `PostgreSQL sources${pgMissing ? ` — SKIPPED: ${pgMissing}` : ''}`,
  () => {
    const pg = (extra: Record<string, unknown> = {}) => ({
      ...sourceBody('PostgreSQL', PG_URL, uniqueCode('pg')),
      ...extra,
    });

    it('connects with the right settings and names what is wrong otherwise, in the caller language', async () => {
      expect((await testConnection(pg())).body).toMatchObject({ code: 200, msg: '连接成功' });
      const wrongUser = await testConnection(pg({ userName: uniqueCode('nobody') }));
      expect(wrongUser.body).toMatchObject({ code: 400, msg: '连接失败：用户名或密码错误' });
      const english = await t.call({
        method: 'POST',
        url: '/api/system/DataSource/Actions/Test',
        token: admin.token,
        headers: { 'accept-language': 'en-US' },
        payload: pg({ userName: uniqueCode('nobody') }),
      });
      expect(english.body.msg).toBe('Connection failed: wrong user name or password');
      const noDatabase = await testConnection(pg({ serviceName: 'no_such_db_x' }));
      expect(noDatabase.body.msg).toBe('连接失败：数据库不存在：no_such_db_x');
    });

    it('tests a saved source with its stored password when the dialog sends none', async () => {
      const id = await saved(pg({ password: 'stored-secret' }));
      expect((await testConnection(pg({ id, password: '' }))).body).toMatchObject({ code: 200 });
    });

    it('reads in a read-only transaction with a statement timeout, writes in a transaction', async () => {
      const id = await saved(pg());
      const client: SourceClient = await t.ctx.dataSources.open(id);
      expect(client.dialect).toBe('postgres');
      const read = await client.readOnly((s) => s.query('SELECT $1::int AS n, $2::text AS s', [7, "it's"]), {
        timeoutMs: 2000,
      });
      expect(read).toEqual({ rows: [{ n: 7, s: "it's" }], fields: ['n', 's'] });
      await expect(
        client.readOnly((s) => s.query('CREATE TABLE ds_never (id int)'), { timeoutMs: 2000 }),
      ).rejects.toSatisfy((err) => failure(err) === '25006');
      await expect(
        client.readOnly((s) => s.query('SELECT pg_sleep(3)'), { timeoutMs: 200 }),
      ).rejects.toSatisfy((err) => failure(err) === '57014');
      await expect(
        client.readOnly((s) => s.query('SELECT 1; SELECT 2'), { timeoutMs: 2000 }),
      ).rejects.toThrow();
      const written = await client.transaction(async (s) => {
        await s.query('CREATE TEMP TABLE ds_tmp (id int) ON COMMIT DROP');
        await s.query('INSERT INTO ds_tmp VALUES ($1), ($2)', [1, 2]);
        return s.query('SELECT count(*)::int AS c FROM ds_tmp');
      });
      expect(written.rows).toEqual([{ c: 2 }]);
      // The pool keeps working after the failures above.
      expect((await client.readOnly((s) => s.query('SELECT 1 AS one'), { timeoutMs: 1000 })).rows).toEqual([
        { one: 1 },
      ]);
    });

    it('closes the pool of a changed source, and refuses a disabled or deleted one', async () => {
      const id = await saved(pg());
      const before = await t.ctx.dataSources.open(id);
      await call(admin, 'PUT', `/${id}`, { enabledMark: 0 });
      await expect(t.ctx.dataSources.open(id)).rejects.toMatchObject({ kind: 'badRequest' });
      await expect(before.readOnly((s) => s.query('SELECT 1'), { timeoutMs: 1000 })).rejects.toThrow();
      await t.call({ method: 'DELETE', url: `/api/system/DataSource/${id}`, token: admin.token });
      await expect(t.ctx.dataSources.open(id)).rejects.toMatchObject({ kind: 'notFound' });
    });
  },
);

describe.skipIf(mysqlMissing !== undefined)(
  `MariaDB/MySQL sources${mysqlMissing ? ` — SKIPPED: ${mysqlMissing}` : ''}`,
  () => {
    const my = (extra: Record<string, unknown> = {}) => ({
      ...sourceBody('MariaDB', MYSQL_URL, uniqueCode('my')),
      ...extra,
    });

    it('connects with the right password and says so for a wrong one', async () => {
      expect((await testConnection(my())).body).toMatchObject({ code: 200, msg: '连接成功' });
      const wrong = await testConnection(my({ password: `${MYSQL_URL.password}-wrong` }));
      expect(wrong.body).toMatchObject({ code: 400, msg: '连接失败：用户名或密码错误' });
    });

    it('reads read-only with the statement timeout and writes in a transaction', async () => {
      const id = await saved(my());
      const client = await t.ctx.dataSources.open(id);
      expect(client.dialect).toBe('mysql');
      const table = `ds_${uniqueCode('t').replace(/\W/g, '_')}`.slice(0, 60);
      await client.transaction((s) => s.query(`CREATE TABLE ${table} (id int)`));
      try {
        await client.transaction((s) => s.query(`INSERT INTO ${table} VALUES (?), (?)`, [1, 2]));
        const read = await client.readOnly(
          (s) => s.query(`SELECT count(*) AS c FROM ${table} WHERE id > ?`, [0]),
          {
            timeoutMs: 2000,
          },
        );
        expect(read.fields).toEqual(['c']);
        expect(Number(read.rows[0]?.c)).toBe(2);
        await expect(
          client.readOnly((s) => s.query(`INSERT INTO ${table} VALUES (?)`, [3]), { timeoutMs: 2000 }),
        ).rejects.toSatisfy((err) => failure(err) === 'ER_CANT_EXECUTE_IN_READ_ONLY_TRANSACTION');
        const started = Date.now();
        await expect(
          client.readOnly((s) => s.query(`SELECT SLEEP(3), id FROM ${table}`), { timeoutMs: 300 }),
        ).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(2500);
        await expect(
          client.readOnly((s) => s.query('SELECT 1; SELECT 2'), { timeoutMs: 1000 }),
        ).rejects.toThrow();
        const rows = await client.readOnly((s) => s.query(`SELECT id FROM ${table} ORDER BY id`), {
          timeoutMs: 1000,
        });
        expect(rows.rows).toEqual([{ id: 1 }, { id: 2 }]);
      } finally {
        await client.transaction((s) => s.query(`DROP TABLE ${table}`));
      }
    });
  },
);
