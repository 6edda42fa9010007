import { describe, expect, it } from 'vitest';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { expectOk } from './data-model-fixtures.ts';
import { dataSourceTestConfig } from './data-source-fixtures.ts';
import { execOn, expectJob, platformTable, scalarOn, syncCall } from './data-sync-fixtures.ts';

/*
 * 数据同步 on the platform database alone (PGlite, or PostgreSQL with TEST_DATABASE_URL): one business table
 * copied to another, in batches; a failure in the third batch, then a resume; dry run, modes, mapping, and
 * every refusal leaving everything as it was. The external databases are in data-sync-sources.test.ts.
 */

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);
const api = () => syncCall(t, admin);
const count = async (table: string) =>
  Number(await scalarOn(t, '0', `SELECT count(*) AS n FROM app_data.${table}`));
const body = (dbTable: string, toTable: string, extra: Record<string, unknown> = {}) => ({
  dbConnectionFrom: '0',
  dbConnectionTo: '0',
  dbTable,
  toTable,
  ...extra,
});

describe('data sync on the platform database', () => {
  it('answers the dry run and the original check without changing anything', async () => {
    const from = await platformTable(t, 30);
    const to = uniqueCode('sync_to_');
    const dry = await api()('POST', '/Actions/DryRun', body(from, to));
    expectOk(dry);
    expect(dry.body.data).toMatchObject({
      table: from,
      toTable: to,
      total: 30,
      targetExists: false,
      targetSum: null,
      willDelete: 0,
      keyColumn: 'id',
    });
    expect(dry.body.data.fields.map((f: { from: string; to: string }) => `${f.from}>${f.to}`)).toEqual([
      'id>id',
      'name>name',
      'amount>amount',
      'born>born',
      'note>note',
    ]);
    expect((await api()('POST', '', body(from, to))).body.data).toBe(2);
    expect(await scalarOn(t, '0', `SELECT to_regclass('app_data.${to}') AS r`)).toBeNull();
    const empty = await platformTable(t, 0);
    expect((await api()('POST', '', body(empty, to))).body.data).toBe(1);
  });

  it('copies in batches, fails in batch 3 with nothing of it written, then resumes without duplicates', async () => {
    const from = await platformTable(t, 2500);
    const to = uniqueCode('sync_to_');
    await execOn(
      t,
      '0',
      `CREATE TABLE app_data.${to} (id integer PRIMARY KEY, name varchar(20) NOT NULL CHECK (name <> 'bad'),
         amount numeric(10,2), born date, note text)`,
      `UPDATE app_data.${from} SET name = 'bad' WHERE id = 2100`,
    );
    const failed = await api()('POST', '/Actions/Execute', body(from, to, { batchSize: 1000 }));
    expect(failed.body.code).toBe(400);
    expect(failed.body.msg).toMatch(/^同步失败：/);
    const job = await expectJob(t, admin, from, {
      state: 'failed',
      copied: 2000,
      lastKey: '2000',
      total: 2500,
      keyColumn: 'id',
    });
    expect(await count(to)).toBe(2000);

    await execOn(t, '0', `UPDATE app_data.${from} SET name = 'fixed' WHERE id = 2100`);
    const resumed = await api()('POST', `/Jobs/${job.id}/Actions/Resume`);
    expectOk(resumed);
    expect(resumed.body.data).toMatchObject({ state: 'succeeded', copied: 2500, lastKey: '2500' });
    expect(await count(to)).toBe(2500);
    expect(await scalarOn(t, '0', `SELECT name FROM app_data.${to} WHERE id = 2100`)).toBe('fixed');
    expect(await scalarOn(t, '0', `SELECT amount::text FROM app_data.${to} WHERE id = 7`)).toBe('10.50');
    const again = await api()('POST', `/Jobs/${job.id}/Actions/Resume`);
    expect(again.body).toMatchObject({ code: 400, msg: '只能续传失败（或中断）的同步任务' });
  });

  it('refuses a second sync into a busy table; resumes a job whose process died, skipping rows already there', async () => {
    const from = await platformTable(t, 50);
    const to = uniqueCode('sync_to_');
    expectOk(await api()('POST', '/Actions/Execute', body(from, to, { batchSize: 20 })));
    const job = await expectJob(t, admin, from, { state: 'succeeded', copied: 50 });
    // As if another process were copying into the table right now: a second sync is refused.
    await execOn(
      t,
      '0',
      `UPDATE public.data_sync_jobs SET state = 'running', heartbeat_at = now() WHERE id = '${job.id}'`,
    );
    const busy = await api()('POST', '/Actions/Execute', body(from, to));
    expect(busy.body).toMatchObject({ code: 400, msg: `表 ${to} 正在同步中，请稍后再试` });
    expect((await api()('POST', `/Jobs/${job.id}/Actions/Resume`)).body.code).toBe(400);
    // As if that process had died after the second batch committed but before the job row moved on.
    await execOn(
      t,
      '0',
      `UPDATE public.data_sync_jobs SET copied = 20, last_key = '20', heartbeat_at = now() - interval '20 minutes'
        WHERE id = '${job.id}'`,
    );
    const resumed = await api()('POST', `/Jobs/${job.id}/Actions/Resume`);
    expectOk(resumed);
    expect(await count(to)).toBe(50);
  });

  it('replaces the target’s rows by default and appends when asked', async () => {
    const from = await platformTable(t, 10);
    const to = uniqueCode('sync_to_');
    await execOn(
      t,
      '0',
      `CREATE TABLE app_data.${to} (id integer PRIMARY KEY, name varchar(20) NOT NULL, amount numeric(10,2),
         born date, note text)`,
      `INSERT INTO app_data.${to} (id, name) VALUES (100, 'old'), (101, 'old')`,
    );
    expect((await api()('POST', '', body(from, to))).body.data).toBe(3);
    const dry = await api()('POST', '/Actions/DryRun', body(from, to));
    expect(dry.body.data).toMatchObject({ targetExists: true, targetSum: 2, willDelete: 2, total: 10 });
    const appended = await api()('POST', '/Actions/Execute', body(from, to, { mode: 'append' }));
    expectOk(appended);
    expect(appended.body.data).toMatchObject({ mode: 'append', state: 'succeeded', copied: 10 });
    expect(await count(to)).toBe(12);
    expectOk(await api()('POST', '/Actions/Execute', body(from, to)));
    expect(await count(to)).toBe(10);
  });

  it('copies the chosen columns under their mapped names into a table it creates', async () => {
    const from = await platformTable(t, 5);
    const to = uniqueCode('sync_to_');
    const fieldMap = { id: 'code', name: 'title', note: 'remark' };
    const res = await api()('POST', '/Actions/Execute', body(from, to, { fieldMap }));
    expectOk(res);
    expect(res.body.data).toMatchObject({ isTargetCreated: true, fieldMap, copied: 5 });
    expect(
      await scalarOn(
        t,
        '0',
        `SELECT title || '/' || coalesce(remark, '-') FROM app_data.${to} WHERE code = 4`,
      ),
    ).toBe('n4/note 4');
    const detail = await api()('GET', `/Jobs/${res.body.data.id}`);
    expect(detail.body.data).toMatchObject({
      fromName: '默认数据库',
      toName: '默认数据库',
      table: from,
      toTable: to,
    });
  });

  it('refuses bad input with a clear message, changing nothing', async () => {
    const from = await platformTable(t, 5);
    const to = uniqueCode('sync_to_');
    const before = (await api()('GET', '/Jobs')).body.data.pagination.total;
    await execOn(
      t,
      '0',
      `CREATE TABLE app_data.${to}_int (id integer PRIMARY KEY, name integer, amount numeric(10,2), born date, note text)`,
      `CREATE TABLE app_data.${to}_few (id integer PRIMARY KEY, name varchar(20))`,
      `CREATE TABLE app_data.${to}_req (id integer PRIMARY KEY, name varchar(20), amount numeric(10,2), born date,
         note text, must text NOT NULL)`,
      `INSERT INTO app_data.${to}_int (id) VALUES (1)`,
      `CREATE TABLE app_data.${to}_nokey (a integer, b text)`,
    );
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...body(from, to), dbConnectionFrom: 'nope' }, 404, /./],
      [{ ...body(from, to), dbConnectionTo: 'nope' }, 404, /./],
      [body(from, from), 400, /同一数据库下无法同步同一张表/],
      [body('users', to), 400, /users 是系统自带的表，数据同步只能读写业务表/],
      [body(from, 'users'), 400, /users 是系统自带的表/],
      [body(from, 'data_sync_jobs'), 400, /系统自带的表/],
      [body(`${to}_nokey`, `${to}_x`), 400, /没有单列主键.*无法分批续传同步/],
      [body(from, `${to}_int`), 400, /字段 name 的类型 int 放不下源类型 varchar\(20\)/],
      [body(from, `${to}_few`), 400, /没有字段 amount/],
      [body(from, `${to}_req`), 400, /必填字段 must 没有对应的源字段/],
      [body(from, `${to}_x`, { fieldMap: { id: 'id', nope: 'x' } }), 400, /源表 .* 中没有字段 nope/],
      [body(from, `${to}_x`, { fieldMap: { name: 'name' } }), 400, /必须包含主键 id/],
      [body(from, `${to}_x`, { fieldMap: { id: 'id', name: 'id' } }), 400, /多个源字段映射到了目标字段 id/],
      [body('no_such_table', `${to}_x`), 404, /未找到此表/],
    ];
    for (const [payload, code, msg] of cases) {
      for (const url of ['/Actions/Execute', '/Actions/DryRun', '']) {
        const res = await api()('POST', url, payload);
        expect(res.body.code, `${url} ${JSON.stringify(payload)}: ${res.body.msg}`).toBe(code);
        expect(res.body.msg).toMatch(msg);
      }
    }
    const same = await api()('POST', '/Actions/checkDbLink', { dbConnectionFrom: '0', dbConnectionTo: '0' });
    expect(same.body).toMatchObject({ code: 400, msg: '数据库连接不能相同' });
    expect(await count(`${to}_int`)).toBe(1);
    expect(await scalarOn(t, '0', `SELECT to_regclass('app_data.${to}_x') AS r`)).toBeNull();
    expect((await api()('GET', '/Jobs')).body.data.pagination.total).toBe(before);
    const english = await t.call({
      method: 'POST',
      url: '/api/system/DataSync/Actions/Execute',
      token: admin.token,
      payload: body(`${to}_nokey`, `${to}_x`),
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.body.msg).toContain('has no one-column primary key');
  });
});
