import { and, eq } from 'drizzle-orm';
import {
  authorizations,
  groups,
  moduleButtons,
  moduleColumns,
  moduleForms,
  modules,
  positions,
  roles,
  userRelations,
} from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';

/* Rows for the authorize, field-grant, online-user and grade suites, written straight to the database. */

export async function menuId(t: TestApp, enCode: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.enCode, enCode), eq(modules.category, 'Web')));
  if (!row) throw new Error(`no seeded menu ${enCode}`);
  return row.id;
}

const tables = { button: moduleButtons, column: moduleColumns, form: moduleForms } as const;

/** The id of a seeded button, column or form field of a menu. */
export async function resourceId(
  t: TestApp,
  type: keyof typeof tables,
  moduleId: string,
  enCode: string,
): Promise<string> {
  const table = tables[type];
  const [row] = await t.ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.moduleId, moduleId), eq(table.enCode, enCode)));
  if (!row) throw new Error(`no ${type} ${enCode} on menu ${moduleId}`);
  return row.id;
}

export async function createRole(t: TestApp, enabledMark = 1): Promise<string> {
  const id = newId();
  const code = uniqueCode('role');
  await t.ctx.db.insert(roles).values({ id, fullName: `角色${code}`, enCode: code, enabledMark });
  return id;
}

/** A position (in a made-up organization: grants do not look at it) or a group. */
export async function createHolder(
  t: TestApp,
  objectType: 'Position' | 'Group',
  enabledMark = 1,
): Promise<string> {
  const id = newId();
  const code = uniqueCode(objectType.toLowerCase());
  const row = { id, fullName: `${objectType}${code}`, enCode: code, enabledMark };
  if (objectType === 'Group') await t.ctx.db.insert(groups).values(row);
  else await t.ctx.db.insert(positions).values({ ...row, organizeId: 'org' });
  return id;
}

export async function addMember(t: TestApp, userId: string, objectType: string, objectId: string) {
  await t.ctx.db.insert(userRelations).values({ id: newId(), userId, objectType, objectId });
  await bumpPermissionVersion(t.ctx);
}

export async function grant(
  t: TestApp,
  objectType: string,
  objectId: string,
  itemType: string,
  itemId: string,
) {
  await t.ctx.db.insert(authorizations).values({ id: newId(), objectType, objectId, itemType, itemId });
  await bumpPermissionVersion(t.ctx);
}

/** A fresh user granted, directly, a menu and some of its buttons. */
export async function userWithMenu(t: TestApp, menuCode: string, buttons: string[] = []): Promise<TestUser> {
  const user = await createUser(t);
  const menu = await menuId(t, menuCode);
  await grant(t, 'User', user.id, 'module', menu);
  for (const code of buttons)
    await grant(t, 'User', user.id, 'button', await resourceId(t, 'button', menu, code));
  return user;
}
