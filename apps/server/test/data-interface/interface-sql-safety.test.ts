import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { AppError } from '../../src/http/app-error.ts';
import { runInterfaceSql } from '../../src/modules/system/data-interface/sql/run-interface-sql.ts';
import { createPlatformSourceClient } from '../../src/modules/system/data-source/platform-source.ts';
import type { SourceClient } from '../../src/modules/system/data-source/source-client.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../throwaway-database.ts';

/*
 * Interface SQL on the platform database runs as the read-only interface role: it reads the business
 * schema with bound values, and every attempt to write, reach files or programs, read the platform's own
 * tables or outlast the timeout is refused with a clear message and changes nothing. Both databases.
 */

const baseUrl = process.env.TEST_DATABASE_URL;
let throwaway: ThrowawayDatabase | undefined;
let database: Database;
let client: SourceClient;

const noParams = { definitions: [] };

async function platform(sql: string): Promise<Record<string, unknown>[]> {
  return client.transaction(async (session) => (await session.query(sql)).rows);
}

/** Runs interface SQL and returns the message key it was refused with. */
async function refusal(sql: string, timeoutMs?: number): Promise<string> {
  try {
    await runInterfaceSql(client, sql, noParams, {}, { timeoutMs });
  } catch (err) {
    if (err instanceof AppError) return err.messageKey;
    throw err;
  }
  throw new Error(`not refused: ${sql}`);
}

beforeAll(async () => {
  throwaway = baseUrl ? await createThrowawayDatabase(baseUrl) : undefined;
  database = await openDatabase({ databaseUrl: throwaway?.url, pgliteDir: 'memory://' });
  client = createPlatformSourceClient(database);
  await platform(
    'CREATE TABLE app_data.di_goods (id int PRIMARY KEY, name text NOT NULL, price numeric(10, 2))',
  );
  await platform(`
    INSERT INTO app_data.di_goods
    SELECT g, CASE WHEN g % 10 = 0 THEN 'apple ' || g ELSE 'pear ' || g END, g * 1.5 FROM generate_series(1, 120) g`);
  await platform('CREATE SEQUENCE app_data.di_seq');
});

afterAll(async () => {
  await database?.close();
  await throwaway?.drop();
});

