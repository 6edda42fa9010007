import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { visualModelData } from '../../../db/schema/index.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type ModelDataRow = typeof visualModelData.$inferSelect;
export type ModelDataValues = typeof visualModelData.$inferInsert;

/** One record of the design. */
export async function findModelData(db: Db | Tx, designId: string, id: string) {
  const [row] = await db
    .select()
    .from(visualModelData)
    .where(and(eq(visualModelData.designId, designId), eq(visualModelData.id, id)))
    .limit(1);
  return row;
}

/** Records of the design among the ids. */
export async function findModelDataByIds(db: Db | Tx, designId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(visualModelData)
    .where(and(eq(visualModelData.designId, designId), inArray(visualModelData.id, ids)));
}

/** The design's first `limit` records, the oldest first (a dynamic dictionary's entries). */
export async function findModelDataOfDesign(db: Db | Tx, designId: string, limit: number) {
  return db
    .select()
    .from(visualModelData)
    .where(eq(visualModelData.designId, designId))
    .orderBy(asc(visualModelData.createdAt), asc(visualModelData.id))
    .limit(limit);
}

export interface ModelDataPage {
  /** Conditions over the record's fields (built from the checked query, values bound). */
  where: SQL[];
  /** The order asked for; the newest first and the id break ties. */
  order: SQL[];
  offset: number;
  limit: number;
}

/** The conditions' rows of one window, without a count (an export's batches). */
export async function findModelDataRows(db: Db | Tx, designId: string, page: ModelDataPage) {
  return db
    .select()
    .from(visualModelData)
    .where(and(eq(visualModelData.designId, designId), ...page.where))
    .orderBy(...page.order, desc(visualModelData.createdAt), desc(visualModelData.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** A page of the design's records and the total matching the conditions. */
export async function findModelDataPage(db: Db, designId: string, page: ModelDataPage) {
  const where = and(eq(visualModelData.designId, designId), ...page.where);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(visualModelData)
      .where(where)
      .orderBy(...page.order, desc(visualModelData.createdAt), desc(visualModelData.id))
      .offset(page.offset)
      .limit(page.limit),
    listTotal(db, visualModelData, where),
  ]);
  return { rows, total };
}

export async function insertModelData(tx: Tx, values: ModelDataValues): Promise<void> {
  await tx.insert(visualModelData).values(values);
}

/** Inserts many records at once (an import's good rows). */
export async function insertModelDataRows(tx: Tx, values: ModelDataValues[]): Promise<void> {
  if (values.length > 0) await tx.insert(visualModelData).values(values);
}

export async function updateModelDataRow(
  tx: Tx,
  designId: string,
  id: string,
  values: Pick<ModelDataValues, 'data' | 'updatedAt' | 'updatedBy'>,
): Promise<void> {
  await tx
    .update(visualModelData)
    .set(values)
    .where(and(eq(visualModelData.designId, designId), eq(visualModelData.id, id)));
}

/** Deletes the design's records among the ids; answers how many went. */
export async function deleteModelData(tx: Tx, designId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await tx
    .delete(visualModelData)
    .where(and(eq(visualModelData.designId, designId), inArray(visualModelData.id, ids)))
    .returning({ id: visualModelData.id });
  return gone.length;
}
