import { moduleSchemes } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import { grant } from '../permission/authorize-fixtures.ts';
import type { TestUser } from '../support/profile-fixtures.ts';
import { runtimeUser } from './online-dev-fixtures.ts';

/* Data schemes (数据权限方案) of an online list's menu, and users granted them. */

/** A scheme of the menu `menuId` with these conditions (matched all together), or of all data. */
export async function addScheme(
  t: TestApp,
  menuId: string,
  conditions: unknown[],
  allData = 0,
): Promise<string> {
  const id = newId();
  await t.ctx.db.insert(moduleSchemes).values({
    id,
    moduleId: menuId,
    fullName: `方案${id}`,
    enCode: `s${id}`,
    conditionJson: JSON.stringify(conditions),
    matchLogic: 'and',
    allData,
  });
  await bumpPermissionVersion(t.ctx);
  return id;
}

/** A user holding the list of `menuId` with the add and export buttons, and these schemes of it. */
export async function schemeViewer(t: TestApp, menuId: string, ...schemeIds: string[]): Promise<TestUser> {
  const user = await runtimeUser(t, menuId, ['btn_add', 'btn_download']);
  for (const id of schemeIds) await grant(t, 'User', user.id, 'resource', id);
  return user;
}
