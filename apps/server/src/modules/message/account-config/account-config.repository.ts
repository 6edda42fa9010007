import { and, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { messageAccounts, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { sortedOrder } from '../../../shared/record-kit/sorted-page.ts';

export type AccountRow = typeof messageAccounts.$inferSelect;
export type AccountWithCreator = AccountRow & { creatorName: string | null };

export interface AccountFilter {
  type: string;
  keyword?: string;
  enabledMark?: number;
  channel?: number;
  webhookType?: number;
  offset: number;
  limit: number;
}

const withCreator = {
  row: messageAccounts,
  realName: users.realName,
  account: users.account,
};

const creatorName = (r: { realName: string | null; account: string | null }) =>
  r.realName === null ? null : `${r.realName}/${r.account}`;

/** One type's accounts, by sort code then newest first. */
export async function findAccountsPage(db: Db, f: AccountFilter) {
  const conditions: SQL[] = [eq(messageAccounts.type, f.type)];
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    const match = or(ilike(messageAccounts.fullName, pattern), ilike(messageAccounts.enCode, pattern));
    if (match) conditions.push(match);
  }
  if (f.enabledMark !== undefined) conditions.push(eq(messageAccounts.enabledMark, f.enabledMark));
  if (f.channel !== undefined) conditions.push(eq(messageAccounts.channel, f.channel));
  if (f.webhookType !== undefined) conditions.push(eq(messageAccounts.webhookType, f.webhookType));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCreator)
      .from(messageAccounts)
      .leftJoin(users, eq(users.id, messageAccounts.createdBy))
      .where(where)
      .orderBy(...sortedOrder(messageAccounts))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(messageAccounts).where(where),
  ]);
  return {
    rows: rows.map((r): AccountWithCreator => ({ ...r.row, creatorName: creatorName(r) })),
    total: total?.n ?? 0,
  };
}

export async function findAccount(db: Db, id: string): Promise<AccountWithCreator | undefined> {
  const [r] = await db
    .select(withCreator)
    .from(messageAccounts)
    .leftJoin(users, eq(users.id, messageAccounts.createdBy))
    .where(eq(messageAccounts.id, id));
  return r ? { ...r.row, creatorName: creatorName(r) } : undefined;
}

/** Whether another account of the type has the code. */
export async function isCodeTaken(db: Db, type: string, enCode: string, exceptId?: string) {
  const conditions = [eq(messageAccounts.type, type), eq(messageAccounts.enCode, enCode)];
  if (exceptId) conditions.push(ne(messageAccounts.id, exceptId));
  const [hit] = await db
    .select({ id: messageAccounts.id })
    .from(messageAccounts)
    .where(and(...conditions))
    .limit(1);
  return hit !== undefined;
}

/** The official accounts' original ids (sealed) other than `exceptId`'s. */
export async function findMpKeys(db: Db, exceptId?: string) {
  const conditions = [eq(messageAccounts.type, '7')];
  if (exceptId) conditions.push(ne(messageAccounts.id, exceptId));
  return db
    .select({ appKeyCipher: messageAccounts.appKeyCipher })
    .from(messageAccounts)
    .where(and(...conditions));
}
