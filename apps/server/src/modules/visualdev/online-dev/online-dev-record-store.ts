import type { Language } from '@platform/contracts';
import type { FormModel } from '@platform/form-engine';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { visualModelData } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { ListTotal } from '../../../shared/record-kit/list-total.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import {
  deleteModelData,
  findModelData,
  findModelDataByIds,
  findModelDataOfDesign,
  findModelDataPage,
  findModelDataRows,
  insertModelData,
  insertModelDataRows,
  updateModelDataRow,
} from './online-dev.repository.ts';
import { DATA_VIEW, hasTables, releasedForm, requireRelease } from './online-dev-design.ts';
import { type FieldAccess, jsonAccess } from './online-dev-query.ts';
import { readTableBinding } from './online-dev-table-binding.ts';
import type { SqlRunner } from './online-dev-table-home.ts';
import { tableRecordStore } from './online-dev-table-store.ts';

/*
 * Where a released design's records are kept, behind one interface so that the runtime's rules (grants,
 * validation, server-filled fields) are written once: a design without tables keeps each record as one
 * JSON object (`visual_model_data`); a design bound to tables (on any PostgreSQL connection) keeps it in its
 * main table's row and its sub-tables' rows. Both write in the caller's transaction, and every call of the
 * runtime (list, form, detail, save, delete, export, import, relation pickers, dynamic dictionaries, the
 * operation log) reads and writes through it, so the two behave the same.
 */

type Json = Record<string, unknown>;

/** Who writes and when. */
export interface StoreStamp {
  /** Null for a public link's visitor. */
  by: string | null;
  at: Date;
}

export interface RecordQuery {
  where: SQL[];
  order: SQL[];
  offset: number;
  limit: number;
}

export interface RecordPage {
  /** Each record's values with its `id`. */
  rows: Json[];
  total: number | ListTotal;
}

/** A new record to store with the id it is given (unless the database fills the key). */
export interface NewRecord {
  id: string;
  record: Json;
}

/**
 * The records as one relation for statements of their own (a grouped list's groups, a tree table's
 * parents): `from` names it, `where` keeps the design's records, `key` is a record's id as text. The
 * list's conditions read its columns as they stand, so they hold inside a subquery over `from` too.
 */
export interface RecordSource {
  from: SQL;
  where: SQL;
  key: SQL;
}

export interface RecordStore {
  /** How the list's conditions (search form, keyword, order, advanced query) read a field. */
  fields: FieldAccess;
  source: RecordSource;
  /**
   * What a statement of the caller's own over `source` runs on (a grouped list's groups, a tree table's
   * parents): the caller's connection, or the other data connection the design's tables are on.
   */
  reader(db: Db | Tx): SqlRunner;
  /** The condition naming one record by its id, beside the list's conditions. */
  idIs(id: string): SQL;
  page(db: Db, query: RecordQuery): Promise<RecordPage>;
  /** The rows of one window of the query, uncounted (an export walks its pages with it). */
  rows(db: Db | Tx, query: RecordQuery): Promise<Json[]>;
  find(db: Db | Tx, id: string): Promise<Json | undefined>;
  /** The main values, with `id`, of the records among the ids (relation checks, the operation log). */
  findByIds(db: Db | Tx, ids: string[]): Promise<Json[]>;
  /** The records among the ids, each whole as `find` reads it (with `id`), in a few statements. */
  findWhole(db: Db | Tx, ids: string[]): Promise<Json[]>;
  /** The first `limit` records with `id`, the oldest first (a dynamic dictionary's entries). */
  oldest(db: Db | Tx, limit: number): Promise<Json[]>;
  /** Stores a new record; answers its id (the table's own when the database fills the key). */
  insert(tx: Tx, id: string, record: Json, stamp: StoreStamp): Promise<string>;
  /** Stores new records together in the caller's transaction (an import); answers their ids. */
  insertMany(tx: Tx, records: NewRecord[], stamp: StoreStamp): Promise<string[]>;
  update(tx: Tx, id: string, record: Json, stamp: StoreStamp): Promise<void>;
  /** Removes the records among the ids; answers how many went. */
  remove(tx: Tx, ids: string[]): Promise<number>;
}

const withId = (row: { id: string; data: Json }) => ({ ...row.data, id: row.id });

function jsonRecordStore(designId: string): RecordStore {
  return {
    fields: jsonAccess,
    source: {
      from: sql`${visualModelData}`,
      where: sql`${visualModelData.designId} = ${designId}`,
      key: sql`${visualModelData.id}`,
    },
    reader: (db) => db,
    idIs: (id) => sql`${visualModelData.id} = ${id}`,
    async page(db, query) {
      const { rows, total } = await findModelDataPage(db, designId, query);
      return { rows: rows.map(withId), total };
    },
    rows: async (db, query) => (await findModelDataRows(db, designId, query)).map(withId),
    async find(db, id) {
      return (await findModelData(db, designId, id))?.data;
    },
    findByIds: async (db, ids) => (await findModelDataByIds(db, designId, ids)).map(withId),
    // A JSON record holds its sub-table rows.
    findWhole: async (db, ids) => (await findModelDataByIds(db, designId, ids)).map(withId),
    oldest: async (db, limit) => (await findModelDataOfDesign(db, designId, limit)).map(withId),
    async insert(tx, id, record, stamp) {
      await insertModelData(tx, { id, designId, data: record, createdAt: stamp.at, createdBy: stamp.by });
      return id;
    },
    async insertMany(tx, records, stamp) {
      const at = { designId, createdAt: stamp.at, createdBy: stamp.by };
      await insertModelDataRows(
        tx,
        records.map(({ id, record }) => ({ ...at, id, data: record })),
      );
      return records.map(({ id }) => id);
    },
    async update(tx, id, record, stamp) {
      await updateModelDataRow(tx, designId, id, { data: record, updatedAt: stamp.at, updatedBy: stamp.by });
    },
    remove: (tx, ids) => deleteModelData(tx, designId, ids),
  };
}

/**
 * The released design and its form (refused when the released form does not parse). A data view has
 * neither form nor records: every call that reads or writes records refuses it.
 */
export async function requireRuntimeDesign(ctx: AppContext, modelId: string, lang: Language) {
  const release = await requireRelease(ctx, modelId);
  if (release.webType === DATA_VIEW) throw badRequest('onlineDev.dataViewReadOnly');
  return { release, model: releasedForm(release, lang) };
}

/**
 * The store the design's records live in; a design bound to tables has them read from the catalogue
 * (kept a few seconds), so this runs after the caller's access is checked. A store opened `forList` pages
 * the main table only (its sub-tables are not read).
 */
export async function openRecordStore(
  ctx: AppContext,
  release: VisualDesignReleaseRow,
  model: FormModel,
  { forList = false } = {},
): Promise<RecordStore> {
  if (!hasTables(release)) return jsonRecordStore(release.id);
  return tableRecordStore(await readTableBinding(ctx, release, model, !forList));
}
