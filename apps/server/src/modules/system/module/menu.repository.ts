import type { Language } from '@platform/contracts';
import { and, asc, count, eq, getTableColumns, inArray, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  authorizations,
  moduleButtons,
  moduleColumns,
  moduleForms,
  moduleSchemes,
  modules,
  translations,
  userColumnSettings,
} from '../../../db/schema/index.ts';
import { translatedText } from '../translation/translation.repository.ts';

export type MenuRow = typeof modules.$inferSelect;
export type MenuValues = Omit<typeof modules.$inferInsert, 'id' | 'createdAt'>;

/**
 * Every menu of one system and category, in display order (trees are built in memory: hundreds of
 * rows); named in `language` when given, else by their own (zh-CN) column.
 */
export async function listMenuRows(
  db: Db | Tx,
  systemId: string,
  category: string,
  language?: Language,
): Promise<MenuRow[]> {
  const columns = getTableColumns(modules);
  return db
    .select(
      language
        ? {
            ...columns,
            fullName: translatedText('module', 'fullName', modules.id, modules.fullName, language),
          }
        : columns,
    )
    .from(modules)
    .where(and(eq(modules.systemId, systemId), eq(modules.category, category)))
    .orderBy(asc(modules.sortCode), asc(modules.createdAt), asc(modules.id));
}

export async function findMenu(db: Db | Tx, id: string): Promise<MenuRow | undefined> {
  const rows = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
  return rows[0];
}

export async function isMenuCodeTaken(
  db: Db | Tx,
  key: { systemId: string; category: string; enCode: string },
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: modules.id })
    .from(modules)
    .where(
      and(
        eq(modules.systemId, key.systemId),
        eq(modules.category, key.category),
        eq(modules.enCode, key.enCode),
        exceptId ? ne(modules.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function countChildMenus(db: Db | Tx, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(modules).where(eq(modules.parentId, id));
  return row?.n ?? 0;
}

export async function insertMenu(db: Db | Tx, id: string, values: MenuValues): Promise<void> {
  await db.insert(modules).values({ id, ...values });
}

export async function updateMenu(db: Db | Tx, id: string, values: Partial<MenuValues>): Promise<void> {
  await db.update(modules).set(values).where(eq(modules.id, id));
}

const RESOURCE_TABLES = [
  { table: moduleButtons, itemType: 'button' },
  { table: moduleColumns, itemType: 'column' },
  { table: moduleForms, itemType: 'form' },
  { table: moduleSchemes, itemType: 'resource' },
] as const;

/**
 * Removes a menu with everything hanging off it: its buttons, columns, forms and data schemes, every
 * grant of the menu or of those resources, users' column choices for it and its translations. Run in a
 * transaction.
 */
export async function deleteMenuCascade(tx: Tx, id: string): Promise<void> {
  const grantConditions = [and(eq(authorizations.itemType, 'module'), eq(authorizations.itemId, id))];
  for (const { table, itemType } of RESOURCE_TABLES) {
    const ids = (await tx.select({ id: table.id }).from(table).where(eq(table.moduleId, id))).map(
      (r) => r.id,
    );
    if (ids.length > 0) {
      grantConditions.push(and(eq(authorizations.itemType, itemType), inArray(authorizations.itemId, ids)));
    }
  }
  await tx.delete(authorizations).where(or(...grantConditions));
  for (const { table } of RESOURCE_TABLES) await tx.delete(table).where(eq(table.moduleId, id));
  await tx.delete(userColumnSettings).where(eq(userColumnSettings.moduleId, id));
  await tx.delete(translations).where(and(eq(translations.entity, 'module'), eq(translations.entityId, id)));
  await tx.delete(modules).where(eq(modules.id, id));
}