describe(`interface SQL on the platform database (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reads a business table with bound, typed parameters, even values holding quotes', async () => {
    const result = await runInterfaceSql(
      client,
      "SELECT id, name FROM di_goods WHERE id <= {max} AND name <> {name} AND '{max}' = '{max}' ORDER BY id;",
      {
        definitions: [
          { field: 'max', dataType: 'int', required: 1 },
          { field: 'name', dataType: 'varchar', defaultValue: "x' OR '1'='1" },
        ],
        values: { max: '3' },
      },
      {},
    );
    expect(result.fields).toEqual(['id', 'name']);
    expect(result.rows).toEqual([
      { id: 1, name: 'pear 1' },
      { id: 2, name: 'pear 2' },
      { id: 3, name: 'pear 3' },
    ]);
    expect(result.isTruncated).toBe(false);
  });

  it('binds decimal and datetime parameters', async () => {
    const result = await runInterfaceSql(
      client,
      'SELECT id FROM di_goods WHERE price > {min} AND now() > {since} ORDER BY id LIMIT 2',
      {
        definitions: [
          { field: 'min', dataType: 'decimal' },
          { field: 'since', dataType: 'datetime' },
        ],
        values: { min: '178.5', since: Date.UTC(2024, 0, 1) },
      },
      {},
    );
    expect(result.rows).toEqual([{ id: 120 }]);
  });

  it('binds system variables, lists as arrays, and @keyword inside concat()', async () => {
    const result = await runInterfaceSql(
      client,
      "SELECT id FROM di_goods WHERE id::text IN (@currentOrganizationAndSuborganization) AND name LIKE concat('%', @keyword, '%') ORDER BY id",
      noParams,
      { system: { currentOrganizationAndSuborganization: ['10', '20', '21'], keyword: 'apple' } },
    );
    expect(result.rows).toEqual([{ id: 10 }, { id: 20 }]);
    // A template that matches @keyword itself is not filtered a second time over every column.
    const paged = await runInterfaceSql(
      client,
      "SELECT id FROM di_goods WHERE name LIKE concat('%', @keyword, '%') ORDER BY id",
      noParams,
      {},
      { keyword: 'apple 1', page: { currentPage: 1, pageSize: 2 } },
    );
    expect(paged).toMatchObject({ rows: [{ id: 10 }, { id: 100 }], total: 4 });
  });

  it.each([
    ['a writing CTE', 'WITH gone AS (DELETE FROM di_goods RETURNING id) SELECT count(*) FROM gone'],
    [
      'a writing CTE behind a comment',
      '/* report */ WITH gone AS (DELETE FROM di_goods RETURNING id) SELECT 1',
    ],
    ['UPDATE', "UPDATE di_goods SET name = 'x'"],
    ['DROP TABLE', 'DROP TABLE di_goods'],
    ['CREATE TABLE', 'CREATE TABLE di_new (id int)'],
    ['SELECT INTO a new table', 'SELECT * INTO di_copy FROM di_goods'],
    ['SELECT FOR UPDATE', 'SELECT * FROM di_goods FOR UPDATE'],
    ['COPY to a program', "COPY di_goods TO PROGRAM 'touch /tmp/di-pwned'"],
  ])('refuses %s up front or as read-only, changing nothing', async (_name, sql) => {
    // A writing CTE cannot even be wrapped as a subquery ("must be at the top level"): the database's message.
    const refusals = ['dataInterfaceSql.notSelect', 'dataInterfaceSql.readOnly', 'dataInterfaceSql.failed'];
    expect(refusals).toContain(await refusal(sql));
    expect(await platform('SELECT count(*)::int AS n FROM app_data.di_goods')).toEqual([{ n: 120 }]);
  });

  it.each([
    ['nextval', "SELECT nextval('di_seq')"],
    ['setval', "SELECT setval('di_seq', 99)"],
    ['pg_read_file', "SELECT pg_read_file('/etc/passwd')"],
    ['lo_import', "SELECT lo_import('/etc/passwd')"],
    ['the platform users table', 'SELECT * FROM public.users'],
    ['an escape back to the session role', "SELECT set_config('role', 'none', true)"],
    ['a session advisory lock', 'SELECT pg_advisory_lock(702000)'],
    [
      'dynamic SQL over the users table',
      "SELECT query_to_xml('SELECT * FROM public.users', true, false, '')",
    ],
  ])('answers %s with the read-only message', async (_name, sql) => {
    expect(await refusal(sql)).toBe('dataInterfaceSql.readOnly');
  });

  it('keeps the transaction read-only even for a top-level writing statement', async () => {
    const attempt = client.readOnly(
      (session) => session.query('WITH gone AS (DELETE FROM di_goods RETURNING id) SELECT 1'),
      {
        timeoutMs: 1_000,
      },
    );
    await expect(attempt).rejects.toMatchObject({ code: '25006' });
    expect(await platform('SELECT count(*)::int AS n FROM app_data.di_goods')).toEqual([{ n: 120 }]);
  });

  it('leaves sequences and settings as they were', async () => {
    expect(await platform("SELECT nextval('app_data.di_seq')::int AS n")).toEqual([{ n: 1 }]);
    await refusal("SELECT set_config('search_path', 'public', false), 1/0");
    const [{ who }] = await platform('SELECT current_user AS who');
    expect(who).not.toBe('jnpf_interface_reader');
  });

  it('refuses two statements and reports syntax errors with the database message', async () => {
    expect(await refusal('SELECT 1; DELETE FROM di_goods')).toBe('dataInterfaceSql.multipleStatements');
    expect(await refusal('SELECT FROM WHERE')).toBe('dataInterfaceSql.failed');
  });

  it('stops a long query at the statement timeout (PGlite, which has none, refuses to sleep)', async () => {
    const started = Date.now();
    const expected = database.kind === 'pglite' ? 'dataInterfaceSql.readOnly' : 'dataInterfaceSql.timeout';
    expect(await refusal('SELECT pg_sleep(60)', 300)).toBe(expected);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('caps the rows and says the result was truncated', async () => {
    const result = await runInterfaceSql(
      client,
      'SELECT id FROM di_goods ORDER BY id',
      noParams,
      {},
      { maxRows: 50 },
    );
    expect(result.rows).toHaveLength(50);
    expect(result.isTruncated).toBe(true);
  });

  it('pages with a keyword over chosen columns and counts the matches', async () => {
    const run = (keyword: string, currentPage: number) =>
      runInterfaceSql(
        client,
        'SELECT id, name, price FROM di_goods ORDER BY id',
        noParams,
        {},
        {
          page: { currentPage, pageSize: 5 },
          keyword,
          keywordColumns: ['name'],
        },
      );
    const second = await run('APPLE', 2);
    expect(second.total).toBe(12);
    expect(second.rows.map((row) => row.id)).toEqual([60, 70, 80, 90, 100]);
    // LIKE wildcards in the keyword are matched literally.
    expect((await run('%', 1)).total).toBe(0);
    await expect(
      runInterfaceSql(
        client,
        'SELECT id FROM di_goods',
        noParams,
        {},
        {
          keyword: 'x',
          keywordColumns: ['name"; DROP TABLE di_goods; --'],
        },
      ),
    ).rejects.toMatchObject({ messageKey: 'dataInterfaceSql.keywordColumnUnknown' });
  });

  it('refuses to run at all while the reader could switch itself back to the platform role', async () => {
    const setConfig = 'FUNCTION pg_catalog.set_config(text, text, boolean)';
    await platform(`GRANT EXECUTE ON ${setConfig} TO jnpf_interface_reader`);
    try {
      const fresh = createPlatformSourceClient(database);
      await expect(runInterfaceSql(fresh, 'SELECT 1 AS one', noParams, {})).rejects.toMatchObject({
        messageKey: 'dataInterfaceSql.readerUnavailable',
      });
    } finally {
      await platform(`REVOKE EXECUTE ON ${setConfig} FROM jnpf_interface_reader`);
    }
    expect(
      (await runInterfaceSql(createPlatformSourceClient(database), 'SELECT 1 AS one', noParams, {})).rows,
    ).toEqual([{ one: 1 }]);
  });
});
