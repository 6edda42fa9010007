import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modules, translations } from '../../src/db/schema/index.ts';
import { MENU_NAME_TRANSLATIONS, seedTranslations } from '../../src/db/seed/seed-translations.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { caller, pageMenu, systemIdByCode } from '../system/menu-fixtures.ts';

/*
 * Menu, system and configured names are data with translations of their own: CurrentUser, the menu
 * list and the parent picker answer in the request's language (Accept-Language), zh-CN where a name
 * has no translation or the language is unknown.
 */

const t = useTestApp();
const admin = useAdminUser(t);

interface Node {
  id: string;
  enCode: string;
  fullName: string;
  children: Node[];
}
const flatten = (list: Node[]): Node[] => list.flatMap((n) => [n, ...flatten(n.children)]);
const nameOf = (list: Node[], code: string) => flatten(list).find((n) => n.enCode === code)?.fullName;

async function currentUser(language?: string) {
  const res = await t.call({
    method: 'GET',
    url: '/api/oauth/CurrentUser',
    token: admin.token,
    headers: language ? { 'accept-language': language } : {},
  });
  expect(res.body.code).toBe(200);
  return res.body.data as {
    menuList: Node[];
    permissionList: { moduleName: string }[];
    routerList: { enCode: string; fullName: string }[];
    userInfo: { systemIds: { name: string }[] };
    sysConfigInfo: { sysName: string; title: string };
  };
}

describe('CurrentUser in the caller language', () => {
  it('answers English menu, breadcrumb and system names under en-US', async () => {
    const data = await currentUser('en-US,en;q=0.9');
    expect(nameOf(data.menuList, 'permission')).toBe('Organization');
    expect(nameOf(data.menuList, 'permission.user')).toBe('Users');
    expect(data.permissionList.map((p) => p.moduleName)).toContain('Users');
    expect(data.routerList.find((s) => s.enCode === 'main')?.fullName).toBe('Business Platform');
    expect(data.userInfo.systemIds.map((s) => s.name)).toContain('Business Platform');
    expect(data.sysConfigInfo.sysName).toBe('SME Digital Transformation Service Platform');
  });

  it('answers traditional Chinese under zh-TW', async () => {
    const data = await currentUser('zh-TW');
    expect(nameOf(data.menuList, 'permission.user')).toBe('使用者管理');
    expect(nameOf(data.menuList, 'system.menu')).toBe('選單管理');
    expect(data.routerList.find((s) => s.enCode === 'main')?.fullName).toBe('業務平台');
    expect(data.sysConfigInfo.sysName).toBe('中小企業數位化轉型公共服務平台');
  });

  it('falls back to simplified Chinese for an unknown or missing language', async () => {
    for (const language of ['fr-FR', undefined]) {
      const data = await currentUser(language);
      expect(nameOf(data.menuList, 'permission.user')).toBe('用户管理');
      expect(data.routerList.find((s) => s.enCode === 'main')?.fullName).toBe('业务平台');
      expect(data.sysConfigInfo.sysName).toBe('中小企业数字化转型公共服务平台');
    }
  });

  it('keeps the own name of a menu without a translation, and serves one once it exists', async () => {
    const api = caller(t, admin.token);
    const code = `lang${Date.now().toString(36)}`;
    const created = await api.post('/api/system/Menu', pageMenu(await systemIdByCode(t, 'main'), code));
    const id: string = created.body.data.id;
    expect(nameOf((await currentUser('en-US')).menuList, code)).toBe(`页面${code}`);

    await t.ctx.db
      .insert(translations)
      .values({ entity: 'module', entityId: id, field: 'fullName', language: 'en-US', text: `Page ${code}` });
    await bumpPermissionVersion(t.ctx);
    expect(nameOf((await currentUser('en-US')).menuList, code)).toBe(`Page ${code}`);
    expect(nameOf((await currentUser('zh-TW')).menuList, code)).toBe(`页面${code}`);

    await api.del(`/api/system/Menu/${id}`);
    const left = await t.ctx.db.select().from(translations).where(eq(translations.entityId, id));
    expect(left).toEqual([]);
  });
});

describe('menu administration in the caller language', () => {
  it('lists and offers parents by translated names; the edit form reads the zh-CN name', async () => {
    const main = await systemIdByCode(t, 'main');
    const list = (language: string) =>
      t.call({
        method: 'GET',
        url: '/api/system/Menu',
        token: admin.token,
        query: { systemId: main, category: 'Web' },
        headers: { 'accept-language': language },
      });
    const english = (await list('en-US')).body.data.list as Node[];
    expect(nameOf(english, 'permission.user')).toBe('Users');
    expect(nameOf((await list('zh-CN')).body.data.list, 'permission.user')).toBe('用户管理');

    const picker = await t.call({
      method: 'GET',
      url: '/api/system/Menu/Selector/0',
      token: admin.token,
      query: { systemId: main, category: 'Web' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(nameOf(picker.body.data.list, 'permission')).toBe('Organization');

    const id = flatten(english).find((n) => n.enCode === 'permission.user')?.id;
    const info = await t.call({
      method: 'GET',
      url: `/api/system/Menu/${id}`,
      token: admin.token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(info.body.data.fullName).toBe('用户管理');
  });

  it('lists the systems by translated names; the edit form reads the zh-CN name', async () => {
    const systems = await t.call({
      method: 'GET',
      url: '/api/system/System',
      token: admin.token,
      headers: { 'accept-language': 'en-US' },
    });
    const main = (systems.body.data.list as { id: string; enCode: string; fullName: string }[]).find(
      (s) => s.enCode === 'main',
    );
    expect(main?.fullName).toBe('Business Platform');
    const info = await t.call({
      method: 'GET',
      url: `/api/system/System/${main?.id}`,
      token: admin.token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(info.body.data.fullName).toBe('业务平台');
  });
});

describe('seeded translations of an existing database', () => {
  it('are written once into an empty table, skipping records renamed since the seed', async () => {
    const [renamed] = await t.ctx.db
      .select({ id: modules.id })
      .from(modules)
      .where(eq(modules.enCode, 'permission.role'));
    await t.ctx.db.delete(translations);
    await t.ctx.db.update(modules).set({ fullName: '角色与授权' }).where(eq(modules.id, renamed!.id));
    await seedTranslations(t.ctx.db);
    await bumpPermissionVersion(t.ctx);

    const data = await currentUser('en-US');
    expect(nameOf(data.menuList, 'permission.user')).toBe('Users');
    expect(nameOf(data.menuList, 'permission.role')).toBe('角色与授权');
    const roleRows = await t.ctx.db
      .select()
      .from(translations)
      .where(and(eq(translations.entity, 'module'), eq(translations.entityId, renamed!.id)));
    expect(roleRows).toEqual([]);

    // A second run changes nothing (the table is no longer empty).
    await t.ctx.db.delete(translations).where(eq(translations.entity, 'system'));
    await seedTranslations(t.ctx.db);
    const systemRows = await t.ctx.db.select().from(translations).where(eq(translations.entity, 'system'));
    expect(systemRows).toEqual([]);
  });

  it('cover every seeded menu', async () => {
    const seeded = await t.ctx.db.select({ code: modules.enCode }).from(modules);
    const missing = seeded
      .map((r) => r.code)
      .filter((code) => !code.startsWith('lang') && !MENU_NAME_TRANSLATIONS[code]);
    expect(missing).toEqual([]);
  });
});
