import { MenuCode } from '@platform/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorizations, groups, moduleButtons, modules } from '../../src/db/schema/index.ts';
import { menuId } from '../permission/authorize-fixtures.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, saveBody } from './online-dev-fixtures.ts';

/*
 * The first-start seed's dynamic dictionary: 扩展示例 › 动态功能 › 动态字典示例 (type 4) opens the
 * released 客户来源 dictionary with six entries, and 在线表单示例 chooses its 客户来源 from it.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const DICTIONARY = 'demo-dictionary';

type Option = { fullName: string; enCode: string };

describe('the seeded 动态字典示例', () => {
  it('is a type-4 menu holding the released dictionary with its buttons, granted to the demo group', async () => {
    const menu = await menuId(t, MenuCode.dynamicDictionary);
    const [row] = await t.ctx.db.select().from(modules).where(eq(modules.id, menu));
    expect(row).toMatchObject({
      type: 4,
      fullName: '动态字典示例',
      urlAddress: 'model/extend.dynamicDictionary',
    });
    expect(JSON.parse(row?.propertyJson ?? '{}')).toMatchObject({ moduleId: DICTIONARY });
    const buttons = await t.ctx.db.select().from(moduleButtons).where(eq(moduleButtons.moduleId, menu));
    expect(buttons.map((b) => b.enCode).sort()).toEqual([
      'btn_add',
      'btn_batchRemove',
      'btn_edit',
      'btn_remove',
    ]);

    const [group] = await t.ctx.db.select().from(groups).where(eq(groups.fullName, '项目协作组'));
    const granted = await t.ctx.db
      .select()
      .from(authorizations)
      .where(
        and(
          eq(authorizations.objectId, group?.id ?? ''),
          inArray(authorizations.itemId, [menu, ...buttons.map((b) => b.id)]),
        ),
      );
    expect(granted).toHaveLength(buttons.length + 1);

    const list = await onlineCall(t, admin, 'POST', `/${DICTIONARY}/List`, {
      currentPage: 1,
      pageSize: 20,
      menuId: menu,
      sidx: 'sortCode',
      sort: 'asc',
    });
    expect(list.body.code, list.body.msg).toBe(200);
    expect(list.body.data.list.map((r: Option) => r.fullName)).toEqual([
      '展会',
      '官网',
      '转介绍',
      '电话营销',
      '合作伙伴',
      '其他',
    ]);
  });

  it('feeds the 客户来源 choice of 在线表单示例', async () => {
    const reader = await createUser(t);
    const options = await onlineCall(t, reader, 'GET', `/${DICTIONARY}/DictionaryOptions`);
    expect(options.body.code, options.body.msg).toBe(200);
    expect(options.body.data.list.map((o: Option) => o.enCode)).toEqual([
      'exhibition',
      'website',
      'referral',
      'telemarketing',
      'partner',
      'other',
    ]);

    const save = (customerSource: string) =>
      onlineCall(
        t,
        admin,
        'POST',
        '/demo-form',
        saveBody({ customerName: '丽水山耕农业', customerSource, isActive: 1 }),
      );
    expect((await save('partner')).body.code).toBe(200);
    const refused = await save('radio');
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('客户来源');
  });
});
