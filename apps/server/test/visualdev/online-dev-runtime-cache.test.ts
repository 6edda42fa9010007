import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modules, visualDesignReleases } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeDesign, runtimeListBody } from './online-dev-fixtures.ts';
import { designCall } from './visual-dev-fixtures.ts';

/*
 * The runtime keeps a design's released copy and its menus while the permission version holds: what the
 * platform changes through its own calls (menu state, a design's removal, a release) is seen by the very
 * next call; a row changed behind its back is read again once the version moves.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const list = (design: { id: string; menuId: string }) =>
  onlineCall(t, admin, 'POST', `/${design.id}/List`, runtimeListBody(design.menuId));

describe('在线开发 runtime: kept releases and menus', () => {
  it('sees a menu switched off, and on again, at the next call', async () => {
    const design = await runtimeDesign(t, admin);
    expect((await list(design)).body.code).toBe(200);
    const state = () =>
      t.call({ method: 'PUT', url: `/api/system/Menu/${design.menuId}/Actions/State`, token: admin.token });
    expect((await state()).body.code).toBe(200);
    expect((await list(design)).body.code).toBe(401);
    expect((await state()).body.code).toBe(200);
    expect((await list(design)).body.code).toBe(200);
  });

  it('sees a removed design at the next call', async () => {
    const design = await runtimeDesign(t, admin);
    expect((await list(design)).body.code).toBe(200);
    expect((await designCall(t, admin, 'DELETE', `/${design.id}`)).body.code).toBe(200);
    expect((await list(design)).body).toMatchObject({ code: 404 });
  });

  it('reads rows changed behind its back again once the permission version moves', async () => {
    const design = await runtimeDesign(t, admin);
    const columns = () => onlineCall(t, admin, 'GET', `/${design.id}/Config`);
    expect((await list(design)).body.code).toBe(200);
    const before = (await columns()).body.data;
    await t.ctx.db
      .update(visualDesignReleases)
      .set({ fullName: '改名后的设计' })
      .where(eq(visualDesignReleases.id, design.id));
    await t.ctx.db.update(modules).set({ enabledMark: 0 }).where(eq(modules.id, design.menuId));
    expect((await columns()).body.data.fullName).toBe(before.fullName);
    expect((await list(design)).body.code).toBe(200);

    await bumpPermissionVersion(t.ctx);
    expect((await list(design)).body.code).not.toBe(200);
    await t.ctx.db.update(modules).set({ enabledMark: 1 }).where(eq(modules.id, design.menuId));
    await bumpPermissionVersion(t.ctx);
    expect((await columns()).body.data.fullName).toBe('改名后的设计');
  });
});
