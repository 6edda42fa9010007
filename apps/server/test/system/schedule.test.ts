import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schedules } from '../../src/db/schema/index.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import {
  at,
  createListed,
  listOf,
  originalBody,
  scheduleCall,
  scheduleMessagesOf,
} from './schedule-fixtures.ts';

/*
 * 日程 through HTTP with the original client's shapes: create, the calendar's list, the edit form's
 * read, the view dialog's detail, who may read, edit and delete, and the refusals.
 */

const t = useTestApp();
const u = useFixtures(async () => ({
  alice: await createUser(t, { realName: '爱丽丝' }),
  bob: await createUser(t, { realName: '鲍勃' }),
  carol: await createUser(t),
}));
const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => scheduleCall(t, user, method, url, payload, headers);

describe('schedule', () => {
  it("creates a timed entry from the original dialog's body and lists it for the creator and participants", async () => {
    const res = await call(u.alice, 'POST', '', originalBody({ title: '周会-列表', toUserIds: [u.bob.id] }));
    expect(res.body).toMatchObject({ code: 200, msg: '新建成功' });

    const [row] = (await listOf(t, u.alice, '2031-03-01 00:00', '2031-04-01 00:00')).filter(
      (r) => r.title === '周会-列表',
    );
    expect(row).toMatchObject({
      category: null,
      urgent: '1',
      allDay: 0,
      startDay: at('2031-03-10 09:00'),
      startTime: '09:00',
      endDay: at('2031-03-10 10:00'),
      endTime: '10:00',
      duration: 60,
      reminderTime: -2,
      reminderType: 1,
      repetition: 1,
      repeatTime: null,
      color: '#FFFFFF',
      creatorUserId: u.alice.id,
    });
    const bobs = await listOf(t, u.bob, '2031-03-10 00:00', '2031-03-11 00:00');
    expect(bobs.map((r) => r.id)).toContain(row?.id);
    expect(await listOf(t, u.carol, '2031-03-10 00:00', '2031-03-11 00:00')).toEqual([]);
    // Outside the range it is not listed.
    const april = await listOf(t, u.alice, '2031-04-01 00:00', '2031-05-01 00:00');
    expect(april.map((r) => r.id)).not.toContain(row?.id);
    // The participant was told; the creator was not.
    expect((await scheduleMessagesOf(t, u.bob.id)).map((m) => m.body)).toContainEqual({
      groupId: row?.groupId,
      id: row?.id,
      type: '2',
    });
    expect(await scheduleMessagesOf(t, u.alice.id)).toEqual([]);
  });

  it('runs an all-day entry from 00:00 to 23:59:59, listed with the next midnight as its end', async () => {
    const [row] = await createListed(
      t,
      u.alice,
      originalBody({
        title: '全天',
        allDay: 1,
        startDay: at('2031-05-02 15:30'),
        endDay: at('2031-05-03 08:00'),
      }),
    );
    expect(row).toMatchObject({
      allDay: 1,
      startDay: at('2031-05-02 00:00'),
      startTime: '00:00',
      endDay: at('2031-05-04 00:00'),
      endTime: '23:59',
    });
    const stored = await t.ctx.db
      .select()
      .from(schedules)
      .where(eq(schedules.id, row?.id ?? ''));
    expect(stored[0]?.endDay.getTime()).toBe(at('2031-05-04 00:00') - 1000);
  });

  it("reads the entry to edit and the view dialog's detail, to its creator and participants only", async () => {
    const [row] = await createListed(
      t,
      u.alice,
      originalBody({ title: '评审', urgent: '3', content: '带上材料', toUserIds: [u.bob.id] }),
    );
    const info = await call(u.alice, 'GET', `/${row?.id}`);
    expect(info.body.data).toMatchObject({ id: row?.id, title: '评审', urgent: '3', toUserIds: [u.bob.id] });
    expect((await call(u.bob, 'GET', `/${row?.id}`)).body.code).toBe(200);
    const hidden = await call(u.carol, 'GET', `/${row?.id}`);
    expect(hidden.body).toMatchObject({ code: 404, msg: '该日程已被删除' });

    const detail = await call(u.bob, 'GET', `/detail/?groupId=${row?.groupId}&id=${row?.id}`);
    expect(detail.body.data).toMatchObject({
      title: '评审',
      content: '带上材料',
      urgent: '紧急',
      // Without a category the dialog shows none.
      category: '',
      type: '',
      creatorUserId: `爱丽丝/${u.alice.account}`,
      toUserIds: `鲍勃/${u.bob.account}`,
      repetition: 1,
      isCreator: false,
    });
    const byGroup = await call(u.alice, 'GET', `/detail?groupId=${row?.groupId}&id=`, undefined, {
      'accept-language': 'en-US',
    });
    expect(byGroup.body.data).toMatchObject({ id: row?.id, urgent: 'Urgent', isCreator: true });
    expect((await call(u.carol, 'GET', `/detail?id=${row?.id}`)).body.code).toBe(404);
  });

  it('lets only the creator edit; a participant is refused and nothing changes', async () => {
    const [row] = await createListed(t, u.alice, originalBody({ title: '改前', toUserIds: [u.bob.id] }));
    const refused = await call(u.bob, 'PUT', `/${row?.id}/3`, originalBody({ title: '被改' }));
    expect(refused.body).toMatchObject({ code: 401, msg: '只有日程的创建人可以修改日程' });
    expect((await call(u.carol, 'PUT', `/${row?.id}/3`, originalBody({ title: '被改' }))).body.code).toBe(
      404,
    );
    expect((await call(u.alice, 'GET', `/${row?.id}`)).body.data.title).toBe('改前');

    const res = await call(u.alice, 'PUT', `/${row?.id}/3`, {
      ...originalBody({ title: '改后', startTime: '14:00', duration: 30, toUserIds: [u.bob.id] }),
      id: row?.id,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    const info = (await call(u.alice, 'GET', `/${row?.id}`)).body.data;
    expect(info).toMatchObject({
      title: '改后',
      startDay: at('2031-03-10 14:00'),
      endDay: at('2031-03-10 14:30'),
      endTime: '14:30',
    });
    const told = (await scheduleMessagesOf(t, u.bob.id)).filter((m) => m.body.id === row?.id);
    expect(told.map((m) => m.title)).toContain('日程已修改：改后');
  });

  it('deletes: a participant leaves the entry, the creator removes it and tells the participants', async () => {
    const [row] = await createListed(
      t,
      u.alice,
      originalBody({ title: '删除', toUserIds: [u.bob.id, u.carol.id] }),
    );
    for (const scope of ['0', '4', 'x']) {
      const res = await call(u.alice, 'DELETE', `/${row?.id}/${scope}`);
      expect(res.body).toMatchObject({ code: 400, msg: '请选择日程' });
    }
    const left = await call(u.carol, 'DELETE', `/${row?.id}/3`);
    expect(left.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(u.carol, 'GET', `/${row?.id}`)).body.code).toBe(404);
    expect((await call(u.alice, 'GET', `/${row?.id}`)).body.data.toUserIds).toEqual([u.bob.id]);

    expect((await call(u.alice, 'DELETE', `/${row?.id}/3`)).body).toMatchObject({
      code: 200,
      msg: '删除成功',
    });
    expect(
      await t.ctx.db
        .select()
        .from(schedules)
        .where(eq(schedules.id, row?.id ?? '')),
    ).toEqual([]);
    expect((await scheduleMessagesOf(t, u.bob.id)).map((m) => m.body)).toContainEqual({
      groupId: row?.groupId,
      id: row?.id,
      type: '3',
    });
    expect((await call(u.alice, 'DELETE', `/${row?.id}/3`)).body.code).toBe(404);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ title: '' }, 400, /title/],
      [
        { title: '倒序', startTime: '10:00', endTime: '09:00', duration: -1 },
        400,
        '结束时间必须晚于开始时间',
      ],
      [{ title: '无人', toUserIds: ['no-such-user'] }, 400, '参与人不存在：no-such-user'],
      [{ title: '多余', hacker: true }, 400, /hacker/],
      [{ title: '不结束', repetition: '2', repeatTime: '' }, 400, '请选择结束重复'],
      [
        { title: '倒重复', repetition: '2', repeatTime: at('2031-03-01 00:00') },
        400,
        '结束重复必须晚于开始时间',
      ],
      [{ title: '太多', repetition: '2', repeatTime: at('2034-03-10 00:00') }, 400, /最多1000次/],
      [{ title: '紧急度', urgent: '9' }, 400, /urgent/],
      [{ title: '时刻', startTime: '25:00' }, 400, /startTime/],
    ];
    for (const [changes, code, msg] of cases) {
      const res = await call(u.alice, 'POST', '', originalBody(changes));
      expect({ changes, code: res.body.code }).toEqual({ changes, code });
      expect(res.body.msg).toMatch(msg);
    }
    const titles = (await t.ctx.db.select({ title: schedules.title }).from(schedules)).map((r) => r.title);
    for (const [changes] of cases) expect(titles).not.toContain(changes.title);

    for (const query of ['startTime=2031-03-01&endTime=bad', 'startTime=2031-03-01&endTime=2033-03-01']) {
      const res = await call(u.alice, 'GET', `?${query}`);
      expect(res.body.code).toBe(400);
    }
  });
});
