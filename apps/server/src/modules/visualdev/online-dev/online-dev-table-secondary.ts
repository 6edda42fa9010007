import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../../http/app-error.ts';
import type { StoreStamp } from './online-dev-record-store.ts';
import type { BoundColumn, BoundSecondary, BoundTable } from './online-dev-table-binding.ts';
import { epochColumn, valuesOf, writtenColumns } from './online-dev-table-columns.ts';
import type { SqlRunner } from './online-dev-table-home.ts';

/*
 * The secondary tables (副表) of a design bound to tables: each holds at most one row per record, the one
 * whose link column holds the main row's relation column. A save writes that row with the main row in the
 * caller's transaction (updated, or inserted when the record has none yet), a read adds its values under
 * the fields' `jnpf_{table}_jnpf_{column}` keys, a delete removes it first. A list reads the rows of a page
 * by their links in one statement per secondary table; its conditions and its order read a secondary field
 * through a look-up of the row beside the main row (a record without that row has no value: last).
 */

type Json = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;
const ident = (name: string) => sql.identifier(name);
export const tableRef = (table: BoundTable) => sql`${ident(table.schema)}.${ident(table.table)}`;

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
  const relation = sql`${tableRef(main)}.${ident(table.relation)}`;
  // Compared as text, as the links' values are bound elsewhere: the two columns' types may differ.
  const link = sql`${tableRef(table)}.${ident(table.link)}`;
  const { dialect } = table;
  return sql`(select ${secondaryValue(table, bound)} from ${tableRef(table)} where ${dialect.text(link)} = ${dialect.text(relation)} limit 1)`;
}

const secondaryValue = (table: BoundSecondary, bound: BoundColumn) => {
  return epochColumn(table, bound, sql`${tableRef(table)}.${ident(bound.column)}`);
};

/** The alias of the main row's relation value inside an order's look-up (no bound column is named so). */
const LINKED = '__jnpf_link';

/**
 * A secondary field as the list's order (JSON, as the main columns'). A page is ordered over the rows the
 * list read from the main table (online-dev-table-page.ts orders a set of matches, not the table), so the
 * main row's relation column is named unqualified, through a derived table without FROM: the name then
 * resolves against the ordered rows, never against a column of the secondary table of the same name.
 */
export function secondaryOrder(table: BoundSecondary, bound: BoundColumn): SQL {
  const link = sql`${tableRef(table)}.${ident(table.link)}`;
  return sql`(select to_jsonb(${secondaryValue(table, bound)}) from (select (${ident(table.relation)})::text as ${ident(LINKED)}) as ${ident(LINKED)} join ${tableRef(table)} on (${link})::text = ${ident(LINKED)}.${ident(LINKED)} limit 1)`;
}

/** The secondary values of main rows (each read with its relation columns), merged into their values. */
export async function withSecondaryValues(db: SqlRunner, secondaries: BoundSecondary[], rows: Json[]) {
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
  tx: SqlRunner,
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
    const where = sql`${ident(table.link)} = ${link}`;
    const isUpdated = async () => {
      if (!updated.length) return false;
      if (table.dialect.hasReturning) {
        const statement = sql`update ${tableRef(table)} set ${set} where ${where} returning 1 as done`;
        return rowsOf(await write.guard(table, () => tx.execute(statement))).length > 0;
      }
      // Without `returning`, the row is looked for first (an update changing nothing counts no row there).
      const found = rowsOf(
        await tx.execute(sql`select 1 as done from ${tableRef(table)} where ${where} limit 1`),
      );
      if (found.length > 0)
        await write.guard(table, () => tx.execute(sql`update ${tableRef(table)} set ${set} where ${where}`));
      return found.length > 0;
    };
    if (await isUpdated()) continue;
    await write.insert(table, [[table.link, link], ...pairs(true)]);
  }
}

/** Removes the secondary rows of a record (before its main row). */
export async function removeSecondaryRows(
  tx: SqlRunner,
  secondaries: BoundSecondary[],
  links: Map<string, unknown>,
) {
  for (const table of secondaries) {
    const link = links.get(table.relation);
    if (!hasLink(link)) continue;
    await tx.execute(sql`delete from ${tableRef(table)} where ${ident(table.link)} = ${link}`);
  }
}
