import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionaryData } from '../../src/db/schema/index.ts';
import { clearDictionaryCache } from '../../src/modules/system/dictionary/dictionary-cache.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { createListed, originalBody, scheduleCall, scheduleCategories } from './schedule-fixtures.ts';

/*
 * 日程类型: the category is an entry of the seeded scheduleType dictionary, kept by the entry's id,
 * shown by its name in the caller's language; anything else is refused.
 */

const t = useTestApp();
const u = useFixtures(async () => ({ alice: await createUser(t), bob: await createUser(t) }));

describe('schedule category', () => {
  it('seeds the 日程类型 dictionary with its names in three languages', async () => {
    const zh = await scheduleCategories(t, u.alice);
    expect(zh.map((c) => [c.enCode, c.fullName])).toEqual([
      ['work', '工作'],
      ['meeting', '会议'],
      ['trip', '出差'],
      ['personal', '个人'],
      ['other', '其他'],
    ]);
    const en = await scheduleCategories(t, u.alice, 'en-US');
    expect(en.map((c) => c.fullName)).toEqual(['Work', 'Meeting', 'Business Trip', 'Personal', 'Other']);
    const tw = await scheduleCategories(t, u.alice, 'zh-TW');
    expect(tw.find((c) => c.enCode === 'meeting')?.fullName).toBe('會議');
  });

  it("keeps the entry's id (sent as the original's `type` or as `category`) and shows its name", async () => {
    const [work, meeting] = await scheduleCategories(t, u.alice);
    const [row] = await createListed(
      t,
      u.alice,
      originalBody({ title: '类型-原样', type: meeting?.id, toUserIds: [u.bob.id] }),
    );
    expect(row?.category).toBe(meeting?.id);
    const detail = await scheduleCall(t, u.bob, 'GET', `/detail?id=${row?.id}`, undefined, {
      'accept-language': 'en-US',
    });
    expect(detail.body.data).toMatchObject({ category: 'Meeting', type: 'Meeting' });

    const [other] = await createListed(
      t,
      u.alice,
      originalBody({ title: '类型-两者', type: meeting?.id, category: work?.id }),
    );
    expect(other?.category).toBe(work?.id);
    const zh = await scheduleCall(t, u.alice, 'GET', `/detail?id=${other?.id}`);
    expect(zh.body.data).toMatchObject({ category: '工作', type: '工作' });
  });

  it("refuses a category that is no entry of 日程类型, in the caller's language", async () => {
    const [work] = await scheduleCategories(t, u.alice);
    const before = await createListed(t, u.alice, originalBody({ title: '类型-拒绝', type: work?.id }));
    for (const [language, msg] of [
      ['zh-CN', '日程类型不存在，请重新选择类型'],
      ['zh-TW', '日程類型不存在，請重新選擇類型'],
      ['en-US', 'No such schedule category: choose the category again'],
    ] as const) {
      const res = await scheduleCall(
        t,
        u.alice,
        'POST',
        '',
        originalBody({ title: '类型-拒绝', type: 'cat-unknown' }),
        { 'accept-language': language },
      );
      expect(res.body).toMatchObject({ code: 400, msg });
    }
    // An entry of another dictionary is no category either.
    const [sex] = await t.ctx.db
      .select({ id: dictionaryData.id })
      .from(dictionaryData)
      .where(eq(dictionaryData.dictionaryTypeId, 'dict-sex'));
    const foreign = await scheduleCall(t, u.alice, 'POST', '', originalBody({ category: sex?.id }));
    expect(foreign.body.code).toBe(400);
    const edit = await scheduleCall(
      t,
      u.alice,
      'PUT',
      `/${before[0]?.id}/3`,
      originalBody({ title: '类型-拒绝', category: 'cat-unknown' }),
    );
    expect(edit.body.code).toBe(400);
    const after = await createListed(t, u.alice, originalBody({ title: '类型-拒绝-无', type: '' }));
    expect(after[0]?.category).toBeNull();
  });

  it('lets an edit keep a category whose entry has since been disabled', async () => {
    const categories = await scheduleCategories(t, u.alice);
    const trip = categories.find((c) => c.enCode === 'trip');
    const [row] = await createListed(t, u.alice, originalBody({ title: '类型-停用', type: trip?.id }));
    await t.ctx.db
      .update(dictionaryData)
      .set({ enabledMark: 0 })
      .where(eq(dictionaryData.id, trip?.id ?? ''));
    try {
      await clearDictionaryCache(t.ctx);
      const kept = await scheduleCall(
        t,
        u.alice,
        'PUT',
        `/${row?.id}/3`,
        originalBody({ title: '类型-停用-改', type: trip?.id }),
      );
      expect(kept.body.code).toBe(200);
      const fresh = await scheduleCall(t, u.alice, 'POST', '', originalBody({ type: trip?.id }));
      expect(fresh.body.code).toBe(400);
    } finally {
      await t.ctx.db
        .update(dictionaryData)
        .set({ enabledMark: 1 })
        .where(eq(dictionaryData.id, trip?.id ?? ''));
      await clearDictionaryCache(t.ctx);
    }
  });
});
