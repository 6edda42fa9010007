import { sql } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSources, organizations } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  sqlBody,
} from './data-interface-fixtures.ts';
import { dataSourceTestConfig, MYSQL_URL, mysqlUnavailable, sourceBody } from './data-source-fixtures.ts';

/*
 * SQL interfaces through the routes with the app's own executor: a `{param}` bound with its type,
 * Preview, Actions/List paged and filtered in the database with its total, InfoByIds (echoSql or the
 * key filter), a self-paging template with countSql, GetFields, the caller's system variables, and the
 * same on a MariaDB source (skipped when none answers), whose delete is refused while it is in use.
 */

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);
const mysqlMissing = await mysqlUnavailable();

const run = (user: TestUser, id: string, action: string, body: Record<string, unknown> = {}) =>
  dataInterfaceCall(t, user, 'POST', `/${id}/Actions/${action}`, body);

const priceParam = {
  field: 'minPrice',
  fieldName: '最低价',
  dataType: 'int',
  required: 0,
  defaultValue: '0',
};

async function sqlInterface(query: string, params = [priceParam], overrides: Record<string, unknown> = {}) {
  const [category] = await interfaceCategories(t);
  return createInterface(t, admin, sqlBody(category ?? '', query, params, overrides));
}

const orgs = useFixtures(async () => {
  const [top, mid, leaf, other] = [newId(), newId(), newId(), newId()];
  const org = (id: string, parentId: string, idPath: string) => ({
    id,
    parentId,
    category: 'department',
    fullName: `部门${id.slice(0, 6)}`,
    enCode: uniqueCode('org'),
    idPath,
  });
  await t.ctx.db
    .insert(organizations)
    .values([
      org(top, '-1', top),
      org(mid, top, `${top},${mid}`),
      org(leaf, mid, `${top},${mid},${leaf}`),
      org(other, '-1', other),
    ]);
  const boss = await createUser(t, { organizeId: mid });
  const report = await createUser(t, { organizeId: leaf, managerId: boss.id });
  const deep = await createUser(t, { organizeId: leaf, managerId: report.id });
  await t.ctx.db.execute(sql`UPDATE organizations SET manager_id = ${boss.id} WHERE id = ${other}`);
  return { top, mid, leaf, other, boss, report, deep };
});

beforeAll(async () => {
  await t.ctx.db.execute(
    sql.raw('CREATE TABLE app_data.di_items (id int PRIMARY KEY, name text NOT NULL, price int NOT NULL)'),
  );
  await t.ctx.db.execute(
    sql.raw(`INSERT INTO app_data.di_items SELECT g, CASE WHEN g % 5 = 0 THEN 'apple ' || g
      ELSE 'pear ' || g END, g * 10 FROM generate_series(1, 40) g`),
  );
  await t.ctx.db.execute(sql.raw('CREATE TABLE app_data.di_marks (id text PRIMARY KEY)'));
});

const ids = (rows: { id: unknown }[]) => rows.map((row) => Number(row.id));

describe('SQL interfaces on the platform database', () => {
  it('previews with a bound {param}, lists with keyword, paging and total, and answers InfoByIds', async () => {
    const iface = await sqlInterface(
      'SELECT id, name, price FROM di_items WHERE price >= {minPrice} ORDER BY id',
    );
    const preview = await run(admin, iface.id, 'Preview', {
      paramList: [{ field: 'minPrice', defaultValue: '380' }],
    });
    expect(preview.body).toMatchObject({ code: 200, msg: '接口请求成功' });
    expect(ids(preview.body.data)).toEqual([38, 39, 40]);

    const list = await run(admin, iface.id, 'List', {
      currentPage: 2,
      pageSize: 3,
      keyword: 'APPLE',
      relationField: 'name',
      paramList: [{ field: 'minPrice', defaultValue: '0' }],
    });
    expect(list.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 3, total: 8 });
    expect(ids(list.body.data.list)).toEqual([20, 25, 30]);

    const info = await run(admin, iface.id, 'InfoByIds', { ids: ['7', '12', '999'], propsValue: 'id' });
    expect(ids(info.body.data)).toEqual([7, 12]);

    const fields = await run(admin, iface.id, 'GetFields', { paramList: [] });
    expect(fields.body.data).toEqual(['id', 'name', 'price']);
  });

  it('answers InfoByIds through echoSql and totals a self-paging template by countSql', async () => {
    const iface = await sqlInterface(
      "SELECT id, name FROM di_items WHERE name ILIKE concat('%', @keyword, '%') ORDER BY id LIMIT @pageSize OFFSET @offsetSize",
      [],
      {
        checkType: 1,
        propertyJson: JSON.stringify({
          countSql: "SELECT count(*) FROM di_items WHERE name ILIKE concat('%', @keyword, '%')",
          echoSql: 'SELECT id, name FROM di_items WHERE CAST(@showKey AS text) = @showValue',
        }),
      },
    );
    const list = await run(admin, iface.id, 'List', { currentPage: 3, pageSize: 2, keyword: 'apple' });
    expect(list.body.data.pagination.total).toBe(8);
    expect(ids(list.body.data.list)).toEqual([25, 30]);
    const info = await run(admin, iface.id, 'InfoByIds', { ids: ['3', '4'], propsValue: 'id' });
    expect(info.body.data).toEqual([
      { id: 3, name: 'pear 3' },
      { id: 4, name: 'pear 4' },
    ]);
  });

  it('binds @user, @organization and its subtree, subordinates and charged organizations', async () => {
    const { top, mid, leaf, other, boss, report, deep } = orgs;
    const marks = [top, mid, leaf, other, boss.id, report.id, deep.id, admin.id];
    await t.ctx.db.execute(
      sql`INSERT INTO app_data.di_marks VALUES ${sql.join(
        marks.map((mark) => sql`(${mark})`),
        sql`, `,
      )}`,
    );
    const call = async (query: string) => {
      const iface = await sqlInterface(query, []);
      const res = await run(boss, iface.id, 'Preview', {});
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data as Record<string, unknown>[];
    };
    const marked = async (variable: string) =>
      (await call(`SELECT id FROM di_marks WHERE id IN (@${variable})`)).map((row) => row.id).sort();

    expect(await call('SELECT @user AS me, @organization AS org')).toEqual([{ me: boss.id, org: mid }]);
    expect(await marked('currentOrganizationAndSuborganization')).toEqual([mid, leaf].sort());
    expect(await marked('currentUsersAndSubordinates')).toEqual([boss.id, report.id, deep.id].sort());
    expect(await marked('chargeorganization')).toEqual([other]);
    expect(await marked('currentChargeorganizationAndSuborganization')).toEqual([other]);
  });
});

