import { formatDate } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schedules } from '../../src/db/schema/index.ts';
import { deliverDueScheduleReminders } from '../../src/modules/system/schedule/schedule-messages.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { at, createListed, originalBody, scheduleCall, scheduleMessagesOf } from './schedule-fixtures.ts';

/*
 * 日程 reminders (a type-4 message to the creator and the participants, once, at the reminder time;
 * the job is run directly at a fixed clock) and the iCalendar export of a user's calendar.
 */

const t = useTestApp();
const u = useFixtures(async () => ({
  alice: await createUser(t),
  bob: await createUser(t),
  carol: await createUser(t),
}));
const runAt = (time: number) => deliverDueScheduleReminders({ ...t.ctx, now: () => new Date(time) });
const remindersOf = async (userId: string, id: string | undefined) =>
  (await scheduleMessagesOf(t, userId)).filter((m) => m.body.id === id && m.body.type === '1');

describe('schedule reminders', () => {
  it('reminds the creator and the participants once when the reminder time comes', async () => {
    const [row] = await createListed(
      t,
      u.alice,
      originalBody({
        title: '提醒-15分钟',
        startDay: at('2032-06-01 00:00'),
        reminderTime: 15,
        toUserIds: [u.bob.id],
      }),
    );
    await runAt(at('2032-06-01 08:44'));
    expect(await remindersOf(u.alice.id, row?.id)).toEqual([]);

    expect(await runAt(at('2032-06-01 08:45'))).toBeGreaterThanOrEqual(1);
    for (const user of [u.alice, u.bob]) {
      expect(await remindersOf(user.id, row?.id)).toEqual([
        { title: '日程提醒：提醒-15分钟', body: { groupId: row?.groupId, id: row?.id, type: '1' } },
      ]);
    }
    expect(await remindersOf(u.carol.id, row?.id)).toEqual([]);

    await runAt(at('2032-06-01 09:30'));
    expect(await remindersOf(u.bob.id, row?.id)).toHaveLength(1);
  });

  it('reminds an all-day entry by its code (5: the day before at 09:00) and each occurrence of a series', async () => {
    const rows = await createListed(
      t,
      u.alice,
      originalBody({
        title: '提醒-全天',
        allDay: 1,
        startDay: at('2032-07-10 00:00'),
        endDay: at('2032-07-10 00:00'),
        reminderTime: 5,
        repetition: '2',
        repeatTime: at('2032-07-11 00:00'),
      }),
    );
    expect(rows).toHaveLength(2);
    await runAt(at('2032-07-09 08:59'));
    expect(await remindersOf(u.alice.id, rows[0]?.id)).toEqual([]);
    await runAt(at('2032-07-09 09:00'));
    expect(await remindersOf(u.alice.id, rows[0]?.id)).toHaveLength(1);
    expect(await remindersOf(u.alice.id, rows[1]?.id)).toEqual([]);
    await runAt(at('2032-07-10 09:00'));
    expect(await remindersOf(u.alice.id, rows[1]?.id)).toHaveLength(1);
  });

  it('sends no reminder without one (-2), nor one whose time had passed when it was saved', async () => {
    const [none] = await createListed(
      t,
      u.alice,
      originalBody({ title: '不提醒', startDay: at('2032-08-01 00:00') }),
    );
    // Started two hours ago with a reminder 15 minutes before: saved after its reminder time.
    const twoHoursAgo = new Date(t.ctx.now().getTime() - 2 * 3_600_000);
    const startTime = formatDate(twoHoursAgo, 'HH:mm', { timeZone: 'Asia/Shanghai' });
    const saved = await scheduleCall(
      t,
      u.alice,
      'POST',
      '',
      originalBody({ title: '已过', startDay: twoHoursAgo.getTime(), startTime, reminderTime: 15 }),
    );
    expect(saved.body.code).toBe(200);
    const [past] = await t.ctx.db.select().from(schedules).where(eq(schedules.title, '已过'));
    await runAt(at('2032-08-02 00:00'));
    expect(await remindersOf(u.alice.id, none?.id)).toEqual([]);
    expect(await remindersOf(u.alice.id, past?.id)).toEqual([]);
  });
});

describe('schedule export', () => {
  it("exports the caller's calendar as iCalendar: timed in UTC, all-day as dates, text escaped", async () => {
    const [timed] = await createListed(
      t,
      u.alice,
      originalBody({
        title: '导出, 会议; 甲',
        content: '第一行\n第二行',
        urgent: '3',
        startDay: at('2033-01-05 00:00'),
        toUserIds: [u.bob.id],
      }),
    );
    await createListed(
      t,
      u.alice,
      originalBody({
        title: `导出全天${'长'.repeat(30)}`,
        allDay: 1,
        startDay: at('2033-01-06 00:00'),
        endDay: at('2033-01-07 00:00'),
      }),
    );
    await createListed(t, u.carol, originalBody({ title: '别人的', startDay: at('2033-01-05 00:00') }));

    const res = await scheduleCall(
      t,
      u.alice,
      'GET',
      '/Actions/Export?startTime=2033-01-01 00:00&endTime=2033-02-01 00:00',
    );
    expect(res.status).toBe(200);
    expect(res.raw.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.raw.headers['content-disposition']).toContain('attachment; filename="schedule.ics"');
    const text = res.raw.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain(`UID:${timed?.id}@schedule`);
    expect(unfolded).toContain('DTSTART:20330105T010000Z\r\nDTEND:20330105T020000Z');
    expect(unfolded).toContain('SUMMARY:导出\\, 会议\\; 甲');
    expect(unfolded).toContain('DESCRIPTION:第一行\\n第二行');
    expect(unfolded).toContain('PRIORITY:1');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20330106\r\nDTEND;VALUE=DATE:20330108');
    expect(unfolded).not.toContain('别人的');
    // A long line is folded at 75 octets, never inside a character.
    expect(text).toContain('\r\n ');
    expect(unfolded).toContain(`SUMMARY:导出全天${'长'.repeat(30)}`);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const bobs = await scheduleCall(
      t,
      u.bob,
      'GET',
      '/Actions/Export?startTime=2033-01-01 00:00&endTime=2033-02-01 00:00',
    );
    expect(bobs.raw.body).toContain('导出\\, 会议');
    expect(bobs.raw.body).not.toContain('导出全天');

    const bad = await scheduleCall(t, u.alice, 'GET', '/Actions/Export?startTime=2033-01-01&endTime=nope');
    expect(bad.body.code).toBe(400);
  });
});
