import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { messageAccounts, messageWechatUsers, users } from '../../../db/schema/index.ts';
import { newId } from '../../../shared/ids.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

export type WechatUserRow = typeof messageWechatUsers.$inferSelect;

/** An official account (type 7) by its code, as WeChat's callback URL names it. */
export async function findMpAccountByCode(db: Db, enCode: string) {
  const [row] = await db
    .select()
    .from(messageAccounts)
    .where(and(eq(messageAccounts.type, '7'), eq(messageAccounts.enCode, enCode)))
    .limit(1);
  return row;
}

/** The enabled official accounts, in the screens' order. */
export function findEnabledMpAccounts(db: Db) {
  return db
    .select({ id: messageAccounts.id, fullName: messageAccounts.fullName })
    .from(messageAccounts)
    .where(and(eq(messageAccounts.type, '7'), eq(messageAccounts.enabledMark, 1)))
    .orderBy(asc(messageAccounts.sortCode), desc(messageAccounts.createdAt), asc(messageAccounts.id));
}

export function findUserWechatBindings(db: Db, userId: string) {
  return db.select().from(messageWechatUsers).where(eq(messageWechatUsers.userId, userId));
}

/**
 * Binds `openId` at the account to the user: the user's earlier openid there is replaced, and the
 * openid leaves any other user it was bound to (one follower is one platform user per account).
 */
export async function upsertWechatBinding(
  db: Db,
  binding: { accountId: string; userId: string; openId: string; now: Date },
) {
  const { accountId, userId, openId, now } = binding;
  await db.transaction(async (tx) => {
    await tx
      .delete(messageWechatUsers)
      .where(
        and(
          eq(messageWechatUsers.accountId, accountId),
          eq(messageWechatUsers.openId, openId),
          ne(messageWechatUsers.userId, userId),
        ),
      );
    await tx
      .insert(messageWechatUsers)
      .values({ id: newId(), accountId, userId, openId, isFollowing: 1, createdAt: now })
      .onConflictDoUpdate({
        target: [messageWechatUsers.accountId, messageWechatUsers.userId],
        set: { openId, isFollowing: 1, updatedAt: now },
      });
  });
}

/** Marks the follower of `openId` at the account as following or not; answers whether one was bound. */
export async function updateWechatFollowingRow(
  db: Db,
  target: { accountId: string; openId: string; isFollowing: 0 | 1; now: Date },
) {
  const rows = await db
    .update(messageWechatUsers)
    .set({ isFollowing: target.isFollowing, updatedAt: target.now })
    .where(
      and(eq(messageWechatUsers.accountId, target.accountId), eq(messageWechatUsers.openId, target.openId)),
    )
    .returning({ id: messageWechatUsers.id });
  return rows.length > 0;
}

export async function deleteWechatBinding(
  db: Db,
  accountId: string,
  where: { userId?: string; id?: string },
) {
  const conditions: SQL[] = [eq(messageWechatUsers.accountId, accountId)];
  if (where.userId !== undefined) conditions.push(eq(messageWechatUsers.userId, where.userId));
  if (where.id !== undefined) conditions.push(eq(messageWechatUsers.id, where.id));
  const rows = await db
    .delete(messageWechatUsers)
    .where(and(...conditions))
    .returning({ id: messageWechatUsers.id });
  return rows.length > 0;
}

/** The bindings of these users at the account, by user id. */
export async function findWechatBindingsOf(db: Db, accountId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return new Map<string, WechatUserRow>();
  const rows = await db
    .select()
    .from(messageWechatUsers)
    .where(
      and(eq(messageWechatUsers.accountId, accountId), inArray(messageWechatUsers.userId, [...userIds])),
    );
  return new Map(rows.map((r) => [r.userId, r]));
}

/** One account's followers with their names, newest binding first; keyword on name, account or openid. */
export async function findWechatFollowersPage(
  db: Db,
  f: { accountId: string; keyword?: string; offset: number; limit: number },
) {
  const conditions: SQL[] = [eq(messageWechatUsers.accountId, f.accountId)];
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    const match = or(
      ilike(users.realName, pattern),
      ilike(users.account, pattern),
      ilike(messageWechatUsers.openId, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: messageWechatUsers, realName: users.realName, account: users.account })
      .from(messageWechatUsers)
      .innerJoin(users, eq(users.id, messageWechatUsers.userId))
      .where(where)
      .orderBy(desc(messageWechatUsers.createdAt), asc(messageWechatUsers.id))
      .offset(f.offset)
      .limit(f.limit),
    db
      .select({ n: count() })
      .from(messageWechatUsers)
      .innerJoin(users, eq(users.id, messageWechatUsers.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One binding, as the operation log keeps it. */
export async function findWechatBinding(db: Db, id: string) {
  const [row] = await db.select().from(messageWechatUsers).where(eq(messageWechatUsers.id, id));
  return row;
}
