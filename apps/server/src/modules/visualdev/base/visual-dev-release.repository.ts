import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  dictionaryData,
  dictionaryTypes,
  visualDesignReleases,
  visualDesigns,
} from '../../../db/schema/index.ts';

export type VisualDesignReleaseRow = typeof visualDesignReleases.$inferSelect;
export type VisualDesignReleaseValues = typeof visualDesignReleases.$inferInsert;

export async function findDesignRelease(db: Db, id: string): Promise<VisualDesignReleaseRow | undefined> {
  const [row] = await db.select().from(visualDesignReleases).where(eq(visualDesignReleases.id, id)).limit(1);
  return row;
}

/** Keeps the released copy of a design: one row per design, replaced at every release. */
export async function upsertDesignRelease(db: Db, values: VisualDesignReleaseValues): Promise<void> {
  const { id, ...rest } = values;
  await db
    .insert(visualDesignReleases)
    .values(values)
    .onConflictDoUpdate({ target: visualDesignReleases.id, set: rest });
}

export async function deleteDesignRelease(db: Db, id: string): Promise<void> {
  await db.delete(visualDesignReleases).where(eq(visualDesignReleases.id, id));
}

/** What a picker lists of a design (the design or its released copy). */
export interface SelectorDesignRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  webType: number;
  enableFlow: number;
}

export interface SelectorFilter {
  type?: number;
  webTypes?: number[];
  enableFlow?: number;
}

/** The designs (or, with `isReleased`, the released copies) of a picker, in the designs' list order. */
export async function findSelectorDesigns(
  db: Db,
  filter: SelectorFilter,
  isReleased: boolean,
): Promise<SelectorDesignRow[]> {
  const table = isReleased ? visualDesignReleases : visualDesigns;
  const conditions: (SQL | undefined)[] = [
    filter.type === undefined ? undefined : eq(table.type, filter.type),
    filter.webTypes?.length ? inArray(table.webType, filter.webTypes) : undefined,
    filter.webTypes?.length && filter.enableFlow !== undefined
      ? eq(table.enableFlow, filter.enableFlow)
      : undefined,
  ];
  return db
    .select({
      id: table.id,
      fullName: table.fullName,
      enCode: table.enCode,
      category: table.category,
      type: table.type,
      webType: table.webType,
      enableFlow: table.enableFlow,
    })
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(table.sortCode), asc(table.fullName), asc(table.id));
}

/** Dictionary entries by id, in their dictionary's order (the categories the designs name). */
export async function findCategoryEntries(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: dictionaryData.id, fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(inArray(dictionaryData.id, ids))
    .orderBy(asc(dictionaryTypes.sortCode), asc(dictionaryData.sortCode), asc(dictionaryData.id));
}
