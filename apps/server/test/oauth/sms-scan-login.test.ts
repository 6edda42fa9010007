import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/db/schema/index.ts';
import { smsDeliveriesSettled } from '../../src/modules/oauth/sms/sms-code.service.ts';
import { setSmsSender } from '../../src/modules/oauth/sms/sms-sender.ts';
import { useTestApp } from '../support/test-app.ts';
import { adminToken, markPasswordChanged, nextIp, postLogin } from './oauth-helpers.ts';

const t = useTestApp();

const sendCode = (mobile: string, ip = nextIp()) =>
  t.call({ method: 'POST', url: '/api/oauth/SmsCode', payload: { mobile }, remoteAddress: ip });
const lastCode = async (mobile: string) =>
  (await t.call({ method: 'GET', url: `/api/oauth/TestHooks/Sms/${mobile}` })).body.data?.code as
    | string
    | undefined;
const smsLogin = (account: string, smsCode: string) => postLogin(t, { grant_type: 'sms', account, smsCode });
const userOf = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token })).body.data.userInfo
    .userAccount as string;

describe('SMS login (POST /api/oauth/SmsCode, then Login with grant_type=sms)', () => {
  it('sends a 6-digit code through the outbox sender and signs in with it once', async () => {
    const sent = await sendCode('13800000001');
    expect(sent.body).toMatchObject({
      code: 200,
      msg: '验证码已发送',
      data: { expiresIn: 300, resendAfter: 60 },
    });
    const code = await lastCode('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13800000001'));
    expect(outbox.at(-1)?.content).toContain(code);

    const res = await smsLogin('13800000001', code!);
    expect(res.body.code).toBe(200);
    expect(await userOf(res.body.data.token)).toBe('zhangsan');
    expect((await smsLogin('13800000001', code!)).body.msg).toBe('短信验证码错误或已过期');
  });

  it('refuses a wrong code, kills the code after 5 wrong guesses, and expires it after 5 minutes', async () => {
    t.clock.advance(61_000);
    await sendCode('13800000002');
    const code = (await lastCode('13800000002'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsLogin('13800000002', wrong)).body).toMatchObject({
      code: 400,
      msg: '短信验证码错误或已过期',
    });
    for (let i = 0; i < 4; i++) await smsLogin('13800000002', wrong);
    expect((await smsLogin('13800000002', code)).body.code).toBe(400);

    t.clock.advance(61_000);
    await sendCode('13800000002');
    const fresh = (await lastCode('13800000002'))!;
    t.clock.advance(5 * 60_000 + 1000);
    expect((await smsLogin('13800000002', fresh)).body.code).toBe(400);
  });

  it('allows one code a minute per number', async () => {
    t.clock.advance(61_000);
    expect((await sendCode('13800000003')).body.code).toBe(200);
    const again = await sendCode('13800000003');
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);
    t.clock.advance(61_000);
    expect((await sendCode('13800000003')).body.code).toBe(200);
  });

  it('answers the same for a number no account uses, and sends nothing', async () => {
    const res = await sendCode('13999999999');
    expect(res.body).toMatchObject({ code: 200, data: { expiresIn: 300, resendAfter: 60 } });
    expect(await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, '13999999999'))).toHaveLength(
      0,
    );
    expect((await smsLogin('13999999999', '123456')).body.code).toBe(400);
  });

  it('asks for mobile@account when several accounts share the number, keeping the code usable', async () => {
    t.clock.advance(61_000);
    await sendCode('13800000004');
    const code = (await lastCode('13800000004'))!;
    const ambiguous = await smsLogin('13800000004', code);
    expect(ambiguous.body.msg).toBe('该手机号绑定了多个账号，请使用“手机号@账号”登录');
    const res = await smsLogin('13800000004@sunqi', code);
    expect(res.body.code).toBe(200);
    expect(await userOf(res.body.data.token)).toBe('sunqi');
  });

  it('uses an installed SmsSender instead of the outbox', async () => {
    const delivered: string[] = [];
    setSmsSender(t.ctx, {
      name: 'memory',
      send: async (_ctx, message) => void delivered.push(message.mobile),
    });
    t.clock.advance(61_000);
    await sendCode('13800000001');
    await smsDeliveriesSettled(t.ctx);
    expect(delivered).toEqual(['13800000001']);
  });

  it('rejects a malformed number', async () => {
    expect((await sendCode('12345')).body.code).toBe(400);
  });
});

