import { describe, expect, it } from 'vitest';
import { injectDataInterfaceExecutors } from '../../src/modules/system/data-interface/data-interface-executors.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  STATIC_ROWS,
  staticBody,
} from './data-interface-fixtures.ts';

/*
 * Calling interfaces: Preview, Actions/List (keyword against relationField or columnOptions, paging
 * in memory) and Actions/InfoByIds, in both path spellings the clients use, by a plain signed-in
 * user for enabled interfaces; the call log; SQL and HTTP through injected executors only.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const plain = useFixtures(() => createUser(t));

async function staticInterface(overrides: Record<string, unknown> = {}) {
  const [category] = await interfaceCategories(t);
  return createInterface(t, admin, staticBody(category ?? '', overrides));
}

describe('calling data interfaces', () => {
  it('previews a static interface and logs the call', async () => {
    const iface = await staticInterface();
    const res = await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, {
      paramList: [{ field: 'level', defaultValue: '1' }],
      tenantId: '',
      origin: 'preview',
    });
    expect(res.body).toMatchObject({ code: 200, msg: '接口请求成功', data: STATIC_ROWS });

    const log = await dataInterfaceCall(
      t,
      admin,
      'GET',
      `/${iface.id}?currentPage=1&pageSize=20`,
      undefined,
      '/api/system/DataInterfaceLog',
    );
    expect(log.body.data.pagination.total).toBe(1);
    expect(log.body.data.list[0]).toMatchObject({ invokType: 'POST', isOk: 1, errorText: null });
    expect(log.body.data.list[0].userId).toContain(admin.account);
    expect(typeof log.body.data.list[0].invokWasteTime).toBe('number');
  });

  it.each(['Actions', 'Action'])('lists rows with keyword and paging (/%s/List)', async (spelling) => {
    const iface = await staticInterface();
    const list = (body: Record<string, unknown>) =>
      dataInterfaceCall(t, plain, 'POST', `/${iface.id}/${spelling}/List`, body);

    const page2 = await list({
      currentPage: 2,
      pageSize: 2,
      keyword: '',
      columnOptions: 'fullName,code',
      paramList: [],
    });
    expect(page2.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 5 });
    expect(page2.body.data.list.map((r: { id: string }) => r.id)).toEqual(['3', '4']);

    const byColumns = await list({
      currentPage: 1,
      pageSize: 20,
      keyword: '北',
      columnOptions: 'fullName,code',
    });
    expect(byColumns.body.data.list.map((r: { id: string }) => r.id)).toEqual(['1', '5']);
    const byCode = await list({
      currentPage: 1,
      pageSize: 20,
      keyword: 'sz',
      columnOptions: 'fullName,code',
    });
    expect(byCode.body.data.list.map((r: { id: string }) => r.id)).toEqual(['4']);
    const byRelation = await list({
      currentPage: 1,
      pageSize: 20,
      keyword: 'SH',
      relationField: 'fullName',
      columnOptions: 'code',
    });
    expect(byRelation.body.data.pagination.total).toBe(0);
  });

  it.each(['Actions', 'Action'])('answers InfoByIds (/%s/InfoByIds)', async (spelling) => {
    const iface = await staticInterface();
    const res = await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/${spelling}/InfoByIds`, {
      ids: ['2', 4],
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [],
    });
    expect(res.body.data).toEqual([STATIC_ROWS[1], STATIC_ROWS[3]]);
    const byCode = await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/Actions/InfoByIds`, {
      ids: ['GZ'],
      propsValue: 'code',
    });
    expect(byCode.body.data).toEqual([STATIC_ROWS[2]]);
  });

  it("accepts the original pickers' bodies and refuses fields nobody declared", async () => {
    const iface = await staticInterface();
    // PopupSelect: its listQuery, the interface id, its value field and the parameters from GetParam.
    const param = { id: 'r1', field: 'level', fieldName: '级别', dataType: 'varchar', required: 0 };
    const popup = await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/Actions/List`, {
      keyword: '',
      currentPage: 1,
      pageSize: 20,
      interfaceId: iface.id,
      propsValue: 'id',
      relationField: 'fullName',
      columnOptions: 'fullName,code',
      paramList: [{ ...param, relationField: '', defaultValue: '1' }],
    });
    expect(popup.body.data.pagination.total).toBe(5);
    const echo = await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/Actions/InfoByIds`, {
      ids: ['1'],
      interfaceId: iface.id,
      propsValue: 'id',
      relationField: 'fullName',
      paramList: [],
    });
    expect(echo.body.data).toEqual([STATIC_ROWS[0]]);

    const stray = await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/Actions/List`, { sql: 'select 1' });
    expect(stray.status).toBe(400);
    const strayParam = await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/Actions/Preview`, {
      paramList: [{ field: 'level', defaultValue: '1', query: 'x' }],
    });
    expect(strayParam.status).toBe(400);
  });

  it('refuses calls of a disabled interface to everyone but the preview button', async () => {
    const iface = await staticInterface({ enabledMark: 0 });
    const list = await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/Actions/List`, {
      currentPage: 1,
      pageSize: 20,
    });
    expect(list.body.code).toBe(400);
    expect(list.body.msg).toContain('已禁用');
    expect((await dataInterfaceCall(t, plain, 'POST', `/${iface.id}/Actions/Preview`, {})).body.code).toBe(
      400,
    );
    expect((await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, {})).body.code).toBe(
      200,
    );
    expect((await dataInterfaceCall(t, plain, 'POST', '/no-such-id/Actions/List', {})).body.code).toBe(404);
  });

  it('checks parameter values against their type and required flag', async () => {
    const iface = await staticInterface({
      requestParameters: JSON.stringify([
        { field: 'n', fieldName: 'N', dataType: 'int', required: 1, defaultValue: '' },
      ]),
    });
    const missing = await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, {
      paramList: [],
    });
    expect(missing.body.msg).toContain('缺少必填参数：n');
    const wrong = await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, {
      paramList: [{ field: 'n', defaultValue: "1' or '1'='1" }],
    });
    expect(wrong.body.msg).toContain('参数 n 的值不是 int');
    const log = await dataInterfaceCall(
      t,
      admin,
      'GET',
      `/${iface.id}`,
      undefined,
      '/api/system/DataInterfaceLog',
    );
    expect(log.body.data.list.map((l: { isOk: number }) => l.isOk)).toEqual([0, 0]);
  });

  it('applies the mapping: rename, pick and names from a dictionary', async () => {
    const mapping = {
      pick: true,
      fields: [
        { from: 'fullName', to: 'name' },
        { from: 'sex', dictionary: 'sex' },
      ],
    };
    const iface = await staticInterface({
      query: JSON.stringify([{ fullName: '甲', sex: '1', other: 'x' }]),
      dataProcessing: JSON.stringify(mapping),
    });
    const res = await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, {});
    expect(res.body.data).toEqual([{ name: '甲', sex: '男' }]);
  });

  it('answers "not available" for SQL and HTTP without executors, then runs injected ones with bound values', async () => {
    // The app plugs in the real executors; taken out here to see the answer without them.
    injectDataInterfaceExecutors(t.ctx, { sql: undefined, http: undefined });
    const [category] = await interfaceCategories(t);
    const sql = await createInterface(
      t,
      admin,
      staticBody(category ?? '', {
        dataType: 1,
        requestMethod: '3',
        query: 'select {level} as num',
        checkType: 1,
      }),
    );
    const before = await dataInterfaceCall(t, plain, 'POST', `/${sql.id}/Actions/List`, {
      currentPage: 1,
      pageSize: 10,
    });
    expect(before.body.code).toBe(400);
    expect(before.body.msg).toBe('SQL接口暂不可用');

    const seen: unknown[] = [];
    injectDataInterfaceExecutors(t.ctx, {
      sql: {
        query: async (_ctx, _iface, input) => {
          seen.push(input);
          return { rows: [{ num: input.params.level }], total: 42 };
        },
      },
    });
    const after = await dataInterfaceCall(t, plain, 'POST', `/${sql.id}/Actions/List`, {
      currentPage: 3,
      pageSize: 10,
      keyword: 'k',
      paramList: [{ field: 'level', defaultValue: '7' }],
    });
    expect(after.body.data).toEqual({
      list: [{ num: 7 }],
      pagination: { currentPage: 3, pageSize: 10, total: 42 },
    });
    expect(seen[0]).toMatchObject({
      params: { level: 7 },
      page: { currentPage: 3, pageSize: 10, keyword: 'k', keywordFields: [] },
    });

    const http = await createInterface(
      t,
      admin,
      staticBody(category ?? '', {
        dataType: 3,
        requestMethod: '6',
        query: '',
        path: 'https://example.com/x',
      }),
    );
    const refused = await dataInterfaceCall(t, admin, 'POST', `/${http.id}/Actions/Preview`, {});
    expect(refused.body.msg).toBe('HTTP接口暂不可用');
  });
});
