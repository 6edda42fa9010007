import { and, count, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { billRules } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { findSortedPage } from '../../../shared/record-kit/sorted-page.ts';

export type BillRuleRow = typeof billRules.$inferSelect;

const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  fullName: billRules.fullName,
  enCode: billRules.enCode,
};

/** A page of rules by sort code, newest first within a sort code; `isEnabledOnly` for the picker. */
export async function findBillRulePage(
  db: Db,
  filter: {
    keyword?: string;
    keywordKeys: readonly string[];
    category?: string;
    isEnabledOnly?: boolean;
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    filter.category === undefined ? undefined : eq(billRules.category, filter.category),
    filter.isEnabledOnly ? eq(billRules.enabledMark, 1) : undefined,
    filter.schemeCondition,
  );
  return findSortedPage(db, billRules, where, filter);
}

export async function findBillRule(db: Db, id: string): Promise<BillRuleRow | undefined> {
  const [row] = await db.select().from(billRules).where(eq(billRules.id, id)).limit(1);
  return row;
}

/** Whether another rule (not `exceptId`) has this name. */
export async function hasBillRuleNamed(db: Db, fullName: string, exceptId?: string): Promise<boolean> {
  const sameName = eq(billRules.fullName, fullName);
  const [row] = await db
    .select({ id: billRules.id })
    .from(billRules)
    .where(exceptId ? and(sameName, ne(billRules.id, exceptId)) : sameName)
    .limit(1);
  return row !== undefined;
}

/** Which of id, code and name another rule already has. */
export async function findBillRuleClashes(db: Db, rule: { id: string; enCode: string; fullName: string }) {
  const [row] = await db
    .select({
      id: sql<boolean>`bool_or(${billRules.id} = ${rule.id})`,
      enCode: sql<boolean>`bool_or(${billRules.enCode} = ${rule.enCode})`,
      fullName: sql<boolean>`bool_or(${billRules.fullName} = ${rule.fullName})`,
    })
    .from(billRules);
  return { id: row?.id === true, enCode: row?.enCode === true, fullName: row?.fullName === true };
}

/** 1 when the rule has issued a number (it may then not be deleted). */
export async function countIssuedNumbers(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(billRules)
    .where(and(eq(billRules.id, id), isNotNull(billRules.outputNumber)));
  return row?.n ?? 0;
}

/** The date part of a number issued now, for each date format. */
export interface DateParts {
  yyyyMMdd: string;
  yyyyMM: string;
  yyyy: string;
}

/**
 * Issues the next number of the enabled rule with this code, or undefined when there is none. One
 * UPDATE reads and advances the counter: concurrent callers (in this process or another) queue on
 * the row's lock and each sees the row the previous one left, so numbers are unique and
 * consecutive. The serial restarts at the start number when the date part differs from the last
 * number's.
 */
export async function issueBillNumber(
  db: Db | Tx,
  code: string,
  parts: DateParts,
): Promise<string | undefined> {
  const datePart = sql`(case ${billRules.dateFormat}
    when 'yyyyMMdd' then ${parts.yyyyMMdd}::text
    when 'yyyyMM' then ${parts.yyyyMM}::text
    when 'yyyy' then ${parts.yyyy}::text
    else '' end)`;
  const next = sql`(case when ${billRules.outputNumber} is not null and ${billRules.numberDate} = ${datePart}
    then ${billRules.thisNumber} + 1 else 0 end)`;
  const serial = sql`((${billRules.startNumber})::bigint + ${next})::text`;
  const [row] = await db
    .update(billRules)
    .set({
      thisNumber: next,
      numberDate: datePart,
      outputNumber: sql`${billRules.prefix} || ${datePart} || lpad(${serial}, greatest(${billRules.digit}, length(${serial})), '0')`,
    })
    .where(and(eq(billRules.enCode, code), eq(billRules.enabledMark, 1)))
    .returning({ outputNumber: billRules.outputNumber });
  return row?.outputNumber ?? undefined;
}

export async function insertBillRule(db: Db, row: typeof billRules.$inferInsert): Promise<void> {
  await db.insert(billRules).values(row);
}
