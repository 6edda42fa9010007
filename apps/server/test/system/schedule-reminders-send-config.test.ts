import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { messageReceivers, messages } from '../../src/db/schema/index.ts';
import { deliverDueScheduleReminders } from '../../src/modules/system/schedule/schedule-messages.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { startFakeSmtp } from './fake-smtp-server.ts';
import { at, createListed, originalBody, scheduleMessagesOf } from './schedule-fixtures.ts';

/*
 * 日程 reminders through the schedule's send configuration (reminderType 2 with `send`): each enabled
 * binding sends its template to the creator and the participants with the schedule's fields as the
 * template's parameters, instead of the in-app reminder; a configuration that is gone or disabled falls
 * back to the in-app reminder. The job is run directly at a fixed clock.
 */

const smtp = await startFakeSmtp({ account: 'robot@local.test', password: 'smtp-pass' });
afterAll(() => smtp.close());

const t = useTestApp();
const admin = useAdminUser(t);
const u = useFixtures(async () => ({
  alice: await createUser(t, { email: 'alice@sched.test' }),
  bob: await createUser(t, { email: 'bob@sched.test' }),
}));
const runAt = (time: number) => deliverDueScheduleReminders({ ...t.ctx, now: () => new Date(time) });

async function post(url: string, payload: object) {
  const res = await t.call({ method: 'POST', url: `/api/message${url}`, token: admin.token, payload });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data;
}

const SCHEDULE_PARAMS = [
  { field: '@Title', fieldName: '标题' },
  { field: '@StartDate', fieldName: '开始日期' },
  { field: '@StartTime', fieldName: '开始时间' },
];
const scheduleTemplate = (messageType: string) =>
  post('/MessageTemplateConfig', {
    fullName: '日程提醒',
    enCode: uniqueCode('st'),
    templateType: 0,
    messageType,
    messageSource: '4',
    enabledMark: 1,
    sortCode: 0,
    title: '{@Title} {@StartDate} {@StartTime}',
    content: messageType === '1' ? '' : '<p>{@Title} 开始于 {@StartTime}</p>',
    templateParamList: SCHEDULE_PARAMS,
    smsFieldList: [],
  });

async function reminderConfig() {
  const mailAccount = await post('/AccountConfig', {
    fullName: '日程邮箱',
    enCode: uniqueCode('mail'),
    type: 2,
    enabledMark: 1,
    smtpServer: '127.0.0.1',
    smtpPort: smtp.port,
    sslLink: 0,
    smtpUser: 'robot@local.test',
    smtpPassword: 'smtp-pass',
  });
  return post('/SendMessageConfig', {
    fullName: '日程提醒',
    enCode: uniqueCode('cfg'),
    messageSource: '4',
    sendConfigTemplateList: [
      { messageType: '1', templateId: (await scheduleTemplate('1')).id, accountConfigId: '' },
      { messageType: '2', templateId: (await scheduleTemplate('2')).id, accountConfigId: mailAccount.id },
    ],
  });
}

const systemMessagesOf = (userId: string) =>
  t.ctx.db
    .select({ title: messages.title })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .where(and(eq(messageReceivers.userId, userId), eq(messages.type, 1)));

describe('schedule reminders through a send configuration', () => {
  it('sends each binding to the creator and the participants with the schedule as parameters', async () => {
    const config = await reminderConfig();
    const title = uniqueCode('周会');
    const [row] = await createListed(
      t,
      u.alice,
      originalBody({
        title,
        startDay: at('2033-03-01 00:00'),
        startTime: '09:00',
        reminderTime: 15,
        reminderType: '2',
        send: config.id,
        sendName: config.fullName,
        toUserIds: [u.bob.id],
      }),
    );
    const mailsBefore = smtp.mails.length;
    await runAt(at('2033-03-01 08:45'));

    const expected = `${title} 2033-03-01 09:00`;
    for (const user of [u.alice, u.bob]) {
      expect((await systemMessagesOf(user.id)).map((m) => m.title)).toContain(expected);
      // The in-app schedule reminder is replaced by the configuration's sends.
      expect(
        (await scheduleMessagesOf(t, user.id)).filter((m) => m.body.id === row?.id && m.body.type === '1'),
      ).toEqual([]);
    }
    const mails = smtp.mails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    expect([...(mails[0]?.to ?? [])].sort()).toEqual(['alice@sched.test', 'bob@sched.test']);

    await runAt(at('2033-03-01 09:30'));
    expect(smtp.mails.length).toBe(mailsBefore + 1);
  });

  it('falls back to the in-app reminder when the configuration is disabled', async () => {
    const config = await reminderConfig();
    await t.call({
      method: 'PUT',
      url: `/api/message/SendMessageConfig/${config.id}/Actions/State`,
      token: admin.token,
    });
    const [row] = await createListed(
      t,
      u.alice,
      originalBody({
        title: uniqueCode('停用'),
        startDay: at('2033-04-01 00:00'),
        reminderTime: 5,
        reminderType: 2,
        send: config.id,
        toUserIds: [u.bob.id],
      }),
    );
    const mailsBefore = smtp.mails.length;
    await runAt(at('2033-04-01 08:55'));
    const reminders = (await scheduleMessagesOf(t, u.bob.id)).filter(
      (m) => m.body.id === row?.id && m.body.type === '1',
    );
    expect(reminders).toHaveLength(1);
    expect(smtp.mails.length).toBe(mailsBefore);
  });
});
