import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, systems } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { caller, pageMenu, systemIdByCode } from './menu-fixtures.ts';

/* Systems (应用) under /api/system/System, managed on the menu page (issue 3). */

const BASE = '/api/system/System';

const t = useTestApp();
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  const admin = await createUser(t, { isAdministrator: true });
  api = caller(t, admin.token);
});

describe('systems', () => {
  it('lists the seeded systems by sort code and filters by keyword', async () => {
    const all = await api.get(BASE);
    expect(all.body.code).toBe(200);
    expect(all.body.data.list.map((s: { enCode: string }) => s.enCode).slice(0, 2)).toEqual(['main', 'work']);
    expect(all.body.data.list[0]).toMatchObject({ fullName: '业务平台', isMain: 1, enabledMark: 1 });
    const found = await api.get(BASE, { keyword: '协同' });
    expect(found.body.data.list.map((s: { enCode: string }) => s.enCode)).toEqual(['work']);
  });

  it('creates, reads, updates and deletes a system; the change reaches CurrentUser', async () => {
    const code = uniqueCode('sys');
    const created = await api.post(BASE, {
      fullName: '测试系统',
      enCode: code,
      icon: 'AppstoreOutlined',
      sortCode: 5,
    });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id;
    expect((await api.get(`${BASE}/${id}`)).body.data).toMatchObject({
      enCode: code,
      isMain: 0,
      sortCode: 5,
    });

    // With a menu the system appears in the admin's system switch.
    const menu = await api.post('/api/system/Menu', pageMenu(id, uniqueCode('p')));
    expect(menu.body.code).toBe(200);
    const current = await api.get('/api/oauth/CurrentUser');
    expect(current.body.data.userInfo.systemIds.map((s: { id: string }) => s.id)).toContain(id);

    const updated = await api.put(`${BASE}/${id}`, { fullName: '测试系统2', enCode: code, enabledMark: 0 });
    expect(updated.body).toMatchObject({ code: 200, msg: '更新成功' });
    const afterDisable = await api.get('/api/oauth/CurrentUser');
    expect(afterDisable.body.data.userInfo.systemIds.map((s: { id: string }) => s.id)).not.toContain(id);

    // Refused while it has menus; allowed once they are gone.
    const blocked = await api.del(`${BASE}/${id}`);
    expect(blocked.body).toMatchObject({ code: 400, msg: '该系统下还有菜单，不能删除' });
    await api.del(`/api/system/Menu/${menu.body.data.id}`);
    const grant = { id: newId(), itemType: 'system', itemId: id, objectType: 'Role', objectId: 'r1' };
    await t.ctx.db.insert(authorizations).values(grant);
    expect((await api.del(`${BASE}/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await api.get(`${BASE}/${id}`)).body.code).toBe(404);
    const grants = await t.ctx.db
      .select()
      .from(authorizations)
      .where(and(eq(authorizations.itemType, 'system'), eq(authorizations.itemId, id)));
    expect(grants).toEqual([]);
  });

  it('refuses a duplicate code, a bad code and fields it does not accept (isMain, id)', async () => {
    const dup = await api.post(BASE, { fullName: '重复', enCode: 'main' });
    expect(dup.body).toMatchObject({ code: 400, msg: '系统编码已存在：main' });
    const bad = await api.post(BASE, { fullName: '坏编码', enCode: '.bad' });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('编码只能输入英文、数字和小数点');
    for (const extra of [{ isMain: 1 }, { id: 'chosen-id' }]) {
      const res = await api.post(BASE, { fullName: '多余', enCode: uniqueCode('x'), ...extra });
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(Object.keys(extra)[0]);
    }
    const work = await systemIdByCode(t, 'work');
    const renamed = await api.put(`${BASE}/${work}`, { fullName: '协同办公', enCode: 'main' });
    expect(renamed.body).toMatchObject({ code: 400, msg: '系统编码已存在：main' });
    const [row] = await t.ctx.db.select().from(systems).where(eq(systems.id, work));
    expect(row?.enCode).toBe('work');
  });

  it('never deletes or disables the main system', async () => {
    const main = await systemIdByCode(t, 'main');
    expect((await api.del(`${BASE}/${main}`)).body).toMatchObject({ code: 400, msg: '主系统不能删除或禁用' });
    const off = await api.put(`${BASE}/${main}`, { fullName: '业务平台', enCode: 'main', enabledMark: 0 });
    expect(off.body).toMatchObject({ code: 400, msg: '主系统不能删除或禁用' });
    expect((await api.get(`${BASE}/${main}`)).body.data.enabledMark).toBe(1);
  });

  it('answers 404 for an unknown system and 401 without the menu grant', async () => {
    expect((await api.get(`${BASE}/nope`)).body.code).toBe(404);
    const plain = await createUser(t);
    expect((await caller(t, plain.token).get(BASE)).body.code).toBe(401);
  });
});
