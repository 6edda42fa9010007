import { and, asc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataInterfaceVariates, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

export type DataInterfaceVariateRow = typeof dataInterfaceVariates.$inferSelect;

/** The variables of an interface by name, with their creator's name and account; keyword on the name. */
export function findVariatesOf(db: Db, interfaceId: string, keyword?: string) {
  return db
    .select({ variate: dataInterfaceVariates, realName: users.realName, account: users.account })
    .from(dataInterfaceVariates)
    .leftJoin(users, eq(users.id, dataInterfaceVariates.createdBy))
    .where(
      and(
        eq(dataInterfaceVariates.interfaceId, interfaceId),
        keyword ? ilike(dataInterfaceVariates.fullName, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(dataInterfaceVariates.sortCode), asc(dataInterfaceVariates.fullName));
}

export function findAllVariates(db: Db) {
  return db
    .select({
      id: dataInterfaceVariates.id,
      interfaceId: dataInterfaceVariates.interfaceId,
      fullName: dataInterfaceVariates.fullName,
    })
    .from(dataInterfaceVariates)
    .orderBy(asc(dataInterfaceVariates.sortCode), asc(dataInterfaceVariates.fullName));
}

export async function findVariate(db: Db, id: string): Promise<DataInterfaceVariateRow | undefined> {
  const [row] = await db
    .select()
    .from(dataInterfaceVariates)
    .where(eq(dataInterfaceVariates.id, id))
    .limit(1);
  return row;
}

/** `{@name}` → value of an interface's variables. */
export async function findVariateValues(db: Db, interfaceId: string): Promise<Record<string, string | null>> {
  const rows = await db
    .select({ fullName: dataInterfaceVariates.fullName, value: dataInterfaceVariates.value })
    .from(dataInterfaceVariates)
    .where(eq(dataInterfaceVariates.interfaceId, interfaceId));
  return Object.fromEntries(rows.map((row) => [row.fullName, row.value]));
}

/** Whether another variable of the interface (not `exceptId`) has this name. */
export async function hasVariateNamed(db: Db, interfaceId: string, fullName: string, exceptId?: string) {
  const same = and(
    eq(dataInterfaceVariates.interfaceId, interfaceId),
    eq(dataInterfaceVariates.fullName, fullName),
  );
  const [row] = await db
    .select({ id: dataInterfaceVariates.id })
    .from(dataInterfaceVariates)
    .where(exceptId ? and(same, ne(dataInterfaceVariates.id, exceptId)) : same)
    .limit(1);
  return row !== undefined;
}

export async function insertVariate(db: Db, row: typeof dataInterfaceVariates.$inferInsert): Promise<void> {
  await db.insert(dataInterfaceVariates).values(row);
}

export async function updateVariateRow(
  db: Db,
  id: string,
  patch: Partial<typeof dataInterfaceVariates.$inferInsert>,
) {
  await db.update(dataInterfaceVariates).set(patch).where(eq(dataInterfaceVariates.id, id));
}

export async function deleteVariate(db: Db, id: string): Promise<void> {
  await db.delete(dataInterfaceVariates).where(eq(dataInterfaceVariates.id, id));
}
