import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { smsOutbox } from '../../src/db/schema/index.ts';
import { smsDeliveriesSettled } from '../../src/modules/oauth/sms/sms-code.service.ts';
import { outboxSmsSender, type SmsSender, setSmsSender } from '../../src/modules/oauth/sms/sms-sender.ts';
import { captureLog } from '../support/capture-log.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { nextIp, postLogin } from './oauth-helpers.ts';

/*
 * Asking for an SMS login code does not tell whether an account uses the number: the answer is the
 * same, and it does not wait for the code's row or the sender, which only a number in use gets (the
 * answer goes out first; a failing sender changes nothing in it). The code reaches the phone (the
 * outbox) and the test hook, never a log line.
 */

const t = useTestApp();
let numberCounter = 0;
/** A number no account uses, new at every call (one code a minute per number). */
const unusedNumber = () => `135${String(Date.now() + numberCounter++).slice(-8)}`;

const lines = useFixtures(async () => {
  // Every line at every level from here on.
  t.app.log.level = 'trace';
  return { captured: captureLog(t.app.log) };
});
const holder = useFixtures(async () => {
  const mobile = `137${String(Date.now()).slice(-8)}`;
  return { mobile, ...(await createUser(t, { mobilePhone: mobile })) };
});

const sendCode = (mobile: string, lang = 'zh-CN') =>
  t.call({
    method: 'POST',
    url: '/api/oauth/SmsCode',
    payload: { mobile },
    remoteAddress: nextIp(),
    headers: { 'accept-language': lang },
  });
const answerOf = (res: Awaited<ReturnType<typeof sendCode>>) => ({ status: res.status, body: res.body });
/** The holder's number may have one code a minute. */
const nextMinute = () => t.clock.advance(61_000);
// A test's codes are sent (to its own sender) before the next test begins.
afterEach(() => smsDeliveriesSettled(t.ctx));

describe('POST /api/oauth/SmsCode', () => {
  it.each(['zh-CN', 'en-US'])(
    'answers the same for a number in use and one nobody uses (%s)',
    async (lang) => {
      nextMinute();
      const used = answerOf(await sendCode(holder.mobile, lang));
      const unused = answerOf(await sendCode(unusedNumber(), lang));
      expect(used).toEqual(unused);
      expect(used).toMatchObject({
        status: 200,
        body: { code: 200, data: { expiresIn: 300, resendAfter: 60 } },
      });
    },
  );

  it('answers while the sender is still held: the answer does not wait for it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const heldSender: SmsSender = {
      name: 'held',
      async send(_ctx, message) {
        sent.push(message.mobile);
        await held;
      },
    };
    setSmsSender(t.ctx, heldSender);
    try {
      nextMinute();
      const used = answerOf(await sendCode(holder.mobile));
      expect(used).toEqual(answerOf(await sendCode(unusedNumber())));
      release();
      await smsDeliveriesSettled(t.ctx);
      expect(sent).toEqual([holder.mobile]);
    } finally {
      release();
      setSmsSender(t.ctx, outboxSmsSender);
    }
  });

  it('answers the same when the sender fails, which is logged', async () => {
    setSmsSender(t.ctx, {
      name: 'failing',
      send: async () => {
        throw new Error('gateway unreachable');
      },
    });
    try {
      nextMinute();
      const used = answerOf(await sendCode(holder.mobile));
      expect(used).toEqual(answerOf(await sendCode(unusedNumber())));
      await smsDeliveriesSettled(t.ctx);
      const failures = lines.captured.filter((line) => line.includes('sms login code not sent'));
      expect(failures).toHaveLength(1);
      expect(failures[0]).toContain('gateway unreachable');
    } finally {
      setSmsSender(t.ctx, outboxSmsSender);
    }
  });

  it('puts the code in the outbox and the test hook, and in no log line at any level', async () => {
    nextMinute();
    const from = lines.captured.length;
    expect((await sendCode(holder.mobile)).body.code).toBe(200);
    const hook = await t.call({ method: 'GET', url: `/api/oauth/TestHooks/Sms/${holder.mobile}` });
    const code = hook.body.data.code as string;
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, holder.mobile));
    expect(outbox.map((row) => row.content)).toContainEqual(expect.stringContaining(code));
    const login = await postLogin(t, { grant_type: 'sms', account: holder.mobile, smsCode: code });
    expect(login.body.code).toBe(200);

    const written = lines.captured.slice(from);
    // The sender's own line is there (the capture works), without the text.
    expect(written.some((line) => line.includes('sms written to the outbox'))).toBe(true);
    const standalone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    expect(written.filter((line) => standalone.test(line))).toEqual([]);
  });
});
