import { and, desc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { notices, users } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

const creators = alias(users, 'notice_creators');
const releasers = alias(users, 'notice_releasers');

/** A notice with the names of its author and releaser (display only). */
const rowColumns = {
  id: notices.id,
  title: notices.title,
  bodyText: notices.bodyText,
  excerpt: notices.excerpt,
  files: notices.files,
  toUserIds: notices.toUserIds,
  category: notices.category,
  coverImage: notices.coverImage,
  expirationTime: notices.expirationTime,
  releaseTime: notices.releaseTime,
  enabledMark: notices.enabledMark,
  createdAt: notices.createdAt,
  updatedAt: notices.updatedAt,
  creatorName: creators.realName,
  creatorAccount: creators.account,
  releaserName: releasers.realName,
  releaserAccount: releasers.account,
};
const KEYWORD_COLUMNS: Record<string, KeywordColumn> = { title: notices.title };

/** The stored state behind a shown one: 1 released and not expired, 2 released and expired, 0 draft. */
function stateCondition(state: number, now: Date): SQL | undefined {
  if (state === 0) return eq(notices.enabledMark, 0);
  const isReleased = eq(notices.enabledMark, 1);
  if (state === 2) return and(isReleased, isNotNull(notices.expirationTime), lt(notices.expirationTime, now));
  return and(isReleased, or(isNull(notices.expirationTime), sql`${notices.expirationTime} >= ${now}`));
}

function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(notices)
    .leftJoin(creators, eq(creators.id, notices.createdBy))
    .leftJoin(releasers, eq(releasers.id, notices.releaseUserId));
}
export type NoticeRow = Awaited<ReturnType<typeof selectRows>>[number];

/** A page of notices, newest first. */
export async function findNoticePage(
  db: Db,
  filter: {
    keyword?: string;
    keywordKeys: readonly string[];
    states?: number[];
    categories?: string[];
    now: Date;
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const states = filter.states?.length
    ? or(...filter.states.map((s) => stateCondition(s, filter.now)))
    : undefined;
  const where = and(
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    states,
    filter.categories?.length ? inArray(notices.category, filter.categories) : undefined,
    filter.schemeCondition,
  );
  const [rows, total] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, notices, where),
  ]);
  return { rows, total };
}

export async function findNotice(db: Db, id: string): Promise<NoticeRow | undefined> {
  const [row] = await selectRows(db).where(eq(notices.id, id)).limit(1);
  return row;
}

/**
 * Marks a draft released. Only a draft changes (the state is tested in the same statement), so of two
 * releases at once one finds nothing to change; returns whether this one did.
 */
export async function updateNoticeReleasedRow(
  db: Db,
  id: string,
  release: { messageId: string; releaseUserId: string; releaseTime: Date },
): Promise<boolean> {
  const changed = await db
    .update(notices)
    .set({ ...release, enabledMark: 1, updatedAt: release.releaseTime, updatedBy: release.releaseUserId })
    .where(and(eq(notices.id, id), eq(notices.enabledMark, 0)))
    .returning({ id: notices.id });
  return changed.length > 0;
}
