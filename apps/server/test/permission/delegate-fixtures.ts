import { organizationAdministrators } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { grant, menuId, resourceId } from './authorize-fixtures.ts';

/* A delegated administrator (分级管理) for the scope suites of authorize, online users, grade and handover. */

export const ALL_FLAGS = {
  thisLayerSelect: 1,
  thisLayerAdd: 1,
  thisLayerEdit: 1,
  thisLayerDelete: 1,
  subLayerSelect: 1,
  subLayerAdd: 1,
  subLayerEdit: 1,
  subLayerDelete: 1,
};

export const SELECT_ONLY = {
  thisLayerSelect: 1,
  thisLayerAdd: 0,
  thisLayerEdit: 0,
  thisLayerDelete: 0,
  subLayerSelect: 1,
  subLayerAdd: 0,
  subLayerEdit: 0,
  subLayerDelete: 0,
};

/**
 * A user who administers `organizeId` (and, with the default flags, everything below it) and holds,
 * directly, the menus and buttons given. Their own main organization is left empty on purpose: the
 * scope comes from the delegation alone.
 */
export async function createDelegate(
  t: TestApp,
  organizeId: string,
  grants: Record<string, string[]>,
  flags: Partial<typeof ALL_FLAGS> = ALL_FLAGS,
): Promise<TestUser> {
  const user = await createUser(t);
  await t.ctx.db
    .insert(organizationAdministrators)
    .values({ id: newId(), userId: user.id, organizeId, ...ALL_FLAGS, ...flags });
  for (const [menuCode, buttons] of Object.entries(grants)) {
    const menu = await menuId(t, menuCode);
    await grant(t, 'User', user.id, 'module', menu);
    for (const code of buttons)
      await grant(t, 'User', user.id, 'button', await resourceId(t, 'button', menu, code));
  }
  return user;
}
