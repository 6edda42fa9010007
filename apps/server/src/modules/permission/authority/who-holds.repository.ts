import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userRelations, users } from '../../../db/schema/index.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

/** Holders that pass an item on: users hold it themselves, members get it from enabled roles, positions, groups. */
export interface PassingHolders {
  User: string[];
  Role: string[];
  Position: string[];
  Group: string[];
}

const MEMBER_TYPES = ['Role', 'Position', 'Group'] as const;

function memberOf(holders: PassingHolders): SQL | undefined {
  const conditions = MEMBER_TYPES.filter((type) => holders[type].length > 0).map((type) =>
    and(eq(userRelations.objectType, type), inArray(userRelations.objectId, holders[type])),
  );
  return conditions.length > 0 ? or(...conditions) : undefined;
}

function receivers(holders: PassingHolders): SQL {
  const parts: SQL[] = [];
  if (holders.User.length > 0) parts.push(inArray(users.id, holders.User));
  const members = memberOf(holders);
  if (members)
    parts.push(
      inArray(users.id, sql`(select ${userRelations.userId} from ${userRelations} where ${members})`),
    );
  return parts.length > 0 ? (or(...parts) ?? sql`false`) : sql`false`;
}

/** One page (by account) of the users who get the item through the holders, narrowed by `scope`. */
export async function pageReceivers(
  db: Db,
  holders: PassingHolders,
  filter: { scope?: SQL; offset: number; limit: number },
) {
  const where = and(receivers(holders), filter.scope);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: users.id,
        account: users.account,
        realName: users.realName,
        enabledMark: users.enabledMark,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.account))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, users, where),
  ]);
  return { rows, total };
}

/** The memberships of the users among the holders (which role, position or group gives them the item). */
export async function findMembershipsAmong(db: Db, userIds: string[], holders: PassingHolders) {
  const members = memberOf(holders);
  if (userIds.length === 0 || !members) return [];
  return db
    .select({
      userId: userRelations.userId,
      objectType: userRelations.objectType,
      objectId: userRelations.objectId,
    })
    .from(userRelations)
    .where(and(inArray(userRelations.userId, userIds), members))
    .orderBy(asc(userRelations.sortCode), asc(userRelations.id));
}
