import { MenuCode } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createDelegate, SELECT_ONLY } from './delegate-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';

/*
 * The user list pages by keyset behind its numbered pager: every page answers the cursors of its
 * first and last rows, and the next or previous page asked for with one of them is the very page
 * its number gives — for the default order (sort code, newest first, with ties), a sort field
 * either way, the administrator and a scoped delegate. A cursor that does not lead to the page
 * asked for (another page, sort or filter, or garbage) is ignored: the number decides.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const ROWS = 67;
const KEYWORD = 'kset';
let company: string;

beforeAll(async () => {
  company = await insertOrg(t);
  // Few sort codes and creation times, so ties fall to the later keys.
  await t.ctx.db.execute(sql`
    insert into users (id, account, real_name, password_hash, sort_code, created_at, organize_id, enabled_mark)
    select 'kset' || lpad(g::text, 3, '0'), 'kset-' || g, '键集' || (g % 4), 'x', g % 3,
           timestamptz '2026-02-01' + ((g % 4) || ' minutes')::interval, ${company}, 1
    from generate_series(1, ${ROWS}) g`);
});

interface Page {
  ids: string[];
  total: number;
  nextCursor?: string;
  prevCursor?: string;
}

async function page(token: string, query: string, currentPage: number, cursor?: string): Promise<Page> {
  const extra = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
  const res = await t.call({
    url: `/api/permission/Users?pageSize=20&currentPage=${currentPage}${query}${extra}`,
    token,
  });
  expect(res.body.code).toBe(200);
  const { list, pagination } = res.body.data;
  return {
    ids: list.map((u: { id: string }) => u.id),
    total: pagination.total,
    nextCursor: pagination.nextCursor,
    prevCursor: pagination.prevCursor,
  };
}

const MINE = `&keyword=${KEYWORD}`;
const ORDERS = [
  MINE,
  `${MINE}&sidx=realName&sort=desc`,
  `${MINE}&sidx=creatorTime&sort=asc`,
  `${MINE}&sidx=account&sort=asc`,
];

describe('keyset paging of the user list', () => {
  it.each(ORDERS)('walks forward and back to the numbered pages (order "%s")', async (order) => {
    const pages = Math.ceil(ROWS / 20);
    const byNumber: string[][] = [];
    for (let n = 1; n <= pages; n++) byNumber.push((await page(admin.token, order, n)).ids);
    expect(byNumber.flat()).toHaveLength(ROWS);
    expect(new Set(byNumber.flat()).size).toBe(ROWS);

    let current = await page(admin.token, order, 1);
    for (let n = 2; n <= pages; n++) {
      current = await page(admin.token, order, n, current.nextCursor);
      expect(current.ids, `next to page ${n}`).toEqual(byNumber[n - 1]);
    }
    for (let n = pages - 1; n >= 1; n--) {
      current = await page(admin.token, order, n, current.prevCursor);
      expect(current.ids, `back to page ${n}`).toEqual(byNumber[n - 1]);
    }
  });

  it('is the same for a delegate, within their scope', async () => {
    const outside = await insertOrg(t);
    await t.ctx.db.execute(sql`
      update users set organize_id = ${outside} where id in ('kset005', 'kset021', 'kset040', 'kset041')`);
    const lister = await createDelegate(t, company, { [MenuCode.permissionUser]: [] }, SELECT_ONLY);
    // The delegate sees the company's users only; they hold no column of the menu to filter by.
    const theirs = '';
    const first = await page(lister.token, theirs, 1);
    expect(first.total).toBe(ROWS - 4);
    const byNumber = [first.ids];
    for (let n = 2; n <= 4; n++) byNumber.push((await page(lister.token, theirs, n)).ids);
    expect(byNumber.flat()).not.toContain('kset021');
    let current = first;
    for (let n = 2; n <= 4; n++) {
      current = await page(lister.token, theirs, n, current.nextCursor);
      expect(current.ids, `next to page ${n}`).toEqual(byNumber[n - 1]);
    }
    current = await page(lister.token, theirs, 3, current.prevCursor);
    expect(current.ids).toEqual(byNumber[2]);
  });

  it('continues after the rows already seen when a user is added on an earlier page meanwhile', async () => {
    const one = await page(admin.token, MINE, 1);
    const two = await page(admin.token, MINE, 2);
    // A new user that sorts first (lowest sort code) pushes every row one place on.
    await t.ctx.db.execute(sql`
      insert into users (id, account, real_name, password_hash, sort_code, organize_id)
      values ('kset-new', 'kset-new', '新来', 'x', -1, ${company})`);
    try {
      // By number, page 2 would now start with page 1's last row again; by cursor it goes on after it.
      expect((await page(admin.token, MINE, 2)).ids[0]).toBe(one.ids.at(-1));
      expect((await page(admin.token, MINE, 2, one.nextCursor)).ids).toEqual(two.ids);
    } finally {
      await t.ctx.db.execute(sql`delete from users where id = 'kset-new'`);
    }
  });

  it('ignores a cursor that does not lead to the page asked for', async () => {
    const one = await page(admin.token, MINE, 1);
    const three = (await page(admin.token, MINE, 3)).ids;
    // For page 2, asked as page 3: the number decides.
    expect((await page(admin.token, MINE, 3, one.nextCursor)).ids).toEqual(three);
    // Taken under another sort.
    const bySort = `${MINE}&sidx=account&sort=asc`;
    const sorted = await page(admin.token, bySort, 2);
    expect((await page(admin.token, bySort, 2, one.nextCursor)).ids).toEqual(sorted.ids);
    // Not a cursor at all, or a forged one with values of the wrong kind.
    const two = (await page(admin.token, MINE, 2)).ids;
    expect((await page(admin.token, MINE, 2, 'garbage!')).ids).toEqual(two);
    const forged = Buffer.from(JSON.stringify(['next', 2, 'x', [{ a: 1 }, null, 3]])).toString('base64url');
    expect((await page(admin.token, MINE, 2, forged)).ids).toEqual(two);
  });

  it('refuses a cursor longer than any the server gives', async () => {
    const res = await t.call({
      url: `/api/permission/Users?currentPage=2&cursor=${'a'.repeat(2000)}`,
      token: admin.token,
    });
    expect(res.body.code).toBe(400);
  });
});
