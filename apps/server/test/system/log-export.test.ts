import { ButtonCode, formatDate, LOG_EXPORT_MAX_ROWS, MenuCode } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { systemLogs } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { downloadRows } from '../permission/users-grants-fixtures.ts';
import { type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 系统日志 export (btn_export): one category's entries as the list filters them, newest first, as an
 * .xlsx with the tab's columns; more than LOG_EXPORT_MAX_ROWS matches are refused; the menu alone
 * does not let a user export.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const MINUTE = 60_000;
const DAY = 86_400_000;
/** 02:00 UTC (10:00 in Asia/Shanghai, the default zone) yesterday: within the retention period. */
const baseTime = () => Math.floor(t.clock.now().getTime() / DAY) * DAY - DAY + 2 * 60 * MINUTE;

type Entry = Partial<typeof systemLogs.$inferInsert> & { category: number; userName: string };

/** Entries one minute apart from `base`, the first oldest. */
async function insertEntries(base: number, entries: Entry[]) {
  await t.ctx.db
    .insert(systemLogs)
    .values(entries.map((entry, i) => ({ id: newId(), createdAt: new Date(base + i * MINUTE), ...entry })));
}

async function exportRows(query: string, user: TestUser = admin): Promise<string[][]> {
  const res = await t.call({ method: 'GET', url: `/api/system/Log/ExportExcel?${query}`, token: user.token });
  expect(res.body.code, res.body.msg).toBe(200);
  const file = res.body.data as { name: string; url: string };
  expect(file.name).toMatch(/\.xlsx$/);
  return downloadRows(t, user.token, file.url);
}

describe('log export', () => {
  it('writes the sign-in entries the type, result and keyword filters keep, with the tab columns', async () => {
    const who = uniqueCode('lxa');
    const base = baseTime();
    await insertEntries(base, [
      { category: 1, userName: who, loginType: 0, loginMark: 1, ip: '10.0.0.1', abstracts: 'ok' },
      { category: 1, userName: who, loginType: 0, loginMark: 0, ip: '10.0.0.2', abstracts: 'bad password' },
      { category: 1, userName: who, loginType: 1, loginMark: 1, ip: '10.0.0.3', abstracts: 'bye' },
      { category: 1, userName: uniqueCode('other'), loginType: 0, loginMark: 1 },
    ]);
    const all = await exportRows(`category=1&keyword=${who}`);
    expect(all[0]).toEqual(['时间', '类型', '用户', 'IP地址', '地点', '浏览器', '操作系统', '状态', '说明']);
    // Newest first, times in the platform's zone (Asia/Shanghai by default).
    const day = formatDate(base, 'YYYY-MM-DD', { timeZone: 'Asia/Shanghai' });
    expect(all.slice(1).map((r) => [r[0], r[1], r[3], r[7]])).toEqual([
      [`${day} 10:02:00`, '退出', '10.0.0.3', '成功'],
      [`${day} 10:01:00`, '登录', '10.0.0.2', '失败'],
      [`${day} 10:00:00`, '登录', '10.0.0.1', '成功'],
    ]);
    const kept = await exportRows(`category=1&keyword=${who}&loginType=0&loginMark=0`);
    expect(kept.slice(1).map((r) => r[3])).toEqual(['10.0.0.2']);
  });

  it('applies the method and the time range to request entries', async () => {
    const who = uniqueCode('lxr');
    const base = baseTime();
    await insertEntries(
      base,
      ['GET', 'POST', 'POST', 'POST'].map((requestMethod, i) => ({
        category: 5,
        userName: who,
        requestMethod,
        requestUrl: `/api/x/${i}`,
        status: 200,
      })),
    );
    const rows = await exportRows(
      `category=5&keyword=${who}&requestMethod=POST&startTime=${base + MINUTE}&endTime=${base + 2 * MINUTE}`,
    );
    expect(rows[0]).toContain('请求地址');
    expect(rows.slice(1).map((r) => r[5])).toEqual(['/api/x/2', '/api/x/1']);
  });

  it('refuses more matches than the cap and exports a narrowed range', async () => {
    const who = uniqueCode('lxc');
    const base = baseTime();
    await t.ctx.db.execute(sql`
      insert into system_logs (id, category, created_at, user_name, request_method, request_url)
      select ${who} || '-' || g, 5, ${new Date(base).toISOString()}::timestamptz + (g || ' seconds')::interval,
             ${who}, 'GET', '/api/cap'
      from generate_series(1, ${LOG_EXPORT_MAX_ROWS + 1}) g`);
    const res = await t.call({
      method: 'GET',
      url: `/api/system/Log/ExportExcel?category=5&keyword=${who}`,
      token: admin.token,
    });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(String(LOG_EXPORT_MAX_ROWS));
    const rows = await exportRows(`category=5&keyword=${who}&endTime=${base + 100_000}`);
    expect(rows).toHaveLength(1 + 100);
  });

  it('needs the export button besides the menu', async () => {
    const reader = await userWithMenu(t, MenuCode.log);
    const refused = await t.call({
      method: 'GET',
      url: '/api/system/Log/ExportExcel?category=3',
      token: reader.token,
    });
    expect(refused.body.code).toBe(401);
    const exporter = await userWithMenu(t, MenuCode.log, [ButtonCode.export]);
    const rows = await exportRows(`category=3&keyword=${uniqueCode('none')}`, exporter);
    expect(rows).toEqual([['时间', '用户', 'IP地址', '操作模块', '操作', '记录ID', '请求方式', '请求地址']]);
  });
});
