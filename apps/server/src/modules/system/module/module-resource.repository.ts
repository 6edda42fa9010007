import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  authorizations,
  moduleButtons,
  moduleColumns,
  moduleForms,
  moduleSchemes,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

/*
 * The four resource tables of a page. Buttons, columns and forms share one table shape; data schemes
 * have their own. Each kind names the authorizations.item_type its grants use.
 */
export const RESOURCE_KINDS = {
  button: { table: moduleButtons, itemType: 'button' },
  column: { table: moduleColumns, itemType: 'column' },
  form: { table: moduleForms, itemType: 'form' },
  scheme: { table: moduleSchemes, itemType: 'resource' },
} as const;
export type ResourceKind = keyof typeof RESOURCE_KINDS;
export type FieldKind = Exclude<ResourceKind, 'scheme'>;

export type FieldRow = typeof moduleButtons.$inferSelect;
export type FieldValues = Omit<typeof moduleButtons.$inferInsert, 'id' | 'createdAt'>;
export type SchemeRow = typeof moduleSchemes.$inferSelect;
export type SchemeValues = Omit<typeof moduleSchemes.$inferInsert, 'id' | 'createdAt'>;

type AnyTable = (typeof RESOURCE_KINDS)[ResourceKind]['table'];

const keywordOf = (table: AnyTable, keyword: string | undefined) => {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(ilike(table.fullName, pattern), ilike(table.enCode, pattern));
};

export async function listFieldRows(
  db: Db,
  kind: FieldKind,
  moduleId: string,
  keyword?: string,
): Promise<FieldRow[]> {
  const { table } = RESOURCE_KINDS[kind];
  return db
    .select()
    .from(table)
    .where(and(eq(table.moduleId, moduleId), keywordOf(table, keyword)))
    .orderBy(asc(table.sortCode), asc(table.createdAt), asc(table.id));
}

export async function listSchemeRows(db: Db, moduleId: string, keyword?: string): Promise<SchemeRow[]> {
  return db
    .select()
    .from(moduleSchemes)
    .where(and(eq(moduleSchemes.moduleId, moduleId), keywordOf(moduleSchemes, keyword)))
    .orderBy(asc(moduleSchemes.sortCode), asc(moduleSchemes.createdAt), asc(moduleSchemes.id));
}

export async function findFieldRow(db: Db | Tx, kind: FieldKind, id: string): Promise<FieldRow | undefined> {
  const { table } = RESOURCE_KINDS[kind];
  const rows = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return rows[0];
}

export async function findSchemeRow(db: Db | Tx, id: string): Promise<SchemeRow | undefined> {
  const rows = await db.select().from(moduleSchemes).where(eq(moduleSchemes.id, id)).limit(1);
  return rows[0];
}

export async function isResourceCodeTaken(
  db: Db | Tx,
  kind: ResourceKind,
  moduleId: string,
  enCode: string,
  exceptId?: string,
): Promise<boolean> {
  const { table } = RESOURCE_KINDS[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.moduleId, moduleId),
        eq(table.enCode, enCode),
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertFieldRow(
  db: Db | Tx,
  kind: FieldKind,
  id: string,
  values: FieldValues,
): Promise<void> {
  await db.insert(RESOURCE_KINDS[kind].table).values({ id, ...values });
}

export async function updateFieldRow(
  db: Db | Tx,
  kind: FieldKind,
  id: string,
  values: FieldValues,
): Promise<void> {
  const { table } = RESOURCE_KINDS[kind];
  await db.update(table).set(values).where(eq(table.id, id));
}

export async function insertSchemeRow(db: Db | Tx, id: string, values: SchemeValues): Promise<void> {
  await db.insert(moduleSchemes).values({ id, ...values });
}

export async function updateSchemeRow(db: Db | Tx, id: string, values: SchemeValues): Promise<void> {
  await db.update(moduleSchemes).set(values).where(eq(moduleSchemes.id, id));
}

/** Removes one resource and every grant of it. Run in a transaction. */
export async function deleteResourceCascade(tx: Tx, kind: ResourceKind, id: string): Promise<void> {
  const { table, itemType } = RESOURCE_KINDS[kind];
  await tx
    .delete(authorizations)
    .where(and(eq(authorizations.itemType, itemType), eq(authorizations.itemId, id)));
  await tx.delete(table).where(eq(table.id, id));
}
