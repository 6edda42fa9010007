import { MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import {
  moduleButtons,
  moduleColumns,
  moduleForms,
  modules,
  systems,
  translations,
} from '../schema/index.ts';
import { type MenuSeed, SYSTEM_SEEDS } from './menu-tree.ts';
import {
  menuResourcesOf,
  moduleRowOf,
  type ResourceKind,
  resourceRowsOf,
  systemRowOf,
} from './seed-menus.ts';
import { MENU_NAME_TRANSLATIONS, SYSTEM_NAME_TRANSLATIONS } from './seed-translations.ts';

/*
 * The platform's systems, menus and their button/column/form resources, as the start-up step adds
 * them to an existing database. Keys: `system:<code>`, `menu:<code>`, `menu:<code>:<kind>:<code>`.
 */

/** Sample pages (扩展示例) are demo data: seeded on a fresh database only. */
const DEMO_MENU_CODES: ReadonlySet<string> = new Set([MenuCode.extend]);
const RESOURCE_KINDS: readonly ResourceKind[] = ['buttons', 'columns', 'forms'];
const RESOURCE_TABLES = { buttons: moduleButtons, columns: moduleColumns, forms: moduleForms } as const;

const systemKey = (code: string) => `system:${code}`;
const menuKey = (code: string) => `menu:${code}`;
const resourceKey = (menu: string, kind: ResourceKind, code: string) => `${menuKey(menu)}:${kind}:${code}`;

/** Every platform menu below `list`, parents first, demo sections left out. */
function* platformMenus(list: readonly MenuSeed[]): Generator<MenuSeed> {
  for (const menu of list) {
    if (DEMO_MENU_CODES.has(menu.code)) continue;
    yield menu;
    yield* platformMenus(menu.children ?? []);
  }
}

/** The keys of every system, menu and resource the platform owns. */
export function menuReferenceKeys(): string[] {
  return SYSTEM_SEEDS.flatMap((system) => [
    systemKey(system.code),
    ...[...platformMenus(system.menus)].flatMap((menu) => {
      const resources = menuResourcesOf(menu);
      return [
        menuKey(menu.code),
        ...RESOURCE_KINDS.flatMap((kind) =>
          resources[kind].map(([code]) => resourceKey(menu.code, kind, code)),
        ),
      ];
    }),
  ]);
}

type TranslationRow = typeof translations.$inferInsert;

const translationRowsOf = (entity: string, entityId: string, names: Record<string, string> | undefined) =>
  Object.entries(names ?? {}).map(([language, text]) => ({
    entity,
    entityId,
    field: 'fullName',
    language,
    text,
  }));

async function resourceCodes(tx: Tx, kind: ResourceKind): Promise<Set<string>> {
  const table = RESOURCE_TABLES[kind];
  const rows = await tx.select({ moduleId: table.moduleId, enCode: table.enCode }).from(table);
  return new Set(rows.map((r) => `${r.moduleId}|${r.enCode}`));
}

/**
 * Adds the pending systems, menus and resources that are missing. A row found by its code is kept as
 * the administrator left it; a menu that is gone (removed, or under a removed parent) takes its
 * submenus and resources with it. Returns the keys of the rows written.
 */
export async function applyMenuReference(tx: Tx, isPending: (key: string) => boolean): Promise<string[]> {
  const written: string[] = [];
  const systemIds = new Map(
    (await tx.select({ id: systems.id, enCode: systems.enCode }).from(systems)).map((s) => [s.enCode, s.id]),
  );
  const menuIds = new Map(
    (
      await tx
        .select({ id: modules.id, systemId: modules.systemId, enCode: modules.enCode })
        .from(modules)
        .where(eq(modules.category, 'Web'))
    ).map((m) => [`${m.systemId}|${m.enCode}`, m.id]),
  );
  const existing = {
    buttons: await resourceCodes(tx, 'buttons'),
    columns: await resourceCodes(tx, 'columns'),
    forms: await resourceCodes(tx, 'forms'),
  };
  const rows = {
    systems: [] as (typeof systems.$inferInsert)[],
    modules: [] as (typeof modules.$inferInsert)[],
    buttons: [] as ReturnType<typeof resourceRowsOf>,
    columns: [] as ReturnType<typeof resourceRowsOf>,
    forms: [] as ReturnType<typeof resourceRowsOf>,
    translations: [] as TranslationRow[],
  };

  const visit = (seed: MenuSeed, systemId: string, parentId: string, sortCode: number) => {
    if (DEMO_MENU_CODES.has(seed.code)) return;
    let id = menuIds.get(`${systemId}|${seed.code}`);
    if (!id && isPending(menuKey(seed.code))) {
      id = newId();
      rows.modules.push(moduleRowOf(seed, { id, systemId, parentId, sortCode }));
      rows.translations.push(...translationRowsOf('module', id, MENU_NAME_TRANSLATIONS[seed.code]));
      written.push(menuKey(seed.code));
    }
    if (!id) return;
    const resources = menuResourcesOf(seed);
    for (const kind of RESOURCE_KINDS) {
      const missing = new Set(
        resources[kind]
          .map(([code]) => code)
          .filter(
            (code) => isPending(resourceKey(seed.code, kind, code)) && !existing[kind].has(`${id}|${code}`),
          ),
      );
      if (missing.size === 0) continue;
      rows[kind].push(...resourceRowsOf(resources, kind, id, missing));
      written.push(...[...missing].map((code) => resourceKey(seed.code, kind, code)));
    }
    const menuId = id;
    (seed.children ?? []).forEach((child, i) => {
      visit(child, systemId, menuId, (i + 1) * 10);
    });
  };

  SYSTEM_SEEDS.forEach((system, index) => {
    let systemId = systemIds.get(system.code);
    if (!systemId && isPending(systemKey(system.code))) {
      systemId = newId();
      rows.systems.push(systemRowOf(system, systemId, index));
      rows.translations.push(...translationRowsOf('system', systemId, SYSTEM_NAME_TRANSLATIONS[system.code]));
      written.push(systemKey(system.code));
    }
    if (!systemId) return;
    const id = systemId;
    system.menus.forEach((menu, i) => {
      visit(menu, id, '-1', (i + 1) * 10);
    });
  });

  // One after another: parents before the rows that name them, on the transaction's one connection.
  if (rows.systems.length > 0) await tx.insert(systems).values(rows.systems);
  if (rows.modules.length > 0) await tx.insert(modules).values(rows.modules);
  for (const kind of RESOURCE_KINDS) {
    if (rows[kind].length > 0) await tx.insert(RESOURCE_TABLES[kind]).values(rows[kind]);
  }
  if (rows.translations.length > 0)
    await tx.insert(translations).values(rows.translations).onConflictDoNothing();
  return written;
}
