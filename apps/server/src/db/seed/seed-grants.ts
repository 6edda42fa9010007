import { ButtonCode as B, MenuCode as M } from '@platform/contracts';
import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import { authorizations } from '../schema/index.ts';
import type { SeededMenus } from './seed-menus.ts';
import type { SeededOrganization } from './seed-organization.ts';

type Pick = 'all' | readonly string[];
interface GrantSeed {
  menu: string;
  buttons?: Pick;
  columns?: Pick;
  forms?: Pick;
}

const full = (...menus: string[]): GrantSeed[] =>
  menus.map((menu) => ({ menu, buttons: 'all', columns: 'all', forms: 'all' }));

/** What the demo roles and groups may see, so a non-admin signs in to a real, smaller menu. */
const ROLE_GRANTS: Record<keyof SeededOrganization['roles'], GrantSeed[]> = {
  platformOperator: [
    ...full(
      M.dashboard,
      M.permissionOrganize,
      M.permissionDepartment,
      M.permissionPosition,
      M.permissionUser,
      M.permissionRole,
      M.permissionGroup,
      M.permissionOnlineUser,
      M.dictionary,
      M.area,
      M.notice,
      M.workSchedule,
      M.workEmail,
      M.workDocument,
    ),
  ],
  employee: [
    ...full(M.dashboard, M.flowAdd),
    // Staff read and start flows but may not delete them; one column stays hidden to show column rules.
    {
      menu: M.flowLaunch,
      buttons: [B.add, B.detail],
      columns: ['fullName', 'flowName', 'startTime', 'thisStep', 'status'],
      forms: 'all',
    },
    { menu: M.flowTodo, buttons: [B.detail, B.audit], columns: 'all', forms: 'all' },
    { menu: M.flowDone, buttons: [B.detail], columns: 'all', forms: 'all' },
    { menu: M.flowCirculate, buttons: [B.detail], columns: 'all', forms: 'all' },
  ],
  auditor: [
    ...full(M.dashboard),
    { menu: M.log, buttons: [B.detail, B.export], columns: 'all' },
    { menu: M.permissionOnlineUser, buttons: [B.detail], columns: 'all' },
  ],
};

const GROUP_GRANTS: Record<keyof SeededOrganization['groups'], GrantSeed[]> = {
  projectGroup: [
    ...full(M.tableDemo, M.formDemo, M.dynamicForm, M.dynamicDictionary, M.dynamicReport),
    { menu: M.apiDocsLink },
    { menu: M.externalSiteLink },
  ],
  // The expert group also works in the second system, so its members get the system switch.
  expertGroup: [...full(M.workSchedule, M.workDocument)],
};

function pickIds(all: Map<string, string>, pick: Pick | undefined): string[] {
  if (!pick) return [];
  if (pick === 'all') return [...all.values()];
  return pick.map((code) => {
    const id = all.get(code);
    if (!id) throw new Error(`Seed grant names an unknown resource: ${code}`);
    return id;
  });
}

/** Writes the module/button/column/form grants of the demo roles and groups (ancestors included). */
export async function seedGrants(tx: Tx, menus: SeededMenus, org: SeededOrganization): Promise<void> {
  const rows = new Map<string, typeof authorizations.$inferInsert>();
  const add = (objectType: string, objectId: string, itemType: string, itemId: string) => {
    const key = `${objectType}|${objectId}|${itemType}|${itemId}`;
    if (!rows.has(key)) rows.set(key, { id: newId(), objectType, objectId, itemType, itemId });
  };
  const grant = (objectType: string, objectId: string, seeds: GrantSeed[]) => {
    for (const seed of seeds) {
      const menu = menus.menus.get(seed.menu);
      if (!menu) throw new Error(`Seed grant names an unknown menu: ${seed.menu}`);
      for (const id of [...menu.ancestorIds, menu.id]) add(objectType, objectId, 'module', id);
      add(objectType, objectId, 'system', menu.systemId);
      for (const id of pickIds(menu.buttons, seed.buttons)) add(objectType, objectId, 'button', id);
      for (const id of pickIds(menu.columns, seed.columns)) add(objectType, objectId, 'column', id);
      for (const id of pickIds(menu.forms, seed.forms)) add(objectType, objectId, 'form', id);
    }
  };
  for (const [role, seeds] of Object.entries(ROLE_GRANTS)) {
    grant('Role', org.roles[role as keyof typeof ROLE_GRANTS], seeds);
  }
  for (const [group, seeds] of Object.entries(GROUP_GRANTS)) {
    grant('Group', org.groups[group as keyof typeof GROUP_GRANTS], seeds);
  }
  await tx.insert(authorizations).values([...rows.values()]);
}
