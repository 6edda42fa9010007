import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schedules } from '../../src/db/schema/index.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { at, createListed, listOf, originalBody, scheduleCall } from './schedule-fixtures.ts';

/*
 * 日程 series: a repetition stored as one row per occurrence sharing a group, and the edit and delete
 * scopes (1 this one, 2 this and the following, 3 all), each one transaction.
 */

const t = useTestApp();
const u = useFixtures(async () => ({ alice: await createUser(t), bob: await createUser(t) }));

const weekly = (title: string, changes: Record<string, unknown> = {}) =>
  originalBody({
    title,
    startDay: at('2031-03-03 00:00'),
    repetition: '3',
    repeatTime: at('2031-03-31 12:00'),
    toUserIds: [u.bob.id],
    ...changes,
  });
const startsOf = (rows: { startDay: number }[]) => rows.map((r) => r.startDay);

describe('schedule series', () => {
  it('stores a weekly repetition as one occurrence per week up to the end day, sharing a group', async () => {
    const rows = await createListed(t, u.alice, weekly('每周'));
    expect(startsOf(rows)).toEqual(['03', '10', '17', '24', '31'].map((day) => at(`2031-03-${day} 09:00`)));
    expect(new Set(rows.map((r) => r.groupId)).size).toBe(1);
    expect(rows.every((r) => r.repeatTime === at('2031-03-31 23:59') + 59_000 && r.repetition === 3)).toBe(
      true,
    );
    // The participant's calendar shows every occurrence too.
    const bobs = (await listOf(t, u.bob, '2031-03-01 00:00', '2031-04-01 00:00')).filter(
      (r) => r.title === '每周',
    );
    expect(bobs).toHaveLength(5);
  });

  it('repeats daily, monthly (a month-end day clamped) and yearly', async () => {
    const daily = await createListed(
      t,
      u.alice,
      originalBody({ title: '每天', repetition: '2', repeatTime: at('2031-03-12 00:00') }),
    );
    expect(startsOf(daily)).toEqual(['10', '11', '12'].map((d) => at(`2031-03-${d} 09:00`)));

    const monthly = await createListed(
      t,
      u.alice,
      originalBody({
        title: '月末',
        allDay: 1,
        startDay: at('2031-01-31 00:00'),
        endDay: at('2031-01-31 00:00'),
        repetition: '4',
        repeatTime: at('2031-04-30 00:00'),
      }),
    );
    expect(startsOf(monthly)).toEqual(
      ['2031-01-31', '2031-02-28', '2031-03-31', '2031-04-30'].map((d) => at(`${d} 00:00`)),
    );

    const yearly = await createListed(
      t,
      u.alice,
      originalBody({ title: '每年', repetition: '5', repeatTime: at('2033-06-01 00:00') }),
      ['2031-01-01 00:00', '2032-02-01 00:00'],
    );
    expect(startsOf(yearly)).toEqual([at('2031-03-10 09:00')]);
    const stored = await t.ctx.db
      .select()
      .from(schedules)
      .where(eq(schedules.groupId, yearly[0]?.groupId ?? ''));
    expect(stored.map((r) => r.startDay.getTime()).sort()).toEqual([
      at('2031-03-10 09:00'),
      at('2032-03-10 09:00'),
      at('2033-03-10 09:00'),
    ]);
  });

  it('deletes one occurrence, then this and the following (the earlier ones now end there), then all', async () => {
    const rows = await createListed(t, u.alice, weekly('删系列'));
    const call = (id: string | undefined, scope: number) =>
      scheduleCall(t, u.alice, 'DELETE', `/${id}/${scope}`);

    expect((await call(rows[2]?.id, 1)).body.code).toBe(200);
    let left = await listOf(t, u.alice, '2031-03-01 00:00', '2031-04-01 00:00');
    expect(startsOf(left.filter((r) => r.title === '删系列'))).toEqual(
      ['03', '10', '24', '31'].map((d) => at(`2031-03-${d} 09:00`)),
    );

    expect((await call(rows[3]?.id, 2)).body.code).toBe(200);
    left = (await listOf(t, u.alice, '2031-03-01 00:00', '2031-04-01 00:00')).filter(
      (r) => r.title === '删系列',
    );
    expect(startsOf(left)).toEqual(['03', '10'].map((d) => at(`2031-03-${d} 09:00`)));
    expect(left.map((r) => r.repeatTime)).toEqual([
      at('2031-03-10 23:59') + 59_000,
      at('2031-03-10 23:59') + 59_000,
    ]);

    expect((await call(rows[1]?.id, 3)).body.code).toBe(200);
    expect(
      await t.ctx.db
        .select()
        .from(schedules)
        .where(eq(schedules.groupId, rows[0]?.groupId ?? '')),
    ).toEqual([]);
  });

  it('a participant deleting this and the following leaves those occurrences only', async () => {
    const rows = await createListed(t, u.alice, weekly('参与者离开'));
    expect((await scheduleCall(t, u.bob, 'DELETE', `/${rows[3]?.id}/2`)).body.code).toBe(200);
    const bobs = (await listOf(t, u.bob, '2031-03-01 00:00', '2031-04-01 00:00')).filter(
      (r) => r.title === '参与者离开',
    );
    expect(bobs.map((r) => r.id)).toEqual(rows.slice(0, 3).map((r) => r.id));
    const alices = (await listOf(t, u.alice, '2031-03-01 00:00', '2031-04-01 00:00')).filter(
      (r) => r.title === '参与者离开',
    );
    expect(alices).toHaveLength(5);
  });

  it('edits this and the following as a new series from the edited occurrence, keeping the replaced ids', async () => {
    const rows = await createListed(t, u.alice, weekly('改系列'));
    const third = rows[2];
    const res = await scheduleCall(t, u.alice, 'PUT', `/${third?.id}/2`, {
      ...weekly('改系列', { startDay: third?.startDay, startTime: '15:00' }),
      id: third?.id,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    const after = (await listOf(t, u.alice, '2031-03-01 00:00', '2031-04-01 00:00')).filter(
      (r) => r.title === '改系列',
    );
    expect(startsOf(after)).toEqual([
      at('2031-03-03 09:00'),
      at('2031-03-10 09:00'),
      at('2031-03-17 15:00'),
      at('2031-03-24 15:00'),
      at('2031-03-31 15:00'),
    ]);
    expect(after.map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(after[0]?.groupId).toBe(rows[0]?.groupId);
    expect(after[2]?.groupId).not.toBe(rows[0]?.groupId);
    expect(after[3]?.groupId).toBe(after[2]?.groupId);
    expect(after[0]?.repeatTime).toBe(at('2031-03-10 23:59') + 59_000);
  });

  it('edits one occurrence into a single entry and leaves the rest of the series alone', async () => {
    const rows = await createListed(t, u.alice, weekly('改一次'));
    const res = await scheduleCall(t, u.alice, 'PUT', `/${rows[1]?.id}/1`, {
      ...weekly('改一次-单独', { startDay: rows[1]?.startDay }),
      id: rows[1]?.id,
    });
    expect(res.body.code).toBe(200);
    const one = (await scheduleCall(t, u.alice, 'GET', `/${rows[1]?.id}`)).body.data;
    expect(one).toMatchObject({ title: '改一次-单独', repetition: 1, repeatTime: null });
    expect(one.groupId).not.toBe(rows[0]?.groupId);
    const rest = await t.ctx.db
      .select()
      .from(schedules)
      .where(eq(schedules.groupId, rows[0]?.groupId ?? ''));
    expect(rest.map((r) => r.title)).toEqual(['改一次', '改一次', '改一次', '改一次']);
    expect((await scheduleCall(t, u.alice, 'PUT', `/${rows[1]?.id}/`, weekly('x'))).body.code).not.toBe(200);
    expect((await scheduleCall(t, u.alice, 'PUT', `/${rows[1]?.id}/5`, weekly('x'))).body).toMatchObject({
      code: 400,
      msg: '请选择日程',
    });
  });
});
