import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** A table of named records: an id, a code and a name. */
interface NamedColumns {
  table: PgTable;
  id: PgColumn;
  enCode: PgColumn;
  fullName: PgColumn;
}

/** Which of id, code and name another record of the table already has (an import's duplicate check). */
export async function findNamedClashes(
  db: Db,
  columns: NamedColumns,
  record: { id: string; enCode: string; fullName: string },
) {
  const [row] = await db
    .select({
      id: sql<boolean>`bool_or(${columns.id} = ${record.id})`,
      enCode: sql<boolean>`bool_or(${columns.enCode} = ${record.enCode})`,
      fullName: sql<boolean>`bool_or(${columns.fullName} = ${record.fullName})`,
    })
    .from(columns.table);
  return { id: row?.id === true, enCode: row?.enCode === true, fullName: row?.fullName === true };
}

/** Whether another record (not `exceptId`) has this name. */
export async function hasOtherNamed(
  db: Db,
  columns: NamedColumns,
  fullName: string,
  exceptId?: string,
): Promise<boolean> {
  const sameName = eq(columns.fullName, fullName);
  const [row] = await db
    .select({ id: columns.id })
    .from(columns.table)
    .where(exceptId ? and(sameName, ne(columns.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}
