import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loginLogs, users } from '../../../db/schema/index.ts';
import { newId } from '../../../shared/ids.ts';

/** The user fields login needs; the hash never leaves the oauth services. */
const loginColumns = {
  id: users.id,
  account: users.account,
  mobilePhone: users.mobilePhone,
  passwordHash: users.passwordHash,
  enabledMark: users.enabledMark,
  logErrorCount: users.logErrorCount,
  unlockTime: users.unlockTime,
  theme: users.theme,
  lastLoginTime: users.lastLoginTime,
  lastLoginIp: users.lastLoginIp,
};

export type LoginUser = {
  id: string;
  account: string;
  mobilePhone: string | null;
  passwordHash: string;
  enabledMark: number;
  logErrorCount: number;
  unlockTime: Date | null;
  theme: string | null;
  lastLoginTime: Date | null;
  lastLoginIp: string | null;
};

export async function findLoginUserByAccount(db: Db, account: string): Promise<LoginUser | undefined> {
  const rows = await db.select(loginColumns).from(users).where(eq(users.account, account)).limit(1);
  return rows[0];
}

export async function findLoginUserById(db: Db, id: string): Promise<LoginUser | undefined> {
  const rows = await db.select(loginColumns).from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** At most a few rows: a phone number shared by several (sub-)accounts. */
export async function findLoginUsersByMobile(db: Db, mobile: string): Promise<LoginUser[]> {
  return db.select(loginColumns).from(users).where(eq(users.mobilePhone, mobile)).limit(20);
}

export async function findLoginUserByMobileAndAccount(
  db: Db,
  mobile: string,
  account: string,
): Promise<LoginUser | undefined> {
  const rows = await db
    .select(loginColumns)
    .from(users)
    .where(and(eq(users.mobilePhone, mobile), eq(users.account, account)))
    .limit(1);
  return rows[0];
}

/** Counts a failed password and returns the new count (atomic, so parallel attempts all count). */
export async function incrementLoginErrors(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(users)
    .set({ logErrorCount: sql`${users.logErrorCount} + 1` })
    .where(eq(users.id, userId))
    .returning({ count: users.logErrorCount });
  return rows[0]?.count ?? 0;
}

/**
 * Locks an enabled account only: a disabled one stays disabled (lifting the lock later would
 * otherwise enable it).
 */
export async function lockUser(db: Db, userId: string, unlockTime: Date | null): Promise<void> {
  await db
    .update(users)
    .set({ enabledMark: 2, unlockTime })
    .where(and(eq(users.id, userId), eq(users.enabledMark, 1)));
}

/** Lifts an expired lock; only touches a row that is still locked. */
export async function unlockUser(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ enabledMark: 1, unlockTime: null, logErrorCount: 0 })
    .where(and(eq(users.id, userId), eq(users.enabledMark, 2)));
}

/** Moves last login to previous login and records this one; clears the failure count. */
export async function recordLoginSuccess(db: Db, user: LoginUser, at: Date, ip: string): Promise<void> {
  await db
    .update(users)
    .set({
      prevLoginTime: user.lastLoginTime,
      prevLoginIp: user.lastLoginIp,
      lastLoginTime: at,
      lastLoginIp: ip,
      logErrorCount: 0,
    })
    .where(eq(users.id, user.id));
}

export interface LoginLogInput {
  userId: string | null;
  account: string;
  category: 'login' | 'logout' | 'lock' | 'unlock' | 'password';
  isSuccess: boolean;
  message: string;
  ip: string;
  ipAddressName: string | null;
  userAgent: string | undefined;
  at: Date;
}

export async function insertLoginLog(db: Db, input: LoginLogInput): Promise<void> {
  await db.insert(loginLogs).values({
    id: newId(),
    userId: input.userId,
    account: input.account.slice(0, 100),
    category: input.category,
    isSuccess: input.isSuccess,
    message: input.message,
    ip: input.ip,
    ipAddressName: input.ipAddressName,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    createdAt: input.at,
  });
}

export async function resetLoginErrors(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ logErrorCount: 0 }).where(eq(users.id, userId));
}
