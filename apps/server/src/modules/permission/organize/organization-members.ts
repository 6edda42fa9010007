import { and, is, not, SQL, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';

/** Up to this many organizations the array overlap is cheap per row and its GIN index finds the users. */
const OVERLAP_MAX_IDS = 16;

/**
 * Users who belong to one of the organizations: as their main organization or as a membership.
 * `organizeIds` is a list of ids or a subquery of ids.
 *
 * users.organize_ids (kept by triggers, migration 0006) holds the main organization and every
 * membership. A short list is an overlap with that array, which its GIN index (users_organize_ids)
 * serves: a department head's few departments are found without walking the list. An overlap costs
 * time in proportion to the list's length for every row it tests, though: against a scope of 500
 * organizations it made a scoped count of 100,000 users 50 times slower than the administrator's
 * (docs/performance/scoped-lists.md). So a longer list is a hashed lookup of organize_id (constant
 * time per row, whatever the length), and the array is looked at only for the few users who belong
 * to more than their main organization. users_list_order covers both columns, so a page walks that
 * index without reading the table.
 */
export function userInOrganizations(organizeIds: readonly string[] | SQL): SQL {
  if (is(organizeIds, SQL)) return sql`${users.organizeIds} && array${organizeIds}`;
  if (organizeIds.length === 0) return sql`false`;
  const ids = sql`${sql.param([...organizeIds])}::text[]`;
  if (organizeIds.length <= OVERLAP_MAX_IDS) return sql`${users.organizeIds} && ${ids}`;
  return sql`(${users.organizeId} = any(${ids}) or ((${users.organizeId} is null or cardinality(${users.organizeIds}) > 1) and ${users.organizeIds} && ${ids}))`;
}

/**
 * The users of a scope that holds most of the organizations: those with at least one organization
 * outside `outside` (every organization the scope leaves out). The same users as
 * userInOrganizations(scope) as long as users only name organizations that exist, which the
 * organization delete keeps true (it refuses while anyone belongs to it). With nothing left out the
 * test is only "belongs somewhere", as cheap as the administrator's list.
 */
export function userOutsideOnly(outside: readonly string[]): SQL {
  // Spelled as a comparison, not cardinality(...) > 0: the planner estimates it from the column's
  // statistics (nearly every user), where a function call gets a blind third, and would then sort
  // a deep page out of a whole-table read instead of walking the list's index.
  const belongsSomewhere = sql`${users.organizeIds} <> '{}'::text[]`;
  if (outside.length === 0) return belongsSomewhere;
  return sql`(${belongsSomewhere} and not (${users.organizeIds} <@ ${sql.param([...outside])}::text[]))`;
}

/** Users every organization of whom is in the list, the users of no organization included. */
export function userWhollyIn(organizeIds: readonly string[]): SQL {
  return sql`${users.organizeIds} <@ ${sql.param([...organizeIds])}::text[]`;
}

/**
 * The users of an organization scope: those `within` holds (undefined: everyone) but the few
 * `exceptIds` names. Kept apart so a list's total can count `within` and subtract the few
 * (listTotal's `except`) instead of testing every row against them.
 */
export interface UsersInScope {
  within: SQL | undefined;
  exceptIds: readonly string[];
}

/** The users these ids name (a primary-key look-up); undefined when there are none. */
export function usersNamed(ids: readonly string[]): SQL | undefined {
  if (ids.length === 0) return undefined;
  return sql`${users.id} = any(${sql.param([...ids])}::text[])`;
}

/** The scope as one condition on users (undefined: everyone). */
export function usersInScope(scope: UsersInScope): SQL | undefined {
  const named = usersNamed(scope.exceptIds);
  return and(scope.within, named && not(named));
}
