import { ButtonCode, MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorizations,
  moduleButtons,
  modules,
  roles,
  userRelations,
  users,
} from '../../src/db/schema/index.ts';
import type { SessionUser } from '../../src/http/route.ts';
import { hasPermission } from '../../src/modules/permission/authority/authority.service.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import { loginToken, markPasswordChanged, setPassword } from '../oauth/oauth-helpers.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * hasPermission, behind every `permission` route, answers from the version-keyed permission cache:
 * grant writers call bumpPermissionVersion and the next request sees the change, with no new login.
 * Memberships and enabled flags are read live. The outbox route (menu message.smsOutbox) is the probe.
 */

const OUTBOX = '/api/message/SmsOutbox';
const MENU = MenuCode.msgSmsOutbox;

const t = useTestApp();
let lisi: { id: string; token: string; session: SessionUser };
let menuId: string;
let employeeRoleId: string;

beforeAll(async () => {
  await setPassword(t, 'lisi', 'Lisi#2026');
  await markPasswordChanged(t, 'lisi');
  const token = await loginToken(t, 'lisi', 'Lisi#2026');
  const [row] = await t.ctx.db.select().from(users).where(eq(users.account, 'lisi'));
  const [menu] = await t.ctx.db.select().from(modules).where(eq(modules.enCode, MENU));
  const [role] = await t.ctx.db.select().from(roles).where(eq(roles.enCode, 'employee'));
  if (!row || !menu || !role) throw new Error('seed is missing lisi, the outbox menu or the employee role');
  menuId = menu.id;
  employeeRoleId = role.id;
  lisi = {
    id: row.id,
    token,
    session: {
      userId: row.id,
      account: 'lisi',
      isAdministrator: false,
      sessionId: 'test',
      isLocked: false,
      hasInitialPassword: false,
    },
  };
});

const outboxCode = async () => (await t.call({ method: 'GET', url: OUTBOX, token: lisi.token })).body.code;

async function grant(objectType: string, objectId: string, itemType: string, itemId: string) {
  await t.ctx.db.insert(authorizations).values({ id: newId(), objectType, objectId, itemType, itemId });
}
async function revoke(objectType: string, objectId: string, itemId: string) {
  await t.ctx.db
    .delete(authorizations)
    .where(
      and(
        eq(authorizations.objectType, objectType),
        eq(authorizations.objectId, objectId),
        eq(authorizations.itemId, itemId),
      ),
    );
}

describe('permission routes answer from the cached grants', () => {
  it('denies by default, and lets administrators through', async () => {
    expect(await outboxCode()).toBe(401);
    expect(await hasPermission(t.ctx, lisi.session, 'no.such.menu')).toBe(false);
    expect(await hasPermission(t.ctx, { ...lisi.session, isAdministrator: true }, 'no.such.menu')).toBe(true);
  });

  it('shows a new grant on the next request after the version bump, without a new login', async () => {
    await grant('User', lisi.id, 'module', menuId);
    // Until the writer bumps the version, the cached answer stands: no grant query runs per request.
    expect(await outboxCode()).toBe(401);
    await bumpPermissionVersion(t.ctx);
    expect(await outboxCode()).toBe(200);
  });

  it('refuses again after the grant is revoked and the version bumped', async () => {
    await revoke('User', lisi.id, menuId);
    await bumpPermissionVersion(t.ctx);
    expect(await outboxCode()).toBe(401);
  });

  it('follows role grants, and membership and enabled flags on the request after the change', async () => {
    // Every service that writes these bumps the permission version; the holders are kept per version.
    const change = async (write: () => Promise<unknown>) => {
      await write();
      await bumpPermissionVersion(t.ctx);
    };
    await change(() => grant('Role', employeeRoleId, 'module', menuId));
    expect(await outboxCode()).toBe(200);

    await change(() => t.ctx.db.update(roles).set({ enabledMark: 0 }).where(eq(roles.id, employeeRoleId)));
    expect(await outboxCode()).toBe(401);
    await change(() => t.ctx.db.update(roles).set({ enabledMark: 1 }).where(eq(roles.id, employeeRoleId)));
    expect(await outboxCode()).toBe(200);

    const membership = and(eq(userRelations.userId, lisi.id), eq(userRelations.objectId, employeeRoleId));
    const [relation] = await t.ctx.db.select().from(userRelations).where(membership);
    await change(() => t.ctx.db.delete(userRelations).where(membership));
    expect(await outboxCode()).toBe(401);
    if (relation) await t.ctx.db.insert(userRelations).values(relation);
    await change(() => revoke('Role', employeeRoleId, menuId));
  });

  it('needs the named button on a held menu', async () => {
    const [detail] = await t.ctx.db
      .select()
      .from(moduleButtons)
      .where(and(eq(moduleButtons.moduleId, menuId), eq(moduleButtons.enCode, ButtonCode.detail)));
    if (!detail) throw new Error('the outbox menu has no btn_detail');
    const can = () => hasPermission(t.ctx, lisi.session, MENU, ButtonCode.detail);

    await grant('User', lisi.id, 'button', detail.id);
    await bumpPermissionVersion(t.ctx);
    expect(await can()).toBe(false); // the button without its menu

    await grant('User', lisi.id, 'module', menuId);
    await bumpPermissionVersion(t.ctx);
    expect(await can()).toBe(true);
    expect(await hasPermission(t.ctx, lisi.session, MENU, ButtonCode.remove)).toBe(false);

    await t.ctx.db.update(moduleButtons).set({ enabledMark: 0 }).where(eq(moduleButtons.id, detail.id));
    await bumpPermissionVersion(t.ctx);
    expect(await can()).toBe(false); // a disabled button is no grant
  });
});
