import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { FieldAccess } from './online-dev-query.ts';
import type { RecordPage, RecordStore, StoreStamp } from './online-dev-record-store.ts';
import type { BoundColumn, BoundSubTable, BoundTable, TableBinding } from './online-dev-table-binding.ts';
import { insertRows, writing } from './online-dev-table-bulk.ts';
import { epochColumn, valuesOf, writtenColumns } from './online-dev-table-columns.ts';
import { tableConditions } from './online-dev-table-conditions.ts';
import type { SqlRunner } from './online-dev-table-home.ts';
import { windowRows } from './online-dev-table-page.ts';
import {
  removeSecondaryRows,
  type SecondaryWrites,
  secondaryColumn,
  secondaryField,
  secondaryOrder,
  tableRef,
  withSecondaryValues,
  writeSecondaryRows,
} from './online-dev-table-secondary.ts';

/*
 * The record store of a design bound to tables, on the platform database or another PostgreSQL or
 * MySQL/MariaDB connection (the binding's home, online-dev-table-home.ts, whose dialect says what differs
 * there): a record is the main table's
 * row (by its key) with each sub-table's rows under the sub-table widget's key and the values of its
 * secondary tables' rows (online-dev-table-secondary.ts) under their fields' keys. Names are the checked
 * ones of the binding, quoted as identifiers; values are always bound parameters. Each write runs in one
 * transaction of the home (the caller's on the platform database), so the main row, its sub-table rows
 * and its secondary rows are stored or refused together.
 */

type Json = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;
const ident = (name: string) => sql.identifier(name);
const NUMBER_KEYS = new Set(['int', 'bigint']);

type Pairs = [string, unknown][];

/** One row (its key added unless the database fills it); answers its `returning` column. */
async function insertRow(on: SqlRunner, table: BoundTable, pairs: Pairs, id: string, returning: string) {
  const all: Pairs = table.isKeyGenerated ? pairs : [[table.key, id], ...pairs];
  const [row] = await insertRows(on, table, [all], [returning]);
  return row?.r0;
}

/** A sub-table's rows of one main row, in as few multi-row inserts as the parameter limit allows. */
async function insertSubRows(
  on: SqlRunner,
  sub: BoundSubTable,
  rows: Json[],
  link: unknown,
  stamp: StoreStamp,
) {
  const written = rows.map((row): Pairs => {
    const pairs = writtenColumns(sub, row, stamp, true).filter(([name]) => name !== sub.link);
    const all: Pairs = [...pairs, [sub.link, link]];
    return sub.isKeyGenerated ? all : [[sub.key, newId()], ...all];
  });
  await insertRows(on, sub, written);
}

/** Deletes the table's rows the condition names; answers how many went. */
async function deleteCounting(on: SqlRunner, table: BoundTable, where: SQL): Promise<number> {
  if (table.dialect.hasReturning) {
    return rowsOf(await on.execute(sql`delete from ${tableRef(table)} where ${where} returning 1 as gone`))
      .length;
  }
  const [counted] = rowsOf(
    await on.execute(sql`select count(*) as n from ${tableRef(table)} where ${where}`),
  );
  await on.execute(sql`delete from ${tableRef(table)} where ${where}`);
  return Number(counted?.n ?? 0);
}

const secondaryWrites = (tx: SqlRunner): SecondaryWrites => ({
  insert: (table, pairs) => insertRow(tx, table, pairs, newId(), table.key),
  guard: writing,
});

