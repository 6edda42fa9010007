import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { dictionaryData, users, visualDesignReleases, visualDesigns } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type VisualDesignRow = typeof visualDesigns.$inferSelect;

const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  fullName: visualDesigns.fullName,
  enCode: visualDesigns.enCode,
};

const creators = alias(users, 'visual_design_creators');
const modifiers = alias(users, 'visual_design_modifiers');

/** A list row: the design without its JSON, with the names the list shows (display only). */
const listColumns = {
  id: visualDesigns.id,
  fullName: visualDesigns.fullName,
  enCode: visualDesigns.enCode,
  category: visualDesigns.category,
  categoryName: dictionaryData.fullName,
  type: visualDesigns.type,
  webType: visualDesigns.webType,
  state: visualDesigns.state,
  enableFlow: visualDesigns.enableFlow,
  enabledMark: visualDesigns.enabledMark,
  sortCode: visualDesigns.sortCode,
  createdAt: visualDesigns.createdAt,
  createdBy: visualDesigns.createdBy,
  updatedAt: visualDesigns.updatedAt,
  updatedBy: visualDesigns.updatedBy,
  creatorName: creators.realName,
  creatorAccount: creators.account,
  modifierName: modifiers.realName,
  modifierAccount: modifiers.account,
  pcModuleId: visualDesignReleases.pcModuleId,
  appModuleId: visualDesignReleases.appModuleId,
};

/** A page of designs by sort code, newest first within a sort code. */
export async function findVisualDesignPage(
  db: Db,
  filter: {
    keyword?: string;
    keywordKeys: readonly string[];
    type: number;
    category?: string;
    webType?: number;
    enableFlow?: number;
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(visualDesigns.type, filter.type),
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    filter.category === undefined ? undefined : eq(visualDesigns.category, filter.category),
    filter.webType === undefined ? undefined : eq(visualDesigns.webType, filter.webType),
    filter.enableFlow === undefined ? undefined : eq(visualDesigns.enableFlow, filter.enableFlow),
    filter.schemeCondition,
  );
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(visualDesigns)
      .leftJoin(dictionaryData, eq(dictionaryData.id, visualDesigns.category))
      .leftJoin(creators, eq(creators.id, visualDesigns.createdBy))
      .leftJoin(modifiers, eq(modifiers.id, visualDesigns.updatedBy))
      .leftJoin(visualDesignReleases, eq(visualDesignReleases.id, visualDesigns.id))
      .where(where)
      .orderBy(asc(visualDesigns.sortCode), desc(visualDesigns.createdAt), asc(visualDesigns.id))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, visualDesigns, where),
  ]);
  return { rows, total };
}
export type VisualDesignListRow = Awaited<ReturnType<typeof findVisualDesignPage>>['rows'][number];

export async function findVisualDesign(db: Db, id: string): Promise<VisualDesignRow | undefined> {
  const [row] = await db.select().from(visualDesigns).where(eq(visualDesigns.id, id)).limit(1);
  return row;
}

/** The columns the shared duplicate checks read. */
export const VISUAL_DESIGN_NAMES = {
  table: visualDesigns,
  id: visualDesigns.id,
  enCode: visualDesigns.enCode,
  fullName: visualDesigns.fullName,
};
