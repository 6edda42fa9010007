import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';
import { type UserFilter, userFilterWhere } from './users.repository.ts';
import { type UserSortField, userListOrder } from './users-page.repository.ts';

/**
 * Ids of the matching users in list order, at most `limit`: the export reads the ids first (users
 * alone, like a list page) and then their rows in batches by id.
 */
export async function listUserIds(
  db: Db,
  filter: UserFilter & { limit: number; sidx?: UserSortField; sort?: 'asc' | 'desc' },
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(userFilterWhere(filter))
    .orderBy(...userListOrder(filter.sidx, filter.sort))
    .limit(filter.limit);
  return rows.map((r) => r.id);
}
