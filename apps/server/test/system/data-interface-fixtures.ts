import { eq } from 'drizzle-orm';
import { dictionaryData } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call under /api/system/DataInterface (or another base under /api/system). */
export const dataInterfaceCall = (
  t: TestApp,
  user: TestUser,
  method: Method,
  url: string,
  payload?: unknown,
  base = '/api/system/DataInterface',
) => t.call({ method, url: `${base}${url}`, token: user.token, ...(payload ? { payload } : {}) });

/** The seeded interface categories (entries of the DataInterfaceType dictionary), in order. */
export async function interfaceCategories(t: TestApp): Promise<string[]> {
  const rows = await t.ctx.db
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(eq(dictionaryData.dictionaryTypeId, 'dict-data-interface-type'))
    .orderBy(dictionaryData.sortCode);
  return rows.map((row) => row.id);
}

/** Rows of the sample static interface. */
export const STATIC_ROWS = [
  { id: '1', fullName: '北京', code: 'BJ', level: 1 },
  { id: '2', fullName: '上海', code: 'SH', level: 1 },
  { id: '3', fullName: '广州', code: 'GZ', level: 2 },
  { id: '4', fullName: '深圳', code: 'SZ', level: 2 },
  { id: '5', fullName: '北海', code: 'BH', level: 3 },
];

/** A static interface body the way the original's form sends it (JSON text fields, the JS template). */
export function staticBody(
  categoryId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const code = uniqueCode('DI');
  return {
    id: '',
    fullName: `接口${code}`,
    enCode: code,
    categoryId,
    dbLinkId: '0',
    dataType: 2,
    checkType: 0,
    ipAddress: '',
    requestHeaders: '[]',
    requestMethod: '',
    responseType: 'json',
    sortCode: 0,
    enabledMark: 1,
    description: '',
    dataProcessing: '',
    requestParameters: JSON.stringify([
      { field: 'level', fieldName: '级别', dataType: 'int', required: 0, defaultValue: '' },
    ]),
    query: JSON.stringify(STATIC_ROWS),
    propertyJson: JSON.stringify({ countSql: '', echoSql: '', pageParameters: [], echoParameters: [] }),
    ...overrides,
  };
}

/** Creates an interface and returns its id, code and name (throws on failure). */
export async function createInterface(t: TestApp, user: TestUser, body: Record<string, unknown>) {
  const res = await dataInterfaceCall(t, user, 'POST', '', body);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return { id: res.body.data.id as string, enCode: body.enCode as string, fullName: body.fullName as string };
}

/** A SQL interface body over a source ("0" the platform database) with typed parameters. */
export function sqlBody(
  categoryId: string,
  query: string,
  params: Record<string, unknown>[] = [],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return staticBody(categoryId, {
    dataType: 1,
    requestMethod: '3',
    query,
    requestParameters: JSON.stringify(params),
    ...overrides,
  });
}
