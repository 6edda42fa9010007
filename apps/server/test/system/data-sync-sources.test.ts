import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { expectOk } from './data-model-fixtures.ts';
import {
  dataSourceTestConfig,
  MYSQL_URL,
  mysqlUnavailable,
  PG_URL,
  postgresUnavailable,
} from './data-source-fixtures.ts';
import { addSource, execOn, expectJob, platformTable, scalarOn, syncCall } from './data-sync-fixtures.ts';

/*
 * 数据同步 between the platform database and external sources: a MariaDB/MySQL source and a PostgreSQL
 * source on its own schema (each skipped, saying why, when its server does not answer).
 */

const mysqlMissing = await mysqlUnavailable();
const pgMissing = await postgresUnavailable();

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);
const api = () => syncCall(t, admin);

describe.skipIf(mysqlMissing !== undefined)(
  `data sync with a MariaDB/MySQL source${mysqlMissing ? ` — SKIPPED: ${mysqlMissing}` : ''}`,
  () => {
    const made: string[] = [];
    let maria = '';
    afterAll(async () => {
      if (made.length === 0) return;
      const connection = await mysql.createConnection(MYSQL_URL);
      for (const name of made) await connection.query(`DROP TABLE IF EXISTS \`${name}\``);
      await connection.end();
    });

    it('lists the platform’s tables for MariaDB with their rows and the target’s state', async () => {
      maria = await addSource(t, admin, 'MariaDB', MYSQL_URL);
      const table = await platformTable(t, 3);
      const res = await api()('POST', '/Actions/checkDbLink', {
        dbConnectionFrom: '0',
        dbConnectionTo: maria,
      });
      expectOk(res);
      expect(res.body.data.checkDbFlag).toBe(true);
      expect(res.body.data.tableList).toContainEqual({
        table,
        tableName: null,
        sum: 3,
        hasPrimaryKey: true,
        targetExists: false,
        targetSum: null,
      });
      expect(res.body.data.convertRuleMap.int[0]).toBe('int (默认)');
    });

    it('copies a platform table to MariaDB, creating the table there', async () => {
      const table = await platformTable(t, 1200);
      made.push(table);
      const res = await api()('POST', '/Actions/Execute', {
        dbConnectionFrom: '0',
        dbConnectionTo: maria,
        dbTable: table,
      });
      expectOk(res);
      expect(res.body).toMatchObject({
        msg: '同步成功',
        data: { state: 'succeeded', copied: 1200, isTargetCreated: true },
      });
      expect(Number(await scalarOn(t, maria, `SELECT count(*) AS n FROM \`${table}\``))).toBe(1200);
      expect(
        await scalarOn(
          t,
          maria,
          `SELECT CONCAT(name, '|', amount, '|', born, '|', COALESCE(note, '-')) AS v FROM \`${table}\` WHERE id = 4`,
        ),
      ).toBe('n4|6.00|2024-01-05|note 4');
      const check = await api()('POST', '', { dbConnectionFrom: '0', dbConnectionTo: maria, dbTable: table });
      expect(check.body.data).toBe(3);
    });

    it('copies a MariaDB table to the platform database', async () => {
      const table = uniqueCode('sync_m_');
      made.push(table);
      await execOn(
        t,
        maria,
        `CREATE TABLE \`${table}\` (code varchar(20) PRIMARY KEY, qty int, price double, flag tinyint(1), at datetime)`,
        `INSERT INTO \`${table}\` VALUES ('a', 1, 1.25, 1, '2024-05-01 10:00:00'), ('b', NULL, 2.5, 0, NULL)`,
      );
      const dry = await api()('POST', '/Actions/DryRun', {
        dbConnectionFrom: maria,
        dbConnectionTo: '0',
        dbTable: table,
      });
      expect(dry.body.data).toMatchObject({ total: 2, targetExists: false, keyColumn: 'code' });
      const res = await api()('POST', '/Actions/Execute', {
        dbConnectionFrom: maria,
        dbConnectionTo: '0',
        dbTable: table,
      });
      expectOk(res);
      expect(
        await scalarOn(
          t,
          '0',
          `SELECT string_agg(code || ':' || coalesce(qty::text, '-') || ':' || price || ':' || flag, ',' ORDER BY code) FROM app_data.${table}`,
        ),
      ).toBe('a:1:1.2500000000:1,b:-:2.5000000000:0');
      await execOn(t, '0', `DROP TABLE app_data.${table}`);
    });

    it('syncs a batch of tables, one job each, reporting each table', async () => {
      const first = await platformTable(t, 4);
      const second = await platformTable(t, 6);
      made.push(first, second);
      const res = await api()('POST', '/Actions/batchExecute', {
        dbConnectionFrom: '0',
        dbConnectionTo: maria,
        dbTableList: [first, second, 'users'],
      });
      expectOk(res);
      expect(res.body.data).toEqual({ [first]: 1, [second]: 1, users: 0 });
      const a = await expectJob(t, admin, first, { state: 'succeeded', copied: 4 });
      const b = await expectJob(t, admin, second, { state: 'succeeded', copied: 6 });
      const detail = await api()('GET', `/Jobs/${a.id}`);
      expect(detail.body.data.batchId).toBe((await api()('GET', `/Jobs/${b.id}`)).body.data.batchId);
      expect(detail.body.data.batchId).not.toBeNull();
    });
  },
);

describe.skipIf(pgMissing !== undefined)(
  `data sync with a PostgreSQL source${pgMissing ? ` — SKIPPED: ${pgMissing}` : ''}`,
  () => {
    const schema = uniqueCode('sync_schema_');
    const asSuperuser = async (sql: string) => {
      const client = new pg.Client(PG_URL);
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    afterAll(() => asSuperuser(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));

    it('copies a platform table to a PostgreSQL source and back', async () => {
      await asSuperuser(`CREATE SCHEMA "${schema}"`);
      const source = await addSource(t, admin, 'PostgreSQL', PG_URL, { dbSchema: schema });
      const table = await platformTable(t, 25);
      const out = await api()('POST', '/Actions/Execute', {
        dbConnectionFrom: '0',
        dbConnectionTo: source,
        dbTable: table,
        batchSize: 10,
      });
      expectOk(out);
      expect(out.body.data).toMatchObject({ copied: 25, lastKey: '25', isTargetCreated: true });
      expect(Number(await scalarOn(t, source, `SELECT count(*) AS n FROM "${schema}"."${table}"`))).toBe(25);
      const back = uniqueCode('sync_back_');
      const res = await api()('POST', '/Actions/Execute', {
        dbConnectionFrom: source,
        dbConnectionTo: '0',
        dbTable: table,
        toTable: back,
      });
      expectOk(res);
      expect(await scalarOn(t, '0', `SELECT sum(amount)::text FROM app_data.${back}`)).toBe('487.50');
    });
  },
);
