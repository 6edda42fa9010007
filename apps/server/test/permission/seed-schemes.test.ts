import { MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleSchemes, modules } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { loginToken, setPassword } from '../oauth/oauth-helpers.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The seeded data schemes of the user menu (seed-schemes.ts): ready to grant, and the platform
 * operator keeps their whole list when an administrator turns data authorization on.
 */

const t = useTestApp();
let userMenu: string;
beforeAll(async () => {
  const [menu] = await t.ctx.db.select().from(modules).where(eq(modules.enCode, MenuCode.permissionUser));
  userMenu = menu?.id ?? '';
});

describe('seeded data schemes of the user menu', () => {
  it('offers all data, own organization, own organization and below, and oneself', async () => {
    const rows = await t.ctx.db
      .select({ fullName: moduleSchemes.fullName, allData: moduleSchemes.allData })
      .from(moduleSchemes)
      .where(and(eq(moduleSchemes.moduleId, userMenu), eq(moduleSchemes.enabledMark, 1)))
      .orderBy(moduleSchemes.sortCode);
    expect(rows).toEqual([
      { fullName: '全部数据', allData: 1 },
      { fullName: '本组织', allData: 0 },
      { fullName: '本组织及下级', allData: 0 },
      { fullName: '仅本人', allData: 0 },
    ]);
  });

  it('lets the platform operator keep every user in view when data authorization is turned on', async () => {
    await setPassword(t, 'wangwu', 'Wangwu#2026');
    const token = await loginToken(t, 'wangwu', 'Wangwu#2026');
    const total = async () =>
      (await t.call({ method: 'GET', url: '/api/permission/Users', token })).body.data.pagination.total;
    const before = await total();
    expect(before).toBeGreaterThan(1);
    await t.ctx.db.update(modules).set({ isDataAuthorize: 1 }).where(eq(modules.id, userMenu));
    await bumpPermissionVersion(t.ctx);
    expect(await total()).toBe(before);
  });
});
