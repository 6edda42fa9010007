import type { Language } from '@platform/contracts';
import { and, asc, count, eq, getTableColumns, ilike, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { authorizations, modules, systems, translations } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { translatedText } from '../translation/translation.repository.ts';

export type SystemRow = typeof systems.$inferSelect;
type SystemValues = Omit<typeof systems.$inferInsert, 'id' | 'isMain' | 'createdAt'>;

/** The systems, named in `language`; the keyword matches the zh-CN name or the code. */
export async function listSystemRows(
  db: Db,
  keyword: string | undefined,
  language: Language,
): Promise<SystemRow[]> {
  const pattern = keyword ? containsPattern(keyword) : undefined;
  return db
    .select({
      ...getTableColumns(systems),
      fullName: translatedText('system', 'fullName', systems.id, systems.fullName, language),
    })
    .from(systems)
    .where(pattern ? or(ilike(systems.fullName, pattern), ilike(systems.enCode, pattern)) : undefined)
    .orderBy(asc(systems.sortCode), asc(systems.createdAt), asc(systems.id));
}

export async function findSystem(db: Db | Tx, id: string): Promise<SystemRow | undefined> {
  const rows = await db.select().from(systems).where(eq(systems.id, id)).limit(1);
  return rows[0];
}

/** Another system with this code (the one being edited excluded). */
export async function isSystemCodeTaken(db: Db | Tx, enCode: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: systems.id })
    .from(systems)
    .where(and(eq(systems.enCode, enCode), exceptId ? ne(systems.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function countSystemMenus(db: Db | Tx, systemId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(modules).where(eq(modules.systemId, systemId));
  return row?.n ?? 0;
}

export async function insertSystem(db: Db | Tx, id: string, values: SystemValues): Promise<void> {
  await db.insert(systems).values({ id, ...values });
}

export async function updateSystem(db: Db | Tx, id: string, values: SystemValues): Promise<void> {
  await db.update(systems).set(values).where(eq(systems.id, id));
}

/** Removes the system, the grants of it (itemType 'system') and its translations. */
export async function deleteSystem(tx: Tx, id: string): Promise<void> {
  await tx
    .delete(authorizations)
    .where(and(eq(authorizations.itemType, 'system'), eq(authorizations.itemId, id)));
  await tx.delete(translations).where(and(eq(translations.entity, 'system'), eq(translations.entityId, id)));
  await tx.delete(systems).where(eq(systems.id, id));
}
