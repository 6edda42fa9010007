import { MenuCode as M } from '@platform/contracts';
import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import { authorizations, moduleSchemes } from '../schema/index.ts';
import type { SeededMenus } from './seed-menus.ts';
import type { SeededOrganization } from './seed-organization.ts';

/**
 * The usual data schemes (数据权限方案) of the user menu, ready to grant: all data, own organization,
 * own organization and below, oneself. The menu's data-authorize switch stays off, so nothing is
 * filtered until an administrator turns it on; the platform operator role already holds "all data",
 * so switching it on does not empty their list. Conditions use the variables of
 * modules/system/module/data-scheme.ts.
 */
const USER_SCHEMES = [
  { enCode: 'allData', fullName: '全部数据', allData: 1, conditions: [] },
  {
    enCode: 'ownOrganization',
    fullName: '本组织',
    allData: 0,
    conditions: [{ field: 'organizeId', op: '==', value: '@organizeId' }],
  },
  {
    enCode: 'ownOrganizationAndBelow',
    fullName: '本组织及下级',
    allData: 0,
    conditions: [{ field: 'organizeId', op: 'in', value: '@organizeAndSub' }],
  },
  {
    enCode: 'self',
    fullName: '仅本人',
    allData: 0,
    conditions: [{ field: 'userId', op: '==', value: '@userId' }],
  },
] as const;

export async function seedSchemes(tx: Tx, menus: SeededMenus, org: SeededOrganization): Promise<void> {
  const menu = menus.menus.get(M.permissionUser);
  if (!menu) throw new Error('Seed schemes: the user menu is missing');
  const rows = USER_SCHEMES.map((scheme, sortCode) => ({
    id: newId(),
    moduleId: menu.id,
    fullName: scheme.fullName,
    enCode: scheme.enCode,
    conditionJson: JSON.stringify(scheme.conditions),
    allData: scheme.allData,
    sortCode,
  }));
  await tx.insert(moduleSchemes).values(rows);
  const allData = rows.find((r) => r.allData === 1);
  if (!allData) return;
  await tx.insert(authorizations).values({
    id: newId(),
    objectType: 'Role',
    objectId: org.roles.platformOperator,
    itemType: 'resource',
    itemId: allData.id,
  });
}
