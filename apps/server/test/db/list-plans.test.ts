import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import {
  userInOrganizations,
  userOutsideOnly,
} from '../../src/modules/permission/organize/organization-members.ts';
import { userFilterWhere } from '../../src/modules/permission/users/users.repository.ts';
import {
  findUserListRows,
  type UserPageFilter,
  type UserSortField,
  userKeyValues,
  userPageIds,
} from '../../src/modules/permission/users/users-page.repository.ts';
import { cappedCount } from '../../src/shared/record-kit/list-total.ts';
import { useTestApp } from '../support/test-app.ts';
import { planNodes, rowsOf } from './query-plan.ts';

/*
 * The user list's queries keep to their indexes on a large table: no plan of a page or of the count
 * under its pager reads the whole users table, for the administrator, a small and a nearly-complete
 * organization scope (a scope of a tenth of the users or so may rightly be read by one pass over a
 * table this small), a keyword, a department, the state filter and every sort field. The planner's
 * choice depends on the data's size, so this runs on PostgreSQL with generated data (30,000 users in
 * 10 companies × 49 departments); the embedded pass skips it.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const t = useTestApp();
const USERS = 30_000;
const DEPARTMENTS = 490;

beforeAll(async () => {
  if (!onPostgres) return;
  await t.ctx.db.execute(sql`
    insert into organizations (id, parent_id, category, full_name, en_code, id_path, sort_code)
    select 'pco' || c, '-1', 'company', '计划公司' || c, 'planCo' || c, 'pco' || c, c
    from generate_series(0, 9) c`);
  await t.ctx.db.execute(sql`
    insert into organizations (id, parent_id, category, full_name, en_code, id_path, sort_code)
    select 'pdp' || d, 'pco' || (d % 10), 'department', '计划部门' || d, 'planDept' || d,
           'pco' || (d % 10) || ',pdp' || d, d
    from generate_series(0, ${DEPARTMENTS - 1}) d`);
  await t.ctx.db.execute(sql`
    insert into users (id, account, real_name, mobile_phone, organize_id, password_hash, gender)
    select 'pus' || g, 'p' || lpad(g::text, 6, '0'),
           (array['王','李','张','刘','陈'])[1 + g % 5] || (array['伟','芳','娜','敏','静'])[1 + (g / 5) % 5]
             || (array['华','明','平','红','英'])[1 + (g / 25) % 5],
           '138' || lpad(g::text, 8, '0'), 'pdp' || (g % ${DEPARTMENTS}), 'x', 1 + g % 2
    from generate_series(1, ${USERS}) g`);
  await t.ctx.db.execute(sql`vacuum (analyze) users`);
  await t.ctx.db.execute(sql`analyze organizations`);
});

/** The sequential scans of users in the query's plan, as run, that read (nearly) every row. */
async function fullScansOfUsers(query: SQL): Promise<string[]> {
  return (await planNodes(t, query))
    .filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'users')
    .filter((n) => rowsOf(n) >= 0.9 * USERS)
    .map((n) => `${n['Node Type']} of ${rowsOf(n)} rows`);
}

/** Five departments: about 1 % of the users, a department head's grade management. */
const fewDepartments = () => ['pdp0', 'pdp10', 'pdp20', 'pdp30', 'pdp40'];

/** Each filter with a deep page of its own: near the end of what it matches. */
const FILTERS: [string, () => Partial<UserPageFilter>, number][] = [
  ['the administrator', () => ({}), 20_000],
  [
    'a few departments (grade management)',
    () => ({ scope: { within: userInOrganizations(fewDepartments()), exceptIds: [] } }),
    200,
  ],
  [
    'nearly every organization (grade management)',
    () => ({ scope: { within: userOutsideOnly(['pco9']), exceptIds: [] } }),
    20_000,
  ],
  [
    'everyone but a few users (grade management of all)',
    () => ({ scope: { within: undefined, exceptIds: ['pus1', 'pus2', 'pus3'] } }),
    20_000,
  ],
  ['a name keyword', () => ({ keyword: '张伟' }), 1_000],
  ['an account keyword', () => ({ keyword: '01234' }), 0],
  ['a department', () => ({ organizeId: 'pdp7' }), 40],
  ['the state filter', () => ({ enabledMark: 1 }), 20_000],
];
const SORTS: UserSortField[] = ['account', 'realName', 'creatorTime', 'enabledMark', 'sortCode'];

describe.runIf(onPostgres)('the user list on 30,000 users never reads the whole table', () => {
  it.each(FILTERS)('for %s: first page, a deep page and the count', async (_, filterOf, deep) => {
    const filter = filterOf();
    for (const offset of [0, deep]) {
      const page = userPageIds(t.ctx.db, { ...filter, offset, limit: 20 }).getSQL();
      expect(await fullScansOfUsers(page)).toEqual([]);
    }
    expect(await fullScansOfUsers(cappedCount(users, userFilterWhere(filter)))).toEqual([]);
  });

  it.each(SORTS)('sorted by %s, either way', async (sidx) => {
    for (const sort of ['asc', 'desc'] as const) {
      const page = userPageIds(t.ctx.db, { sidx, sort, offset: 0, limit: 20 }).getSQL();
      expect(await fullScansOfUsers(page)).toEqual([]);
    }
  });
});

describe.runIf(onPostgres)('a page past a cursor', () => {
  /** The rows the plan's scans of users read, as run. */
  async function rowsRead(query: SQL): Promise<number> {
    return (await planNodes(t, query))
      .filter((n) => n['Relation Name'] === 'users')
      .reduce((sum, n) => sum + rowsOf(n), 0);
  }

  it.each([undefined, ...SORTS])('seeks its place instead of walking to it (sort %s)', async (sidx) => {
    for (const sort of ['asc', 'desc'] as const) {
      const [deep] = await findUserListRows(t.ctx.db, [`pus${20_000 + (sort === 'asc' ? 1 : 2)}`]);
      if (!deep) throw new Error('no generated user');
      for (const toward of ['next', 'previous'] as const) {
        const seek = { toward, values: userKeyValues(deep, sidx) };
        const page = userPageIds(t.ctx.db, { sidx, sort, offset: 0, limit: 20, seek }).getSQL();
        // A page's rows and a few the index walk looks at around them, never the 20,000 before it.
        expect(await rowsRead(page), `${sort} ${toward}`).toBeLessThanOrEqual(40);
      }
    }
  });
});

describe.runIf(!onPostgres)('list plans', () => {
  it('are checked on PostgreSQL only (TEST_DATABASE_URL): the embedded pass has no large table', () => {
    expect(onPostgres).toBe(false);
  });
});
