import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import { BUSINESS_SCHEMA } from '../../system/data-source/platform-source.ts';
import type { StoreStamp } from './online-dev-record-store.ts';
import type { BoundColumn, BoundSecondary, BoundTable } from './online-dev-table-binding.ts';
import { TIME_TYPES, valuesOf, writtenColumns } from './online-dev-table-columns.ts';

/*
 * The secondary tables (副表) of a design bound to tables: each holds at most one row per record, the one
 * whose link column holds the main row's relation column. A save writes that row with the main row in the
 * caller's transaction (updated, or inserted when the record has none yet), a read adds its values under
 * the fields' `jnpf_{table}_jnpf_{column}` keys, a delete removes it first. A list reads the rows of a page
 * by their links in one statement per secondary table; its conditions read a secondary field through a
 * look-up of the row beside the main row, and it cannot be sorted by one.
 */

type Json = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;
const ident = (name: string) => sql.identifier(name);
export const tableRef = (table: BoundTable) => sql`${ident(BUSINESS_SCHEMA)}.${ident(table.table)}`;

const hasLink = (link: unknown) => link !== null && link !== undefined;

/** The secondary field of a record key, with its table. */
export function secondaryField(secondaries: BoundSecondary[], name: string) {
  for (const table of secondaries) {
    const bound = table.fields.get(name);
    if (bound) return { table, bound };
  }
  return undefined;
}

/**
 * A secondary field as a value beside the main row: its row's column, looked up by the main row's
 * relation column named through the main table (the list's statements read the main table unaliased).
 */
export function secondaryColumn(main: BoundTable, table: BoundSecondary, bound: BoundColumn): SQL {
  const column = sql`${tableRef(table)}.${ident(bound.column)}`;
  const value = TIME_TYPES.has(bound.type) ? sql`(extract(epoch from ${column}) * 1000)::bigint` : column;
  const relation = sql`${tableRef(main)}.${ident(table.relation)}`;
  // Compared as text, as the links' values are bound elsewhere: the two columns' types may differ.
  const link = sql`${tableRef(table)}.${ident(table.link)}`;
  return sql`(select ${value} from ${tableRef(table)} where (${link})::text = (${relation})::text limit 1)`;
}

/** The secondary values of main rows (each read with its relation columns), merged into their values. */
export async function withSecondaryValues(db: Db | Tx, secondaries: BoundSecondary[], rows: Json[]) {
  const values = rows.map(() => ({}) as Json);
  for (const table of secondaries) {
    const links = [...new Set(rows.map((row) => row[table.relation]).filter(hasLink))];
    if (links.length === 0) continue;
    const found = rowsOf(
      await db.execute(
        sql`select * from ${tableRef(table)} where ${ident(table.link)} in (${sql.join(
          links.map((link) => sql`${link}`),
          sql`, `,
        )})`,
      ),
    );
    const byLink = new Map(found.map((row) => [String(row[table.link]), row]));
    rows.forEach((row, i) => {
      const match = byLink.get(String(row[table.relation]));
      if (match) Object.assign(values[i] ?? {}, valuesOf(table, match));
    });
  }
  return values;
}

/** The store's writes: an insert (its key added), and a guard answering a value a column refuses. */
export interface SecondaryWrites {
  insert(table: BoundTable, pairs: [string, unknown][]): Promise<unknown>;
  guard<T>(table: BoundTable, work: () => Promise<T>): Promise<T>;
}

/**
 * Writes each secondary table's row of a record: updated when it is there, inserted when not (a record
 * saved before the field was added has none). A record whose main row has no relation value can hold no
 * secondary row, so a value for one is refused.
 */
export async function writeSecondaryRows(
  tx: Tx,
  secondaries: BoundSecondary[],
  record: Json,
  links: Map<string, unknown>,
  stamp: StoreStamp,
  write: SecondaryWrites,
) {
  for (const table of secondaries) {
    const link = links.get(table.relation);
    const pairs = (isCreate: boolean) =>
      writtenColumns(table, record, stamp, isCreate).filter(([name]) => name !== table.link);
    if (!hasLink(link)) {
      const hasValue = [...table.fields.keys()].some((name) => hasLink(record[name]) && record[name] !== '');
      if (hasValue) throw badRequest('onlineDev.columnRefused', { table: table.table });
      continue;
    }
    const updated = pairs(false);
    const set = sql.join(
      updated.map(([name, value]) => sql`${ident(name)} = ${value}`),
      sql`, `,
    );
    const changed = updated.length
      ? rowsOf(
          await write.guard(table, () =>
            tx.execute(
              sql`update ${tableRef(table)} set ${set} where ${ident(table.link)} = ${link} returning 1 as done`,
            ),
          ),
        )
      : [];
    if (changed.length > 0) continue;
    await write.insert(table, [[table.link, link], ...pairs(true)]);
  }
}

/** Removes the secondary rows of a record (before its main row). */
export async function removeSecondaryRows(
  tx: Tx,
  secondaries: BoundSecondary[],
  links: Map<string, unknown>,
) {
  for (const table of secondaries) {
    const link = links.get(table.relation);
    if (!hasLink(link)) continue;
    await tx.execute(sql`delete from ${tableRef(table)} where ${ident(table.link)} = ${link}`);
  }
}
