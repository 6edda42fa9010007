import { and, asc, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  messageAccounts,
  messageTemplates,
  sendConfigs,
  sendConfigTemplates,
  thirdSyncRecords,
  users,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { sortedOrder } from '../../../shared/record-kit/sorted-page.ts';
import { creatorName } from '../message-template/message-template.repository.ts';

export type SendConfigRow = typeof sendConfigs.$inferSelect;
export type SendConfigWithCreator = SendConfigRow & { creatorName: string | null };
export type BindingRow = typeof sendConfigTemplates.$inferSelect;

export interface SendConfigFilter {
  keyword?: string;
  templateType?: string;
  messageSource?: string;
  enabledMark?: number;
  offset: number;
  limit: number;
}

const withCreator = { row: sendConfigs, realName: users.realName, account: users.account };

export async function findSendConfigsPage(db: Db, f: SendConfigFilter) {
  const conditions: SQL[] = [];
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    const match = or(ilike(sendConfigs.fullName, pattern), ilike(sendConfigs.enCode, pattern));
    if (match) conditions.push(match);
  }
  if (f.templateType) conditions.push(eq(sendConfigs.templateType, f.templateType));
  if (f.messageSource) conditions.push(eq(sendConfigs.messageSource, f.messageSource));
  if (f.enabledMark !== undefined) conditions.push(eq(sendConfigs.enabledMark, f.enabledMark));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCreator)
      .from(sendConfigs)
      .leftJoin(users, eq(users.id, sendConfigs.createdBy))
      .where(where)
      .orderBy(...sortedOrder(sendConfigs))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(sendConfigs).where(where),
  ]);
  return {
    rows: rows.map((r): SendConfigWithCreator => ({ ...r.row, creatorName: creatorName(r) })),
    total: total?.n ?? 0,
  };
}

export async function findSendConfig(db: Db, id: string): Promise<SendConfigWithCreator | undefined> {
  const [r] = await db
    .select(withCreator)
    .from(sendConfigs)
    .leftJoin(users, eq(users.id, sendConfigs.createdBy))
    .where(eq(sendConfigs.id, id));
  return r ? { ...r.row, creatorName: creatorName(r) } : undefined;
}

export async function isSendConfigCodeTaken(db: Db, enCode: string, exceptId?: string) {
  const conditions = [eq(sendConfigs.enCode, enCode)];
  if (exceptId) conditions.push(ne(sendConfigs.id, exceptId));
  const [hit] = await db
    .select({ id: sendConfigs.id })
    .from(sendConfigs)
    .where(and(...conditions))
    .limit(1);
  return hit !== undefined;
}

/** The bindings of these configurations, with the template's and the account's names. */
export async function findBindings(db: Db, configIds: readonly string[]) {
  if (configIds.length === 0) return [];
  return db
    .select({
      row: sendConfigTemplates,
      templateName: messageTemplates.fullName,
      templateCode: messageTemplates.enCode,
      templateParams: messageTemplates.params,
      accountName: messageAccounts.fullName,
      accountCode: messageAccounts.enCode,
    })
    .from(sendConfigTemplates)
    .leftJoin(messageTemplates, eq(messageTemplates.id, sendConfigTemplates.templateId))
    .leftJoin(messageAccounts, eq(messageAccounts.id, sendConfigTemplates.accountConfigId))
    .where(inArray(sendConfigTemplates.sendConfigId, [...configIds]))
    .orderBy(
      asc(sendConfigTemplates.messageType),
      asc(sendConfigTemplates.sortCode),
      asc(sendConfigTemplates.id),
    );
}
export type BindingWithNames = Awaited<ReturnType<typeof findBindings>>[number];

export async function findBindingsByIds(db: Db, ids: readonly string[]): Promise<BindingRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sendConfigTemplates)
    .where(inArray(sendConfigTemplates.id, [...ids]));
}

export async function findAccountTypes(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: messageAccounts.id, type: messageAccounts.type })
    .from(messageAccounts)
    .where(inArray(messageAccounts.id, [...ids]));
}

export interface Receiver {
  id: string;
  name: string;
  email: string | null;
  mobile: string | null;
}

/** These users, enabled ones only, with what the channels address them by. */
export async function findReceivers(db: Db, ids: readonly string[]): Promise<Receiver[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.realName, email: users.email, mobile: users.mobilePhone })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.enabledMark, 1)))
    .orderBy(asc(users.id));
}

/** The ids directory sync gave these users at WeCom ('1') or DingTalk ('2'), by our id. */
export async function findThirdUserIds(db: Db, thirdType: '1' | '2', ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ sysObjId: thirdSyncRecords.sysObjId, thirdObjId: thirdSyncRecords.thirdObjId })
    .from(thirdSyncRecords)
    .where(
      and(
        eq(thirdSyncRecords.thirdType, thirdType),
        eq(thirdSyncRecords.dataType, '2'),
        inArray(thirdSyncRecords.sysObjId, [...ids]),
      ),
    );
  return new Map(rows.flatMap((r) => (r.thirdObjId ? [[r.sysObjId, r.thirdObjId] as const] : [])));
}

/** Whether a send configuration sends through the account. */
export async function isAccountBound(db: Db, accountId: string) {
  const [hit] = await db
    .select({ id: sendConfigTemplates.id })
    .from(sendConfigTemplates)
    .where(eq(sendConfigTemplates.accountConfigId, accountId))
    .limit(1);
  return hit !== undefined;
}