describe('app-scan login', () => {
  // The confirming device is signed in for real: past the initial password change.
  beforeAll(() => markPasswordChanged(t, 'admin'));

  const createTicket = async () =>
    (await t.call({ method: 'POST', url: '/api/oauth/ScanLogin/Ticket' })).body.data as {
      ticket: string;
      pollKey: string;
      confirmPath: string;
      expiresAt: number;
    };
  const poll = (ticket: string, pollKey: string) =>
    t.call({ method: 'POST', url: '/api/oauth/ScanLogin/Poll', payload: { ticket, pollKey } });

  it('waiting → scanned → confirmed: the login page collects the token exactly once', async () => {
    const { ticket, pollKey, confirmPath } = await createTicket();
    expect(confirmPath).toBe(`/scanLogin?ticket=${ticket}`);
    expect((await poll(ticket, pollKey)).body.data).toEqual({ status: 'waiting' });

    const phone = await adminToken(t);
    const opened = await t.call({ method: 'GET', url: `/api/oauth/ScanLogin/${ticket}`, token: phone });
    expect(opened.body.data.status).toBe('scanned');
    expect((await poll(ticket, pollKey)).body.data).toEqual({ status: 'scanned' });

    const confirmed = await t.call({
      method: 'POST',
      url: `/api/oauth/ScanLogin/${ticket}/Confirm`,
      token: phone,
    });
    expect(confirmed.body).toMatchObject({ code: 200, msg: '已确认登录' });
    const collected = await poll(ticket, pollKey);
    expect(collected.body.data).toMatchObject({
      status: 'confirmed',
      token: expect.stringMatching(/^Bearer /),
    });
    expect(await userOf(collected.body.data.token)).toBe('admin');
    expect(collected.body.data.token).not.toBe(phone);
    expect((await poll(ticket, pollKey)).body.data).toEqual({ status: 'used' });
  });

  it('needs the poll key: a photo of the QR is not enough', async () => {
    const { ticket } = await createTicket();
    const phone = await adminToken(t);
    await t.call({ method: 'POST', url: `/api/oauth/ScanLogin/${ticket}/Confirm`, token: phone });
    const thief = await poll(ticket, 'x'.repeat(32));
    expect(thief.body).toMatchObject({ code: 400, msg: '二维码已失效，请刷新二维码' });
  });

  it('also signs in through Login with jnpf_ticket = ticket:pollKey', async () => {
    const { ticket, pollKey } = await createTicket();
    const phone = await adminToken(t);
    await t.call({ method: 'POST', url: `/api/oauth/ScanLogin/${ticket}/Confirm`, token: phone });
    const res = await postLogin(t, { jnpf_ticket: `${ticket}:${pollKey}` });
    expect(res.body.code).toBe(200);
    expect(res.body.data.token).toMatch(/^Bearer /);
    expect((await postLogin(t, { jnpf_ticket: `${ticket}:${pollKey}` })).body.code).toBe(400);
  });

  it('can be cancelled, expires after 5 minutes, and needs a signed-in confirmer', async () => {
    const cancelled = await createTicket();
    const phone = await adminToken(t);
    await t.call({ method: 'POST', url: `/api/oauth/ScanLogin/${cancelled.ticket}/Cancel`, token: phone });
    expect((await poll(cancelled.ticket, cancelled.pollKey)).body.data).toEqual({ status: 'cancelled' });
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/api/oauth/ScanLogin/${cancelled.ticket}/Confirm`,
          token: phone,
        })
      ).body.code,
    ).toBe(400);

    const late = await createTicket();
    t.clock.advance(5 * 60_000 + 1000);
    expect((await poll(late.ticket, late.pollKey)).body.data).toEqual({ status: 'expired' });
    const confirm = await t.call({
      method: 'POST',
      url: `/api/oauth/ScanLogin/${late.ticket}/Confirm`,
      token: phone,
    });
    expect(confirm.body.msg).toBe('二维码已失效，请刷新二维码');

    const anonymous = await t.call({ method: 'POST', url: `/api/oauth/ScanLogin/${late.ticket}/Confirm` });
    expect(anonymous.body.code).toBe(600);
  });
});
