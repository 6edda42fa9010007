import { RESOURCE_PROFILES } from '@platform/contracts';
import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import { moduleButtons, moduleColumns, moduleForms, modules, systems } from '../schema/index.ts';
import { BUTTON_LABELS, DEFAULT_BUTTONS } from './menu-resources.ts';
import { type MenuSeed, SYSTEM_SEEDS, type SystemSeed } from './menu-tree.ts';

export interface SeededMenu {
  id: string;
  systemId: string;
  type: number;
  /** Ids of the directories/folders above this menu, top first. */
  ancestorIds: string[];
  buttons: Map<string, string>;
  columns: Map<string, string>;
  forms: Map<string, string>;
}

export interface SeededMenus {
  systems: Map<string, string>;
  /** By enCode. */
  menus: Map<string, SeededMenu>;
}

type ModuleRow = typeof modules.$inferInsert;
type ResourceRow = typeof moduleButtons.$inferInsert;

/** Types whose page has button/column/form resources (pages and the generic runtime pages). */
const RESOURCE_TYPES = new Set([2, 3, 4, 5, 8]);

function propertyJsonOf(seed: MenuSeed): string | null {
  if (!seed.moduleId) return null;
  return seed.type === 6
    ? JSON.stringify({ moduleId: seed.moduleId })
    : JSON.stringify({ moduleId: seed.moduleId, isTree: 0 });
}

export type ResourceKind = 'buttons' | 'columns' | 'forms';

/** A menu's button, column and form resources as [code, name] in display order, and their table. */
export interface MenuResources {
  buttons: [code: string, name: string][];
  columns: readonly (readonly [code: string, name: string])[];
  forms: readonly (readonly [code: string, name: string])[];
  table: string | null;
}

/** The resources the seed gives a menu: pages and the generic runtime pages only. */
export function menuResourcesOf(seed: MenuSeed): MenuResources {
  if (!RESOURCE_TYPES.has(seed.type)) return { buttons: [], columns: [], forms: [], table: null };
  const profile = RESOURCE_PROFILES[seed.profile ?? 'generic'];
  const codes = seed.buttons ?? [...DEFAULT_BUTTONS, ...(seed.extraButtons ?? [])];
  return {
    buttons: codes.map((code) => [code, BUTTON_LABELS[code]]),
    columns: profile.columns,
    forms: profile.forms,
    table: profile.table,
  };
}

/** A menu's row as the seed writes it. */
export function moduleRowOf(
  seed: MenuSeed,
  place: { id: string; systemId: string; parentId: string; sortCode: number },
): ModuleRow {
  const resources = menuResourcesOf(seed);
  return {
    ...place,
    type: seed.type,
    fullName: seed.name,
    enCode: seed.code,
    icon: seed.icon ?? null,
    urlAddress: seed.url ?? null,
    linkTarget: seed.linkTarget ?? null,
    propertyJson: propertyJsonOf(seed),
    category: 'Web',
    isButtonAuthorize: resources.buttons.length > 0 ? 1 : 0,
    isColumnAuthorize: resources.columns.length > 0 ? 1 : 0,
    isFormAuthorize: resources.forms.length > 0 ? 1 : 0,
  };
}

/** Rows of one kind of a menu's resources, new ids, sorted as the seed lists them. */
export function resourceRowsOf(
  resources: MenuResources,
  kind: ResourceKind,
  moduleId: string,
  only?: ReadonlySet<string>,
): (ResourceRow & { id: string; enCode: string })[] {
  const bindTable = kind === 'buttons' ? {} : { bindTable: resources.table };
  return resources[kind].flatMap(([enCode, fullName], sortCode) =>
    only && !only.has(enCode) ? [] : [{ id: newId(), moduleId, fullName, enCode, sortCode, ...bindTable }],
  );
}

/** A system's row as the seed writes it. */
export function systemRowOf(system: SystemSeed, id: string, sortCode: number): typeof systems.$inferInsert {
  return {
    id,
    fullName: system.name,
    enCode: system.code,
    icon: system.icon,
    isMain: system.isMain ? 1 : 0,
    sortCode,
  };
}

/** Inserts both systems and their full menu trees with resources; returns ids by enCode. */
export async function seedMenus(tx: Tx): Promise<SeededMenus> {
  const result: SeededMenus = { systems: new Map(), menus: new Map() };
  const systemRows: (typeof systems.$inferInsert)[] = [];
  const moduleRows: ModuleRow[] = [];
  const buttonRows: ResourceRow[] = [];
  const columnRows: ResourceRow[] = [];
  const formRows: ResourceRow[] = [];

  const visit = (seed: MenuSeed, systemId: string, parentId: string, ancestors: string[], sort: number) => {
    const id = newId();
    const resources = menuResourcesOf(seed);
    moduleRows.push(moduleRowOf(seed, { id, systemId, parentId, sortCode: sort }));
    const menu: SeededMenu = {
      id,
      systemId,
      type: seed.type,
      ancestorIds: ancestors,
      buttons: new Map(),
      columns: new Map(),
      forms: new Map(),
    };
    const add = (kind: ResourceKind, rows: ResourceRow[]) => {
      for (const row of resourceRowsOf(resources, kind, id)) {
        menu[kind].set(row.enCode, row.id);
        rows.push(row);
      }
    };
    add('buttons', buttonRows);
    add('columns', columnRows);
    add('forms', formRows);
    result.menus.set(seed.code, menu);
    (seed.children ?? []).forEach((child, i) => {
      visit(child, systemId, id, [...ancestors, id], (i + 1) * 10);
    });
  };

  SYSTEM_SEEDS.forEach((system, index) => {
    const systemId = newId();
    result.systems.set(system.code, systemId);
    systemRows.push(systemRowOf(system, systemId, index));
    system.menus.forEach((menu, i) => {
      visit(menu, systemId, '-1', [], (i + 1) * 10);
    });
  });

  await tx.insert(systems).values(systemRows);
  await tx.insert(modules).values(moduleRows);
  await tx.insert(moduleButtons).values(buttonRows);
  await tx.insert(moduleColumns).values(columnRows);
  await tx.insert(moduleForms).values(formRows);
  return result;
}
