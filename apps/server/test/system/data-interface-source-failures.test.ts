import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataInterfaceLogs } from '../../src/db/schema/index.ts';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  sqlBody,
} from './data-interface-fixtures.ts';
import {
  dataSourceTestConfig,
  MYSQL_URL,
  mysqlUnavailable,
  PG_URL,
  postgresUnavailable,
  type ServerUrl,
  sourceBody,
} from './data-source-fixtures.ts';

/*
 * An interface over an external source that refuses the login or cannot be reached answers a clear message
 * in the caller's language (Preview and Actions/List), never the driver's text; the driver's text is kept
 * in the call log. The connection test of the same source names the same problem. PostgreSQL and MariaDB
 * parts are skipped, saying why, when their server does not answer.
 */

const pgMissing = await postgresUnavailable();
const mysqlMissing = await mysqlUnavailable();
const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

type Kind = 'PostgreSQL' | 'MariaDB';

async function interfaceOver(kind: Kind, server: ServerUrl, extra: Record<string, unknown>) {
  const source = { ...sourceBody(kind, server, uniqueCode('src')), ...extra };
  const saved = await t.call({
    method: 'POST',
    url: '/api/system/DataSource',
    token: admin.token,
    payload: source,
  });
  if (saved.body.code !== 200) throw new Error(saved.body.msg);
  const [category] = await interfaceCategories(t);
  const iface = await createInterface(
    t,
    admin,
    sqlBody(category ?? '', 'SELECT 1 AS one', [], { dbLinkId: saved.body.data.id }),
  );
  return { iface, source };
}

async function expectClearFailure(
  kind: Kind,
  server: ServerUrl,
  extra: Record<string, unknown>,
  msg: string,
) {
  const { iface, source } = await interfaceOver(kind, server, extra);
  const preview = await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/Preview`, {});
  expect(preview.body).toMatchObject({ code: 400, msg });
  const list = await dataInterfaceCall(t, admin, 'POST', `/${iface.id}/Actions/List`, {
    currentPage: 1,
    pageSize: 10,
  });
  expect(list.body).toMatchObject({ code: 400, msg });
  const [logged] = await t.ctx.db
    .select({ errorText: dataInterfaceLogs.errorText })
    .from(dataInterfaceLogs)
    .where(eq(dataInterfaceLogs.interfaceId, iface.id))
    .limit(1);
  expect(logged?.errorText?.startsWith(`${msg}: `)).toBe(true);
  expect(logged?.errorText?.length).toBeGreaterThan(msg.length + 5);
  return source;
}

const testConnection = (payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/api/system/DataSource/Actions/Test', token: admin.token, payload });

describe('an interface over a source nobody answers on', () => {
  it('says the database server cannot be reached', async () => {
    const source = await expectClearFailure(
      'PostgreSQL',
      PG_URL,
      { port: 1 },
      '数据连接失败：无法连接到数据库服务器',
    );
    expect((await testConnection(source)).body).toMatchObject({
      code: 400,
      msg: `连接失败：无法连接到 ${PG_URL.host}:1`,
    });
  });
});

/** A login the server refuses: an unknown user (PostgreSQL trusts known ones locally), a wrong password. */
const wrongLogins: { kind: Kind; server: ServerUrl; missing: string | undefined; password?: string }[] = [
  { kind: 'PostgreSQL', server: PG_URL, missing: pgMissing },
  { kind: 'MariaDB', server: MYSQL_URL, missing: mysqlMissing, password: 'wrong' },
];

for (const { kind, server, missing, password } of wrongLogins) {
  describe.skipIf(missing !== undefined)(
    `an interface over ${kind} with a refused login${missing ? ` — SKIPPED: ${missing}` : ''}`,
    () => {
      it('says the user name or password is wrong', async () => {
        const login = { userName: uniqueCode('nobody'), ...(password ? { password } : {}) };
        const source = await expectClearFailure(kind, server, login, '数据连接失败：用户名或密码错误');
        expect((await testConnection(source)).body).toMatchObject({
          code: 400,
          msg: '连接失败：用户名或密码错误',
        });
      });
    },
  );
}
