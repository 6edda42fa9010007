import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizationAdministrators, organizations, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type GradeRow = typeof organizationAdministrators.$inferInsert;

const hasGrade = inArray(
  users.id,
  sql`(select ${organizationAdministrators.userId} from ${organizationAdministrators})`,
);

const userColumns = {
  userId: users.id,
  account: users.account,
  realName: users.realName,
  enabledMark: users.enabledMark,
  isAdministrator: users.isAdministrator,
  organizeId: users.organizeId,
};

/** Users who administer at least one organization (within `scope` when given), by sort code then account. */
export async function listGradeUsers(
  db: Db,
  filter: { keyword?: string; scope?: SQL; offset: number; limit: number },
) {
  const conditions: SQL[] = [hasGrade];
  if (filter.scope) conditions.push(filter.scope);
  if (filter.keyword) {
    const match = or(
      ilike(users.account, containsPattern(filter.keyword)),
      ilike(users.realName, containsPattern(filter.keyword)),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.sortCode), asc(users.account))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, users, where),
  ]);
  return { rows, total };
}

export async function findGradeUser(db: Db, userId: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The administered organizations of the users, with the organization's name and "a/b/c" path. */
export async function findGradeOrganizations(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      row: organizationAdministrators,
      fullName: organizations.fullName,
      organizeName: sql<
        string | null
      >`(select string_agg(o.full_name, '/' order by array_position(string_to_array(${organizations.idPath}, ','), o.id)) from ${organizations} o where o.id = any(string_to_array(${organizations.idPath}, ',')))`,
    })
    .from(organizationAdministrators)
    .leftJoin(organizations, eq(organizations.id, organizationAdministrators.organizeId))
    .where(inArray(organizationAdministrators.userId, userIds))
    .orderBy(asc(organizations.sortCode), asc(organizationAdministrators.id));
}

export async function findOrganizationNames(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organizations.id, fullName: organizations.fullName })
    .from(organizations)
    .where(inArray(organizations.id, ids));
}

/** Replaces the user's rows (call inside a transaction). */
export async function replaceGradeRows(db: Db, userId: string, rows: GradeRow[]): Promise<void> {
  await db.delete(organizationAdministrators).where(eq(organizationAdministrators.userId, userId));
  if (rows.length > 0) await db.insert(organizationAdministrators).values(rows);
}

/** The organizations under any of the ids, the ids themselves included, with their "a,b,c" paths. */
export async function findSubtrees(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organizations.id, idPath: organizations.idPath })
    .from(organizations)
    .where(or(...ids.map((id) => sql`${id} = any(string_to_array(${organizations.idPath}, ','))`)));
}

/** The user's rows as stored (what a handover moves). */
export async function findGradeRows(db: Db, userId: string) {
  return db.select().from(organizationAdministrators).where(eq(organizationAdministrators.userId, userId));
}
