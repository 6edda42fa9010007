import { RESOURCE_PROFILES } from '@platform/contracts';
import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import { moduleButtons, moduleColumns, moduleForms, modules, systems } from '../schema/index.ts';
import { BUTTON_LABELS, DEFAULT_BUTTONS } from './menu-resources.ts';
import { type MenuSeed, SYSTEM_SEEDS } from './menu-tree.ts';

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
    const hasResources = RESOURCE_TYPES.has(seed.type);
    const profile = RESOURCE_PROFILES[seed.profile ?? 'generic'];
    const buttonCodes = hasResources
      ? (seed.buttons ?? [...DEFAULT_BUTTONS, ...(seed.extraButtons ?? [])])
      : [];
    const columns = hasResources ? profile.columns : [];
    const forms = hasResources ? profile.forms : [];
    moduleRows.push({
      id,
      systemId,
      parentId,
      type: seed.type,
      fullName: seed.name,
      enCode: seed.code,
      icon: seed.icon ?? null,
      urlAddress: seed.url ?? null,
      linkTarget: seed.linkTarget ?? null,
      propertyJson: propertyJsonOf(seed),
      category: 'Web',
      isButtonAuthorize: buttonCodes.length > 0 ? 1 : 0,
      isColumnAuthorize: columns.length > 0 ? 1 : 0,
      isFormAuthorize: forms.length > 0 ? 1 : 0,
      sortCode: sort,
    });
    const menu: SeededMenu = {
      id,
      systemId,
      type: seed.type,
      ancestorIds: ancestors,
      buttons: new Map(),
      columns: new Map(),
      forms: new Map(),
    };
    buttonCodes.forEach((code, i) => {
      const rowId = newId();
      menu.buttons.set(code, rowId);
      buttonRows.push({ id: rowId, moduleId: id, fullName: BUTTON_LABELS[code], enCode: code, sortCode: i });
    });
    columns.forEach(([code, name], i) => {
      const rowId = newId();
      menu.columns.set(code, rowId);
      columnRows.push({
        id: rowId,
        moduleId: id,
        fullName: name,
        enCode: code,
        bindTable: profile.table,
        sortCode: i,
      });
    });
    forms.forEach(([code, name], i) => {
      const rowId = newId();
      menu.forms.set(code, rowId);
      formRows.push({
        id: rowId,
        moduleId: id,
        fullName: name,
        enCode: code,
        bindTable: profile.table,
        sortCode: i,
      });
    });
    result.menus.set(seed.code, menu);
    (seed.children ?? []).forEach((child, i) => {
      visit(child, systemId, id, [...ancestors, id], (i + 1) * 10);
    });
  };

  SYSTEM_SEEDS.forEach((system, index) => {
    const systemId = newId();
    result.systems.set(system.code, systemId);
    systemRows.push({
      id: systemId,
      fullName: system.name,
      enCode: system.code,
      icon: system.icon,
      isMain: system.isMain ? 1 : 0,
      sortCode: index,
    });
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