describe('a data source used by interfaces', () => {
  it('cannot be deleted until its interfaces are gone', async () => {
    const sourceId = newId();
    const name = uniqueCode('src');
    await t.ctx.db.insert(dataSources).values({
      id: sourceId,
      fullName: name,
      dbType: 'PostgreSQL',
      host: 'db.example',
      port: 5432,
      userName: 'u',
      serviceName: 'd',
    });
    const iface = await sqlInterface('SELECT 1 AS one', [], { dbLinkId: sourceId });
    const remove = () =>
      t.call({ method: 'DELETE', url: `/api/system/DataSource/${sourceId}`, token: admin.token });
    const refused = await remove();
    expect(refused.body).toMatchObject({
      code: 400,
      msg: `数据连接正被数据接口使用，不能删除：${iface.fullName}`,
    });
    await dataInterfaceCall(t, admin, 'DELETE', `/${iface.id}`);
    expect((await remove()).body.code).toBe(200);
  });
});

describe.skipIf(mysqlMissing !== undefined)(
  `SQL interfaces on a MariaDB source${mysqlMissing ? ` — SKIPPED: ${mysqlMissing}` : ''}`,
  () => {
    const table = `di_items_${process.pid}`;
    let connection: mysql.Connection;

    beforeAll(async () => {
      connection = await mysql.createConnection({ ...MYSQL_URL });
      await connection.query(`CREATE TABLE ${table} (id int PRIMARY KEY, name varchar(40) NOT NULL)`);
      for (let id = 1; id <= 20; id += 1)
        await connection.query(`INSERT INTO ${table} VALUES (?, ?)`, [
          id,
          id % 5 === 0 ? `apple ${id}` : `pear ${id}`,
        ]);
    });
    afterAll(async () => {
      await connection?.query(`DROP TABLE IF EXISTS ${table}`);
      await connection?.end();
    });

    it('previews, lists and echoes rows, and the source cannot be deleted while in use', async () => {
      const created = await t.call({
        method: 'POST',
        url: '/api/system/DataSource',
        token: admin.token,
        payload: sourceBody('MariaDB', MYSQL_URL, uniqueCode('my')),
      });
      expect(created.body.code, created.body.msg).toBe(200);
      const sourceId = created.body.data.id as string;
      const iface = await sqlInterface(
        `SELECT id, name FROM ${table} WHERE id >= {minPrice} ORDER BY id`,
        [priceParam],
        {
          dbLinkId: sourceId,
        },
      );
      const preview = await run(admin, iface.id, 'Preview', {
        paramList: [{ field: 'minPrice', defaultValue: '18' }],
      });
      expect(ids(preview.body.data)).toEqual([18, 19, 20]);
      const list = await run(admin, iface.id, 'List', {
        currentPage: 2,
        pageSize: 2,
        keyword: 'apple',
        relationField: 'name',
      });
      expect(list.body.data.pagination.total).toBe(4);
      expect(ids(list.body.data.list)).toEqual([15, 20]);
      const info = await run(admin, iface.id, 'InfoByIds', { ids: ['2', '3'], propsValue: 'id' });
      expect(ids(info.body.data)).toEqual([2, 3]);

      const removeSource = () =>
        t.call({ method: 'DELETE', url: `/api/system/DataSource/${sourceId}`, token: admin.token });
      const refused = await removeSource();
      expect(refused.body.code).toBe(400);
      expect(refused.body.msg).toContain(iface.fullName);
      await dataInterfaceCall(t, admin, 'DELETE', `/${iface.id}`);
      expect((await removeSource()).body.code).toBe(200);
    });
  },
);
