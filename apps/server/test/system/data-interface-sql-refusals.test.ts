import { formatMessage } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { injectDataInterfaceExecutors } from '../../src/modules/system/data-interface/data-interface-executors.ts';
import { createSqlExecutor, sqlExecutor } from '../../src/modules/system/data-interface/sql-executor.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  sqlBody,
} from './data-interface-fixtures.ts';

/*
 * The bad SQL of the data-application issue through Preview with the app's executor: two statements,
 * writes, files and dblink, a writing CTE, a quoted parameter value, a query that would run for a
 * minute. Each answers 400 with a clear message, nothing changes, and the next call is answered.
 */

const t = useTestApp();
const admin = useAdminUser(t);

beforeAll(async () => {
  await t.ctx.db.execute(sql.raw('CREATE TABLE app_data.di_safe (id int PRIMARY KEY, name text NOT NULL)'));
  await t.ctx.db.execute(sql.raw("INSERT INTO app_data.di_safe VALUES (1, 'a'), (2, 'b'), (3, 'c')"));
});
afterEach(() => injectDataInterfaceExecutors(t.ctx, { sql: sqlExecutor }));

const nameParam = { field: 'name', fieldName: '名称', dataType: 'varchar', required: 0, defaultValue: '' };

async function preview(query: string, paramList: { field: string; defaultValue: string }[] = []) {
  const [category] = await interfaceCategories(t);
  const iface = await createInterface(t, admin, sqlBody(category ?? '', query, [nameParam]));
  return (await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, { paramList })).body;
}

async function expectUnchangedAndAnswering() {
  const counted = await t.ctx.db.execute(sql.raw('SELECT count(*)::int AS n FROM app_data.di_safe'));
  const [{ n }] = (counted as unknown as { rows: [{ n: number }] }).rows;
  expect(n).toBe(3);
  const next = await preview('SELECT id FROM di_safe ORDER BY id');
  expect(next).toMatchObject({ code: 200, data: [{ id: 1 }, { id: 2 }, { id: 3 }] });
}

const message = (key: Parameters<typeof formatMessage>[0], params?: Record<string, string | number>) =>
  formatMessage(key, undefined, params);

describe(`bad interface SQL (${t.ctx?.dbKind ?? 'platform database'})`, () => {
  it.each([
    ['two statements', 'SELECT 1; DELETE FROM di_safe', message('dataInterfaceSql.multipleStatements')],
    ['DELETE', 'DELETE FROM di_safe', message('dataInterfaceSql.notSelect')],
    ['UPDATE', "UPDATE di_safe SET name = 'x'", message('dataInterfaceSql.notSelect')],
    ['DROP', 'DROP TABLE di_safe', message('dataInterfaceSql.notSelect')],
    ['COPY', "COPY di_safe TO '/tmp/di_safe.csv'", message('dataInterfaceSql.notSelect')],
    ['pg_read_file', "SELECT pg_read_file('/etc/passwd')", message('dataInterfaceSql.readOnly')],
  ])('refuses %s with a clear message', async (_name, query, expected) => {
    const body = await preview(query);
    expect(body.code).toBe(400);
    expect(body.msg).toBe(expected);
    await expectUnchangedAndAnswering();
  });

  it('refuses a writing CTE (wrapped for the row cap, the database refuses it there)', async () => {
    const body = await preview('WITH gone AS (DELETE FROM di_safe RETURNING id) SELECT * FROM gone');
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/data-modifying|只读/);
    await expectUnchangedAndAnswering();
  });

  it('refuses dblink (not there to call) with the database message', async () => {
    const body = await preview("SELECT * FROM dblink('host=127.0.0.1', 'DELETE FROM x') AS r(a int)");
    expect(body.code).toBe(400);
    expect(body.msg).toMatch(/dblink/);
    await expectUnchangedAndAnswering();
  });

  it('binds a parameter value with quotes: it matches nothing and injects nothing', async () => {
    const attack = "x' OR '1'='1'; DELETE FROM di_safe; --";
    const body = await preview('SELECT id FROM di_safe WHERE name = {name}', [
      { field: 'name', defaultValue: attack },
    ]);
    expect(body).toMatchObject({ code: 200, data: [] });
    const echo = await preview('SELECT {name} AS v', [{ field: 'name', defaultValue: attack }]);
    expect(echo.data).toEqual([{ v: attack }]);
    await expectUnchangedAndAnswering();
  });

  it('stops a long query at the statement timeout (PGlite refuses to sleep at all)', async () => {
    injectDataInterfaceExecutors(t.ctx, { sql: createSqlExecutor({ timeoutMs: 300 }) });
    const started = Date.now();
    const body = await preview('SELECT pg_sleep(60)');
    expect(body.code).toBe(400);
    expect(body.msg).toBe(
      t.ctx.dbKind === 'pglite'
        ? message('dataInterfaceSql.readOnly')
        : message('dataInterfaceSql.timeout', { seconds: 0.3 }),
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    await expectUnchangedAndAnswering();
  });
});
