import { beforeAll, describe, expect, it } from 'vitest';
import { outboxSmsSender } from '../../src/modules/oauth/sms/sms-sender.ts';
import { adminToken, loginToken, markPasswordChanged, nextIp, setPassword } from '../oauth/oauth-helpers.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * GET /api/message/SmsOutbox: what the default sender wrote instead of delivering, for administrators
 * (menu message.smsOutbox); other users are refused by the menu grant.
 */

const URL = '/api/message/SmsOutbox';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  await markPasswordChanged(t, 'admin');
  admin = await adminToken(t);
});

const outbox = (query: Record<string, string | number> = {}, token = admin) =>
  t.call({
    method: 'GET',
    url: URL,
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe('the SMS outbox', () => {
  it('shows the administrator the code an SMS login request just "sent", newest first', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/api/oauth/SmsCode',
      payload: { mobile: '13800000001' },
      remoteAddress: nextIp(),
    });
    expect(sent.body.code).toBe(200);
    const code = (await t.call({ method: 'GET', url: '/api/oauth/TestHooks/Sms/13800000001' })).body.data
      .code as string;

    const res = await outbox();
    expect(res.status).toBe(200);
    expect(res.body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(res.body.data.list[0]).toEqual({
      id: expect.any(String),
      mobile: '13800000001',
      content: expect.stringContaining(code),
      creatorTime: expect.any(Number),
    });
  });

  it('searches by the start of the number, literally, and pages', async () => {
    t.clock.advance(1000);
    await outboxSmsSender.send(t.ctx, { mobile: '13900000009', content: '第二条' });
    t.clock.advance(1000);
    await outboxSmsSender.send(t.ctx, { mobile: '13900000008', content: '第三条' });

    const all = await outbox();
    expect(all.body.data.list.map((r: { content: string }) => r.content).slice(0, 2)).toEqual([
      '第三条',
      '第二条',
    ]);
    const prefixed = await outbox({ keyword: '139' });
    expect(prefixed.body.data.pagination.total).toBe(2);
    expect((await outbox({ keyword: '00000009' })).body.data.pagination.total).toBe(0);
    expect((await outbox({ keyword: '13_' })).body.data.pagination.total).toBe(0);
    expect((await outbox({ keyword: '%' })).body.data.pagination.total).toBe(0);
    expect((await outbox({ keyword: '' })).body.data.pagination.total).toBe(3);

    const second = await outbox({ keyword: '139', currentPage: 2, pageSize: 1 });
    expect(second.body.data.list.map((r: { mobile: string }) => r.mobile)).toEqual(['13900000009']);
    expect(second.body.data.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 2 });
  });

  it('accepts page sizes up to 500 and names a bad one', async () => {
    expect((await outbox({ pageSize: 500 })).body.code).toBe(200);
    const bad = await outbox({ pageSize: 501 });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('pageSize');
  });

  it('refuses a demo user without the menu grant (401, HTTP 403)', async () => {
    await setPassword(t, 'lisi', 'Lisi#2026');
    await markPasswordChanged(t, 'lisi');
    const lisi = await loginToken(t, 'lisi', 'Lisi#2026');
    const res = await outbox({}, lisi);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 401, msg: '没有权限：缺少「短信发件箱」菜单权限', data: null });
  });
});
