import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { NewRecord, StoreStamp } from './online-dev-record-store.ts';
import type { BoundTable, TableBinding } from './online-dev-table-binding.ts';
import { writtenColumns } from './online-dev-table-columns.ts';
import type { SqlRunner } from './online-dev-table-home.ts';
import { insertAnswering } from './online-dev-table-mysql.ts';
import { type SecondaryWrites, tableRef, writeSecondaryRows } from './online-dev-table-secondary.ts';

/*
 * New records of a design bound to tables stored many to a statement (an import): the main rows in
 * multi-row inserts, then every record's sub-table rows in multi-row inserts per sub-table, then each
 * record's secondary-table rows, all in one transaction of the binding's home (the caller's on the
 * platform database). What is stored is what the table store's insert of each record would store, in the
 * same order; a value a column refuses refuses them all, naming the table.
 */

type Json = Record<string, unknown>;
type Pairs = [string, unknown][];
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;
const ident = (name: string) => sql.identifier(name);
const hasLink = (link: unknown) => link !== null && link !== undefined;

/** The most bound values one statement takes (PostgreSQL's limit is 65,535). */
const MAX_PARAMS = 30_000;

/** The SQLSTATE of a database error (drizzle keeps the driver's error as the cause; MySQL's is `sqlState`). */
const stateOf = (err: unknown) => {
  const error = err as { code?: unknown; sqlState?: unknown; cause?: { code?: unknown } } | undefined;
  return String(error?.sqlState ?? error?.code ?? error?.cause?.code ?? '');
};

/** MySQL's refusals of a value that carry no data-exception state: an incorrect value, a truncated one. */
const MYSQL_VALUE_REFUSALS = new Set([1265, 1366]);
const isValueRefused = (err: unknown) =>
  /^2[23]/.test(stateOf(err)) || MYSQL_VALUE_REFUSALS.has(Number((err as { errno?: unknown })?.errno));

/** Runs a write, answering a data exception or a broken constraint as a refusal naming the table. */
export async function writing<T>(table: BoundTable, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isValueRefused(err)) throw badRequest('onlineDev.columnRefused', { table: table.table });
    throw err;
  }
}

/** A row's columns with its new key first, unless the database fills the key. */
const keyed = (table: BoundTable, pairs: Pairs, id: string): Pairs =>
  table.isKeyGenerated ? pairs : [[table.key, id], ...pairs];

/**
 * Inserts rows into one table in as few multi-row statements as the parameter limit allows. A column one
 * row names and another does not takes its default in the other, as a single-row insert leaving it out.
 * Answers the `returning` columns of each row (aliased `r0`, `r1`…), in the rows' order: PostgreSQL
 * returns the rows of an `insert … values` in the order of its values.
 */
export async function insertRows(
  on: SqlRunner,
  table: BoundTable,
  rows: Pairs[],
  returning: string[] = [],
  maxParams = MAX_PARAMS,
): Promise<Json[]> {
  const names = [...new Set(rows.flatMap((pairs) => pairs.map(([name]) => name)))];
  if (rows.length === 0 || names.length === 0) return [];
  const columns = sql.join(names.map(ident), sql`, `);
  const tail = returning.length
    ? sql` returning ${sql.join(
        returning.map((name, i) => sql`${ident(name)} as ${ident(`r${i}`)}`),
        sql`, `,
      )}`
    : sql``;
  const perStatement = Math.max(1, Math.floor(maxParams / names.length));
  const insert = async (some: Pairs[], ending: SQL) => {
    const values = some.map((pairs) => {
      const byName = new Map(pairs);
      const cells = names.map((name) => (byName.has(name) ? sql`${byName.get(name)}` : sql`default`));
      return sql`(${sql.join(cells, sql`, `)})`;
    });
    const statement = sql`insert into ${tableRef(table)} (${columns}) values ${sql.join(values, sql`, `)}${ending}`;
    return rowsOf(await writing(table, () => on.execute(statement)));
  };
  const answered: Json[] = [];
  for (let at = 0; at < rows.length; at += perStatement) {
    const some = rows.slice(at, at + perStatement);
    if (returning.length === 0 || table.dialect.hasReturning) answered.push(...(await insert(some, tail)));
    else {
      const target = { ref: tableRef(table), key: table.key, isKeyGenerated: table.isKeyGenerated };
      answered.push(...(await insertAnswering(on, target, some, returning, (part) => insert(part, sql``))));
    }
  }
  return answered;
}

/**
 * The sub-table rows of new records. As when each record is saved in turn, a sub-table's rows that
 * already hang on a record's relation value go first, and of records sharing that value the last one's
 * rows stay.
 */
async function insertSubRows(
  on: SqlRunner,
  binding: TableBinding,
  records: NewRecord[],
  links: Map<string, unknown>[],
  stamp: StoreStamp,
) {
  for (const sub of binding.subs) {
    const byLink = new Map<unknown, Json[]>();
    records.forEach(({ record }, i) => {
      const link = links[i]?.get(sub.relation);
      const rows = Array.isArray(record[sub.name]) ? (record[sub.name] as Json[]) : [];
      // Sub-table rows hang on the main row's relation value: without one they would belong to no record.
      if (!hasLink(link)) {
        if (rows.length) throw badRequest('onlineDev.columnRefused', { table: sub.table });
        return;
      }
      byLink.delete(link);
      byLink.set(link, rows);
    });
    const held = [...byLink.keys()];
    for (let at = 0; at < held.length; at += MAX_PARAMS) {
      const some = sql.join(
        held.slice(at, at + MAX_PARAMS).map((link) => sql`${link}`),
        sql`, `,
      );
      await on.execute(sql`delete from ${tableRef(sub)} where ${ident(sub.link)} in (${some})`);
    }
    const written = [...byLink].flatMap(([link, rows]) =>
      rows.map((row) => {
        const pairs = writtenColumns(sub, row, stamp, true).filter(([name]) => name !== sub.link);
        return keyed(sub, [...pairs, [sub.link, link]], newId());
      }),
    );
    await insertRows(on, sub, written);
  }
}

/**
 * Stores new records of a design bound to tables together in the caller's transaction (or one of the
 * home's own); answers their keys (the table's own where the database fills it), in the records' order.
 */
export function insertTableRecords(
  tx: Tx,
  binding: TableBinding,
  records: NewRecord[],
  stamp: StoreStamp,
): Promise<string[]> {
  const { home, main, subs, secondaries } = binding;
  // The main row's relation columns (what its sub-table and secondary rows hold) come back with its key.
  const relations = [...new Set([...subs, ...secondaries].map((table) => table.relation))];
  return home.write(tx, async (on) => {
    const mainRows = records.map(({ id, record }) =>
      keyed(main, writtenColumns(main, record, stamp, true), id),
    );
    const created = await insertRows(on, main, mainRows, [main.key, ...relations]);
    const links = created.map(
      (row) => new Map(relations.map((relation, i): [string, unknown] => [relation, row[`r${i + 1}`]])),
    );
    await insertSubRows(on, binding, records, links, stamp);
    const writes: SecondaryWrites = {
      insert: async (table, pairs) => (await insertRows(on, table, [keyed(table, pairs, newId())]))[0],
      guard: writing,
    };
    for (const [i, { record }] of records.entries()) {
      await writeSecondaryRows(on, secondaries, record, links[i] ?? new Map(), stamp, writes);
    }
    return created.map((row) => String(row.r0));
  });
}