export function tableRecordStore(binding: TableBinding): RecordStore {
  const { home, main, subs, secondaries } = binding;
  const { dialect } = home;
  const byKey = (id: string) => sql`${ident(main.key)} = ${id}`;
  const bound = (name: string) => {
    const found = main.fields.get(name);
    if (!found) throw badRequest('onlineDev.queryInvalid', { field: name });
    return found;
  };
  // Unqualified: the list's statements read the one table (online-dev-table-page.ts).
  const columnRef = (found: BoundColumn) => sql`${ident(found.column)}`;
  // A time column reads as the form holds it (epoch ms), so ranges and the advanced query compare numbers.
  const column = (name: string) => {
    const secondary = secondaryField(secondaries, name);
    if (secondary) return secondaryColumn(main, secondary.table, secondary.bound);
    const found = bound(name);
    return epochColumn(main, found, columnRef(found));
  };
  const fields: FieldAccess = {
    value: (name) => dialect.json(column(name)),
    ordered: (name) => {
      const secondary = secondaryField(secondaries, name);
      if (!secondary) return dialect.json(column(name));
      // MySQL pages straight over the main table, whose rows the look-up then names (no set of matches).
      return dialect.kind === 'mysql' ? column(name) : secondaryOrder(secondary.table, secondary.bound);
    },
    text: (name) => dialect.text(column(name)),
    typed: tableConditions((name) => {
      const bound = main.fields.get(name);
      return bound && { bound, ref: columnRef(bound) };
    }, dialect),
    sql: dialect.fieldSql,
  };
  const mainValues = (row: Json) => ({ ...valuesOf(main, row), id: String(row[main.key]) });
  const withSecondary = async (db: SqlRunner, rows: Json[]) => {
    const values = await withSecondaryValues(db, secondaries, rows);
    return rows.map((row, i) => ({ ...values[i], ...mainValues(row) }));
  };
  const counted = {
    ref: tableRef(main),
    name: `"${main.schema.replace(/"/g, '""')}"."${main.table.replace(/"/g, '""')}"`,
  };
  // The list reads the key and the bound columns only.
  const listed = sql.join(
    [
      ...new Set([
        main.key,
        ...[...main.fields.values()].map((found) => found.column),
        ...secondaries.map((table) => table.relation),
      ]),
    ].map(ident),
    sql`, `,
  );

  /** The sub-table rows of main rows (one statement per sub-table), under each sub-table widget's key. */
  async function readSubRows(db: SqlRunner, mainRows: Json[]): Promise<Json[]> {
    const values = mainRows.map((): Json => ({}));
    for (const sub of subs) {
      const links = [...new Set(mainRows.map((row) => row[sub.relation]))].filter(
        (link) => link !== null && link !== undefined,
      );
      const byLink = new Map<string, Json[]>();
      if (links.length) {
        const listed = sql.join(
          links.map((link) => sql`${link}`),
          sql`, `,
        );
        const rows = rowsOf(
          await db.execute(
            sql`select * from ${tableRef(sub)} where ${ident(sub.link)} in (${listed}) order by ${ident(sub.key)}`,
          ),
        );
        for (const row of rows) {
          const link = String(row[sub.link]);
          const linked = byLink.get(link);
          if (linked) linked.push(valuesOf(sub, row));
          else byLink.set(link, [valuesOf(sub, row)]);
        }
      }
      mainRows.forEach((row, i) => {
        const link = row[sub.relation];
        values[i][sub.name] = link === null || link === undefined ? [] : (byLink.get(String(link)) ?? []);
      });
    }
    return values;
  }

  /** The main rows named by the ids (a number key's id it cannot hold names none). */
  async function mainRowsOf(on: SqlRunner, ids: string[]): Promise<Json[]> {
    const wanted = NUMBER_KEYS.has(main.keyType) ? ids.filter((id) => /^-?\d{1,18}$/.test(id)) : ids;
    if (wanted.length === 0) return [];
    const keys = sql.join(
      wanted.map((id) => sql`${id}`),
      sql`, `,
    );
    return rowsOf(
      await on.execute(sql`select * from ${tableRef(main)} where ${ident(main.key)} in (${keys})`),
    );
  }

  /** Main rows as whole records: their values, secondary values and sub-table rows (`id` when asked). */
  async function wholeRecords(on: SqlRunner, rows: Json[], withId: boolean): Promise<Json[]> {
    const [secondary, sub] = [await withSecondaryValues(on, secondaries, rows), await readSubRows(on, rows)];
    const values = withId ? mainValues : (row: Json) => valuesOf(main, row);
    return rows.map((row, i) => ({ ...secondary[i], ...values(row), ...sub[i] }));
  }

  async function writeSubRows(tx: SqlRunner, record: Json, links: Map<string, unknown>, stamp: StoreStamp) {
    for (const sub of subs) {
      const link = links.get(sub.relation);
      const rows = Array.isArray(record[sub.name]) ? (record[sub.name] as Json[]) : [];
      // Sub-table rows hang on the main row's relation value: without one they would belong to no record.
      if (link === null || link === undefined) {
        if (rows.length) throw badRequest('onlineDev.columnRefused', { table: sub.table });
        continue;
      }
      await tx.execute(sql`delete from ${tableRef(sub)} where ${ident(sub.link)} = ${link}`);
      await insertSubRows(tx, sub, rows, link, stamp);
    }
  }

  /** The main row's relation columns (what its sub-table rows hold), by column. */
  async function linksOf(tx: SqlRunner, id: string) {
    const links = new Map<string, unknown>();
    for (const relation of new Set([...subs, ...secondaries].map((table) => table.relation))) {
      const [row] = rowsOf(
        await tx.execute(sql`select ${ident(relation)} as link from ${tableRef(main)} where ${byKey(id)}`),
      );
      links.set(relation, row?.link);
    }
    return links;
  }

  async function insertRecord(tx: SqlRunner, id: string, record: Json, stamp: StoreStamp) {
    const created = await insertRow(tx, main, writtenColumns(main, record, stamp, true), id, main.key);
    const key = String(created);
    const links = await linksOf(tx, key);
    await writeSubRows(tx, record, links, stamp);
    await writeSecondaryRows(tx, secondaries, record, links, stamp, secondaryWrites(tx));
    return key;
  }

  async function updateRecord(tx: SqlRunner, id: string, record: Json, stamp: StoreStamp) {
    const pairs = writtenColumns(main, record, stamp, false);
    if (pairs.length) {
      const set = sql.join(
        pairs.map(([name, value]) => sql`${ident(name)} = ${value}`),
        sql`, `,
      );
      await writing(main, () => tx.execute(sql`update ${tableRef(main)} set ${set} where ${byKey(id)}`));
    }
    const links = await linksOf(tx, id);
    await writeSubRows(tx, record, links, stamp);
    await writeSecondaryRows(tx, secondaries, record, links, stamp, secondaryWrites(tx));
  }

  async function removeRecords(tx: SqlRunner, ids: string[]) {
    let count = 0;
    for (const id of ids) {
      const links = await linksOf(tx, id);
      await removeSecondaryRows(tx, secondaries, links);
      for (const sub of subs) {
        await tx.execute(
          sql`delete from ${tableRef(sub)} where ${ident(sub.link)} = ${links.get(sub.relation)}`,
        );
      }
      count += await deleteCounting(tx, main, byKey(id));
    }
    return count;
  }

  return {
    fields,
    source: { from: tableRef(main), where: sql`true`, key: dialect.text(sql`${ident(main.key)}`) },
    // An id a number key cannot hold names no row (and must not reach the database as one).
    reader: home.reader,
    idIs: (id) => (NUMBER_KEYS.has(main.keyType) && !/^-?\d{1,18}$/.test(id) ? sql`false` : byKey(id)),
    async page(db, query): Promise<RecordPage> {
      const on = home.reader(db);
      const { rows, total } = await dialect.page(on, { counted, listed, key: main.key }, query);
      return { rows: await withSecondary(on, rows), total };
    },
    async rows(db, query) {
      const on = home.reader(db);
      return withSecondary(on, await windowRows(on, { ref: tableRef(main), key: main.key, dialect }, query));
    },
    async findByIds(db, ids) {
      return (await mainRowsOf(home.reader(db), ids)).map(mainValues);
    },
    async findWhole(db, ids) {
      const on = home.reader(db);
      return wholeRecords(on, await mainRowsOf(on, ids), true);
    },
    async oldest(db, limit) {
      const created = main.audit.createdAt ? [dialect.order(sql`${ident(main.audit.createdAt)}`, 'asc')] : [];
      const order = sql.join([...created, sql`${ident(main.key)} asc`], sql`, `);
      const on = home.reader(db);
      const rows = rowsOf(
        await on.execute(sql`select * from ${tableRef(main)} order by ${order} ${dialect.window(limit)}`),
      );
      return withSecondary(on, rows);
    },
    async find(db, id) {
      const on = home.reader(db);
      const [row] = rowsOf(await on.execute(sql`select * from ${tableRef(main)} where ${byKey(id)}`));
      if (!row) return undefined;
      const [record] = await wholeRecords(on, [row], false);
      return record;
    },
    insert: (tx, id, record, stamp) => home.write(tx, (on) => insertRecord(on, id, record, stamp)),
    insertMany: (tx, records, stamp) =>
      home.write(tx, async (on) => {
        const keys: string[] = [];
        for (const { id, record } of records) keys.push(await insertRecord(on, id, record, stamp));
        return keys;
      }),
    update: (tx, id, record, stamp) => home.write(tx, (on) => updateRecord(on, id, record, stamp)),
    remove: (tx, ids) => home.write(tx, (on) => removeRecords(on, ids)),
  };
}
