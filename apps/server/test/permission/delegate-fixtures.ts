import { GRADE_FLAGS, type GradeFlag } from '@platform/contracts';
import { organizationAdministrators } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { grant, menuId, resourceId } from './authorize-fixtures.ts';

/* A delegated administrator (分级管理) for the scope suites of authorize, online users, grade and handover. */

const flags = (value: number) =>
  Object.fromEntries(GRADE_FLAGS.map((flag) => [flag, value])) as Record<GradeFlag, number>;

export const ALL_FLAGS = flags(1);
export const NO_FLAGS = flags(0);
export const SELECT_ONLY = { ...NO_FLAGS, thisLayerSelect: 1, subLayerSelect: 1 };

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
