import { formatDate } from '@platform/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../oauth/oauth-helpers.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The users export names its file after the platform's wall clock (sys config timeZone, Asia/Shanghai
 * by default), as the screens show time, not after UTC.
 */

const t = useTestApp({ resetConfigAfterEach: true });

const HOUR = 3_600_000;
let moved = 0;
/**
 * Moves the clock to 20:00 UTC (less than 12 hours either way). The administrator logs in after the move:
 * a session opened before it could pass its 12-hour timeout.
 */
function atEightPmUtc(): Date {
  const now = t.clock.now().getTime();
  const today = new Date(now);
  const eightPm = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 20);
  const target = eightPm - now > 12 * HOUR ? eightPm - 24 * HOUR : eightPm;
  moved = target - now;
  t.clock.advance(moved);
  return new Date(target);
}
afterEach(() => {
  t.clock.advance(-moved);
  moved = 0;
});

async function exportName(): Promise<string> {
  const admin = await createUser(t, { isAdministrator: true });
  const res = await t.call({
    method: 'GET',
    url: '/api/permission/Users/ExportExcel?selectKey=account',
    token: admin.token,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return (res.body.data as { name: string }).name;
}

describe('users export file name', () => {
  it('carries the time of the configured zone (Asia/Shanghai by default), not UTC', async () => {
    const at = atEightPmUtc();
    const name = await exportName();
    // 20:00 UTC is 04:00 of the next day in China.
    expect(name).toContain(formatDate(at, 'YYYYMMDD04', { timeZone: 'Asia/Shanghai' }));
    expect(name).not.toContain(formatDate(at, 'YYYYMMDD20', { timeZone: 'UTC' }));
  });

  it('follows a changed zone', async () => {
    await setConfig(t, { timeZone: 'UTC' });
    const at = atEightPmUtc();
    expect(await exportName()).toContain(formatDate(at, 'YYYYMMDD20', { timeZone: 'UTC' }));
  });
});
