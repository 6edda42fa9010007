import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInterfaceSql } from '../../src/modules/system/data-interface/sql/run-interface-sql.ts';
import { createMysqlSource } from '../../src/modules/system/data-source/mysql-source.ts';
import { MYSQL_URL, mysqlUnavailable } from '../system/data-source-fixtures.ts';

/*
 * The same interface SQL core on MariaDB/MySQL: `?` placeholders, list variables expanded, keyword and
 * paging wrapped around the statement, writes refused by the read-only transaction.
 */

const unavailable = await mysqlUnavailable();
const table = `di_goods_${process.pid}`;

describe.skipIf(unavailable)(
  `interface SQL on MariaDB/MySQL${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    const source = createMysqlSource({ ...MYSQL_URL, dialect: 'mysql', address: MYSQL_URL.host });
    const noParams = { definitions: [] };

    beforeAll(async () => {
      await source.transaction(async (session) => {
        await session.query(`CREATE TABLE ${table} (id int PRIMARY KEY, name varchar(40) NOT NULL)`);
        for (let id = 1; id <= 30; id += 1) {
          await session.query(`INSERT INTO ${table} VALUES (?, ?)`, [
            id,
            id % 10 === 0 ? `apple ${id}` : `pear ${id}`,
          ]);
        }
      });
    });

    afterAll(async () => {
      await source.transaction((session) => session.query(`DROP TABLE IF EXISTS ${table}`));
      await source.close();
    });

    it('binds parameters and list variables with ? placeholders', async () => {
      const result = await runInterfaceSql(
        source,
        `SELECT id, name FROM ${table} WHERE name <> {name} AND CAST(id AS CHAR) IN (@currentUsersAndSubordinates) ORDER BY id`,
        { definitions: [{ field: 'name', dataType: 'varchar' }], values: { name: "x' OR '1'='1" } },
        { system: { currentUsersAndSubordinates: ['2', '3', '99'] } },
      );
      expect(result.rows).toEqual([
        { id: 2, name: 'pear 2' },
        { id: 3, name: 'pear 3' },
      ]);
    });

    it('pages with a keyword and counts the matches', async () => {
      const result = await runInterfaceSql(
        source,
        `SELECT id, name FROM ${table} ORDER BY id`,
        noParams,
        {},
        {
          page: { currentPage: 2, pageSize: 2 },
          keyword: 'apple',
          keywordColumns: ['name'],
        },
      );
      expect(result).toMatchObject({ rows: [{ id: 30, name: 'apple 30' }], total: 3 });
    });

    it('refuses a write and two statements', async () => {
      await expect(
        runInterfaceSql(source, `UPDATE ${table} SET name = 'x'`, noParams, {}),
      ).rejects.toMatchObject({
        messageKey: 'dataInterfaceSql.notSelect',
      });
      await expect(
        runInterfaceSql(source, `SELECT 1; DELETE FROM ${table}`, noParams, {}),
      ).rejects.toMatchObject({
        messageKey: 'dataInterfaceSql.multipleStatements',
      });
    });
  },
);
