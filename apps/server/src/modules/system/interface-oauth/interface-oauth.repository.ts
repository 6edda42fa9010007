import { and, asc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataInterfaces, interfaceOauthGrants, interfaceOauths, users } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import { sortedOrder } from '../../../shared/record-kit/sorted-page.ts';

export type InterfaceOauthRow = typeof interfaceOauths.$inferSelect & { creatorName: string | null };

const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  appName: interfaceOauths.appName,
  appId: interfaceOauths.appId,
};

const withCreator = { ...getTableColumns(interfaceOauths), creatorName: users.realName };

/** A page of apps by sort code, newest first within a sort code. */
export async function findInterfaceOauthPage(
  db: Db,
  filter: {
    keyword?: string;
    keywordKeys: readonly string[];
    enabledMark?: number;
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    filter.enabledMark === undefined ? undefined : eq(interfaceOauths.enabledMark, filter.enabledMark),
    filter.schemeCondition,
  );
  const [rows, total] = await Promise.all([
    db
      .select(withCreator)
      .from(interfaceOauths)
      .leftJoin(users, eq(users.id, interfaceOauths.createdBy))
      .where(where)
      .orderBy(...sortedOrder(interfaceOauths))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, interfaceOauths, where),
  ]);
  return { rows, total };
}

export async function findInterfaceOauth(db: Db, id: string): Promise<InterfaceOauthRow | undefined> {
  const [row] = await db
    .select(withCreator)
    .from(interfaceOauths)
    .leftJoin(users, eq(users.id, interfaceOauths.createdBy))
    .where(eq(interfaceOauths.id, id))
    .limit(1);
  return row;
}

export async function findInterfaceOauthByAppId(db: Db, appId: string) {
  const [row] = await db.select().from(interfaceOauths).where(eq(interfaceOauths.appId, appId)).limit(1);
  return row;
}

/** Whether another app (not `exceptId`) uses the app id. */
export async function hasInterfaceOauthAppId(db: Db, appId: string, exceptId?: string): Promise<boolean> {
  const row = await findInterfaceOauthByAppId(db, appId);
  return row !== undefined && row.id !== exceptId;
}

/** The bound users' "name/account" labels by id. */
export async function findUserLabels(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, `${r.realName}/${r.account}`]));
}

/** The interfaces each app may call, by app id, in name order. */
export async function findGrantedInterfaces(db: Db, oauthIds: readonly string[]) {
  if (oauthIds.length === 0) return [];
  return db
    .select({
      oauthId: interfaceOauthGrants.oauthId,
      id: dataInterfaces.id,
      fullName: dataInterfaces.fullName,
      enCode: dataInterfaces.enCode,
      dataType: dataInterfaces.dataType,
    })
    .from(interfaceOauthGrants)
    .innerJoin(dataInterfaces, eq(dataInterfaces.id, interfaceOauthGrants.interfaceId))
    .where(inArray(interfaceOauthGrants.oauthId, [...oauthIds]))
    .orderBy(asc(dataInterfaces.fullName), asc(dataInterfaces.id));
}

export async function isInterfaceGranted(db: Db, oauthId: string, interfaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: interfaceOauthGrants.interfaceId })
    .from(interfaceOauthGrants)
    .where(and(eq(interfaceOauthGrants.oauthId, oauthId), eq(interfaceOauthGrants.interfaceId, interfaceId)))
    .limit(1);
  return row !== undefined;
}

/** Which of the ids are data interfaces. */
export async function findExistingInterfaceIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: dataInterfaces.id })
    .from(dataInterfaces)
    .where(inArray(dataInterfaces.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

export async function replaceInterfaceGrants(db: Db, oauthId: string, interfaceIds: readonly string[]) {
  await db.delete(interfaceOauthGrants).where(eq(interfaceOauthGrants.oauthId, oauthId));
  if (interfaceIds.length > 0)
    await db
      .insert(interfaceOauthGrants)
      .values(interfaceIds.map((interfaceId) => ({ oauthId, interfaceId })));
}
