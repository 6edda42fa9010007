import { and, desc, eq, gt, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { smsCodes, smsOutbox } from '../../../db/schema/index.ts';
import { prefixPattern } from '../../../shared/like-pattern.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export async function insertSmsOutbox(db: Db, row: typeof smsOutbox.$inferInsert): Promise<void> {
  await db.insert(smsOutbox).values(row);
}

/** One page of the outbox, newest first; `mobilePrefix` matches the start of the number literally. */
export async function listSmsOutbox(
  db: Db,
  filter: { mobilePrefix?: string },
  page: { offset: number; limit: number },
) {
  const where = filter.mobilePrefix ? like(smsOutbox.mobile, prefixPattern(filter.mobilePrefix)) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    listTotal(db, smsOutbox, where),
  ]);
  return { rows, total };
}

/** A new code replaces the unused ones of the same number and purpose. */
export async function replaceSmsCode(db: Db, row: typeof smsCodes.$inferInsert & { createdAt: Date }) {
  await db
    .update(smsCodes)
    .set({ usedAt: row.createdAt })
    .where(and(eq(smsCodes.mobile, row.mobile), eq(smsCodes.purpose, row.purpose), isNull(smsCodes.usedAt)));
  await db.insert(smsCodes).values(row);
}

export async function findActiveSmsCode(db: Db, mobile: string, purpose: string, now: Date) {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        eq(smsCodes.purpose, purpose),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  return rows[0];
}

export async function countSmsAttempt(db: Db, id: string): Promise<void> {
  await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

/** Uses the code up; false when another request used it first. */
export async function useSmsCode(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ usedAt: at })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return rows.length > 0;
}
