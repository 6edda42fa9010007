import type { Language } from '@platform/contracts';
import type { FormModel } from '@platform/form-engine';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { ListTotal } from '../../../shared/record-kit/list-total.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import {
  deleteModelData,
  findModelData,
  findModelDataPage,
  insertModelData,
  updateModelDataRow,
} from './online-dev.repository.ts';
import { hasTables, releasedForm, requireRelease } from './online-dev-design.ts';
import { type FieldAccess, jsonAccess } from './online-dev-query.ts';
import { readTableBinding } from './online-dev-table-binding.ts';
import { tableRecordStore } from './online-dev-table-store.ts';

/*
 * Where a released design's records are kept, behind one interface so that the runtime's rules (grants,
 * validation, server-filled fields) are written once: a design without tables keeps each record as one
 * JSON object (`visual_model_data`); a design bound to tables on the platform database keeps it in its
 * main table's row and its sub-tables' rows. Both write in the caller's transaction.
 */

type Json = Record<string, unknown>;

/** Who writes and when. */
export interface StoreStamp {
  by: string;
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

export interface RecordStore {
  /** How the list's conditions read a field. */
  fields: FieldAccess;
  page(db: Db, query: RecordQuery): Promise<RecordPage>;
  find(db: Db | Tx, id: string): Promise<Json | undefined>;
  /** Stores a new record; answers its id (the table's own when the database fills the key). */
  insert(tx: Tx, id: string, record: Json, stamp: StoreStamp): Promise<string>;
  update(tx: Tx, id: string, record: Json, stamp: StoreStamp): Promise<void>;
  /** Removes the records among the ids; answers how many went. */
  remove(tx: Tx, ids: string[]): Promise<number>;
}

function jsonRecordStore(designId: string): RecordStore {
  return {
    fields: jsonAccess,
    async page(db, query) {
      const { rows, total } = await findModelDataPage(db, designId, query);
      return { rows: rows.map((row) => ({ ...row.data, id: row.id })), total };
    },
    async find(db, id) {
      return (await findModelData(db, designId, id))?.data;
    },
    async insert(tx, id, record, stamp) {
      await insertModelData(tx, { id, designId, data: record, createdAt: stamp.at, createdBy: stamp.by });
      return id;
    },
    async update(tx, id, record, stamp) {
      await updateModelDataRow(tx, designId, id, { data: record, updatedAt: stamp.at, updatedBy: stamp.by });
    },
    remove: (tx, ids) => deleteModelData(tx, designId, ids),
  };
}

/** The released design and its form (refused when the released form does not parse). */
export async function requireRuntimeDesign(ctx: AppContext, modelId: string, lang: Language) {
  const release = await requireRelease(ctx, modelId);
  return { release, model: releasedForm(release, lang) };
}

/**
 * The store the design's records live in; a design bound to tables has them read from the catalogue
 * (once per request), so this runs after the caller's access is checked.
 */
export async function openRecordStore(
  ctx: AppContext,
  release: VisualDesignReleaseRow,
  model: FormModel,
): Promise<RecordStore> {
  if (!hasTables(release)) return jsonRecordStore(release.id);
  return tableRecordStore(await readTableBinding(ctx, release, model));
}

/** Refuses the advanced query on a store that does not read record JSON (not served for tables yet). */
export function assertJsonQuery(store: RecordStore, superQueryJson: unknown) {
  if (superQueryJson && store.fields !== jsonAccess) {
    throw badRequest('onlineDev.superQueryInvalid', { field: 'superQueryJson' });
  }
}
