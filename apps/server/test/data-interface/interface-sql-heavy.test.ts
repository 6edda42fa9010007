import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/app-error.ts';
import { runInterfaceSql } from '../../src/modules/system/data-interface/sql/run-interface-sql.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  sqlBody,
} from '../system/data-interface-fixtures.ts';

/*
 * Heavy interface SQL on the platform database. On the embedded PGlite database (no statement timeout) a
 * query the planner expects to run long (a huge generate_series, a cross join of big tables) or cannot
 * bound (WITH RECURSIVE, generate_series bounded by the data or a subquery) is refused at once with a clear message, nothing runs and the server answers the next
 * request; ordinary queries over the same 12,000 rows still run. On both databases InfoByIds without
 * echoSql finds keys past the first 10,000 rows (the key filter runs in the database).
 */

const isPglite = !process.env.TEST_DATABASE_URL;
const t = useTestApp();
const admin = useAdminUser(t);
const ROWS = 12_000;

const run = (user: TestUser, id: string, action: string, body: Record<string, unknown> = {}) =>
  dataInterfaceCall(t, user, 'POST', `/${id}/Actions/${action}`, body);

/** A parameter the huge series is bounded by (declared on every interface; unused ones are ignored). */
const lastParam = {
  field: 'last',
  fieldName: '末值',
  dataType: 'int',
  required: 0,
  defaultValue: '100000000000',
};

async function sqlInterface(query: string) {
  const [category] = await interfaceCategories(t);
  return createInterface(t, admin, sqlBody(category ?? '', query, [lastParam]));
}

beforeAll(async () => {
  await t.ctx.db.execute(
    sql.raw('CREATE TABLE app_data.di_heavy (id int PRIMARY KEY, code text NOT NULL, name text NOT NULL)'),
  );
  await t.ctx.db.execute(
    sql.raw(`INSERT INTO app_data.di_heavy
      SELECT g, 'C' || g, CASE WHEN g % 1000 = 0 THEN 'apple ' || g ELSE 'pear ' || g END
      FROM generate_series(1, ${ROWS}) g`),
  );
  await t.ctx.db.execute(sql.raw('ANALYZE app_data.di_heavy'));
});

const UNBOUNDED_SERIES = /^内置数据库上 generate_series 的范围须写成常量或参数/;
const TOO_HEAVY = /^SQL查询过于耗时，已拒绝执行（预估开销 \d+，上限 50000；预估行数 \d+，上限 5000000）/;

describe.skipIf(!isPglite)('heavy interface SQL on the embedded database', () => {
  it.each([
    ['a huge generate_series', 'SELECT count(*) AS n FROM generate_series(1, 100000000000) g', TOO_HEAVY],
    [
      'a huge generate_series with a bound parameter',
      'SELECT count(*) AS n FROM generate_series(1, {last}) g',
      TOO_HEAVY,
    ],
    ['a cross join of big tables', 'SELECT count(*) AS n FROM di_heavy a, di_heavy b, di_heavy c', TOO_HEAVY],
    [
      'a generate_series bounded by a subquery',
      'SELECT count(*) AS n FROM generate_series(1, (SELECT max(id) FROM di_heavy) * 100000000)',
      UNBOUNDED_SERIES,
    ],
    [
      'a generate_series bounded by a column',
      'SELECT count(*) AS n FROM (SELECT id FROM di_heavy LIMIT 1) h, generate_series(1, h.id * 100000000000)',
      UNBOUNDED_SERIES,
    ],
    [
      'WITH RECURSIVE without an end',
      'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT count(*) AS n FROM r',
      /^内置数据库不支持 WITH RECURSIVE 递归查询/,
    ],
  ])('refuses %s quickly with a clear message, and the server keeps answering', async (_, query, message) => {
    const iface = await sqlInterface(query);
    const started = Date.now();
    const preview = await run(admin, iface.id, 'Preview');
    expect(preview.body.code).toBe(400);
    expect(preview.body.msg).toMatch(message);
    const list = await run(admin, iface.id, 'List', { currentPage: 1, pageSize: 20 });
    expect(list.body.msg).toMatch(message);
    expect(Date.now() - started).toBeLessThan(3000);

    const other = await dataInterfaceCall(t, admin, 'GET', '?currentPage=1&pageSize=5');
    expect(other.body.code).toBe(200);
  });

  it('refuses a small page whose filter the planner misjudges, by the cost of the whole statement', async () => {
    const iface = await sqlInterface(
      'SELECT a.id FROM di_heavy a WHERE (SELECT count(*) FROM di_heavy b WHERE b.id > a.id) < 0',
    );
    const started = Date.now();
    const list = await run(admin, iface.id, 'List', { currentPage: 1, pageSize: 5 });
    expect(list.body.msg).toMatch(TOO_HEAVY);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('runs ordinary queries over the same rows: a sorted page with its total and a keyword', async () => {
    const iface = await sqlInterface('SELECT id, name FROM di_heavy ORDER BY name DESC, id');
    const list = await run(admin, iface.id, 'List', {
      currentPage: 1,
      pageSize: 5,
      keyword: 'apple',
      relationField: 'name',
    });
    expect(list.body.code, list.body.msg).toBe(200);
    expect(list.body.data.pagination.total).toBe(12);
    const preview = await run(admin, iface.id, 'Preview');
    expect(preview.body.data).toHaveLength(10_000);
    const days = await sqlInterface(
      "SELECT d::date AS day FROM generate_series(DATE '2026-01-01', DATE '2026-12-31', interval '1 day') d",
    );
    expect((await run(admin, days.id, 'Preview')).body.data).toHaveLength(365);
  });
});

describe('a CPU-heavy query on either database', () => {
  it('is refused by its plan on PGlite and stopped by the statement timeout on PostgreSQL', async () => {
    const client = await t.ctx.dataSources.open('0');
    const started = Date.now();
    const refused = await runInterfaceSql(
      client,
      'SELECT count(*) AS n FROM generate_series(1, 100000000000) g',
      { definitions: [] },
      {},
      { timeoutMs: 500 },
    ).catch((err: unknown) => (err instanceof AppError ? err.messageKey : err));
    expect(refused).toBe(isPglite ? 'dataInterfaceSql.tooHeavy' : 'dataInterfaceSql.timeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('InfoByIds without echoSql', () => {
  it('finds keys past the first 10,000 rows and refuses a key field the statement does not return', async () => {
    const iface = await sqlInterface('SELECT id, code, name FROM di_heavy ORDER BY id');
    const byCode = await run(admin, iface.id, 'InfoByIds', {
      ids: ['C11999', 'C3', 'C99999'],
      propsValue: 'code',
    });
    expect(byCode.body.code, byCode.body.msg).toBe(200);
    expect(
      byCode.body.data.map((row: { id: number }) => row.id).sort((a: number, b: number) => a - b),
    ).toEqual([3, 11999]);
    const byId = await run(admin, iface.id, 'InfoByIds', { ids: [11500, '10001'], propsValue: 'id' });
    expect(byId.body.data.map((row: { name: string }) => row.name).sort()).toEqual([
      'pear 10001',
      'pear 11500',
    ]);
    const unknown = await run(admin, iface.id, 'InfoByIds', { ids: ['1'], propsValue: 'price' });
    expect(unknown.body).toMatchObject({ code: 400, msg: '回显字段price不在查询结果中' });
  });
});
