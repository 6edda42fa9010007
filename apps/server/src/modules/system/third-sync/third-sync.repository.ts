import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations, thirdSyncRecords, users } from '../../../db/schema/index.ts';
import { newId } from '../../../shared/ids.ts';

export type ThirdType = '1' | '2';
export type SyncDataType = '1' | '2';

/** Every organization with what a department needs; the caller orders parents first. */
export async function findOrganizationsToSync(db: Db) {
  return db
    .select({
      id: organizations.id,
      parentId: organizations.parentId,
      fullName: organizations.fullName,
      idPath: organizations.idPath,
      sortCode: organizations.sortCode,
    })
    .from(organizations)
    .orderBy(asc(organizations.sortCode), asc(organizations.id));
}

/** Every user with what a member needs. */
export async function findUsersToSync(db: Db) {
  return db
    .select({
      id: users.id,
      realName: users.realName,
      mobilePhone: users.mobilePhone,
      email: users.email,
      organizeId: users.organizeId,
    })
    .from(users)
    .orderBy(asc(users.id));
}

/** The ids the service gave so far, by our id (only records a call created). */
export async function findThirdIds(db: Db, thirdType: ThirdType, dataType: SyncDataType) {
  const rows = await db
    .select({ sysObjId: thirdSyncRecords.sysObjId, thirdObjId: thirdSyncRecords.thirdObjId })
    .from(thirdSyncRecords)
    .where(and(eq(thirdSyncRecords.thirdType, thirdType), eq(thirdSyncRecords.dataType, dataType)));
  const ids = new Map<string, string>();
  for (const row of rows) if (row.thirdObjId) ids.set(row.sysObjId, row.thirdObjId);
  return ids;
}

export interface SyncOutcome {
  thirdType: ThirdType;
  dataType: SyncDataType;
  sysObjId: string;
  /** The service's id after a call it accepted; null keeps the id of an earlier success. */
  thirdObjId: string | null;
  isSuccess: boolean;
  errorText: string | null;
  at: Date;
}

/** Stores one record's outcome: one row per record and target. */
export async function upsertSyncRecord(db: Db, o: SyncOutcome): Promise<void> {
  await db
    .insert(thirdSyncRecords)
    .values({
      id: newId(),
      thirdType: o.thirdType,
      dataType: o.dataType,
      sysObjId: o.sysObjId,
      thirdObjId: o.thirdObjId,
      isSuccess: o.isSuccess,
      errorText: o.errorText,
      syncedAt: o.at,
    })
    .onConflictDoUpdate({
      target: [thirdSyncRecords.thirdType, thirdSyncRecords.dataType, thirdSyncRecords.sysObjId],
      set: {
        thirdObjId: sql`coalesce(excluded.third_obj_id, ${thirdSyncRecords.thirdObjId})`,
        isSuccess: o.isSuccess,
        errorText: o.errorText,
        syncedAt: o.at,
      },
    });
}

/** Local records of the type, and how the last syncs of those that still exist went. */
export async function countSyncTotals(db: Db, thirdType: ThirdType, dataType: SyncDataType) {
  const local = dataType === '1' ? organizations : users;
  const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(local);
  const [synced] = await db
    .select({
      success: sql<number>`count(*) filter (where ${thirdSyncRecords.isSuccess})::int`,
      fail: sql<number>`count(*) filter (where not ${thirdSyncRecords.isSuccess})::int`,
      last: sql<Date | string | null>`max(${thirdSyncRecords.syncedAt})`,
    })
    .from(thirdSyncRecords)
    .innerJoin(local, eq(local.id, thirdSyncRecords.sysObjId))
    .where(and(eq(thirdSyncRecords.thirdType, thirdType), eq(thirdSyncRecords.dataType, dataType)));
  const last = synced?.last ? new Date(synced.last).getTime() : null;
  return { total: all?.n ?? 0, success: synced?.success ?? 0, fail: synced?.fail ?? 0, last };
}
