import { describe, expect, it } from 'vitest';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeDesign, runtimeListBody, runtimeUser, saveBody } from './online-dev-fixtures.ts';
import { checkPassword, linkCall, linkColumn, saveLink } from './online-dev-short-link-fixtures.ts';

/*
 * The list of a design's link: the public list and one record of it show the link's columns only and
 * search the link's fields only, behind the list's password; OnlineDev's ListLink answers the same
 * page to a holder of the design's menu.
 */

const t = useTestApp();
const admin = useAdminUser(t);

/** A released design with three records and a list link of 标题 and 级别, searched by 标题 and 价格. */
async function listedDesign(changes: Record<string, unknown> = {}) {
  const design = await runtimeDesign(t, admin);
  for (const [title, level, price] of [
    ['alpha', 'h', 10],
    ['beta', 'l', 20],
    ['gamma', 'h', 30],
  ] as const) {
    const res = await onlineCall(
      t,
      admin,
      'POST',
      `/${design.id}`,
      saveBody({ title, level, price, secret: 's' }),
    );
    expect(res.body.code, res.body.msg).toBe(200);
  }
  const link = await saveLink(t, admin, design.id, {
    columnUse: 1,
    columnText: JSON.stringify([linkColumn('title', 'comInput'), linkColumn('level', 'select')]),
    columnCondition: JSON.stringify([linkColumn('title', 'comInput'), linkColumn('price', 'numInput')]),
    ...changes,
  });
  return { design, ...link };
}

const listOf = (modelId: string, token: string, extra: Record<string, unknown> = {}) =>
  linkCall(t, 'POST', `/${modelId}/ListLink?encryption=${token}`, runtimeListBody('', extra));

describe('外链 public list', () => {
  it("shows the link's columns only and searches and sorts by the link's fields only", async () => {
    const { design, list, form } = await listedDesign();
    const page = await listOf(design.id, list, { sidx: 'title', sort: 'asc' });
    expect(page.body.code, page.body.msg).toBe(200);
    expect(page.body.data.pagination.total).toBe(3);
    const rows = page.body.data.list as Record<string, unknown>[];
    expect(rows.map((row) => row.title)).toEqual(['alpha', 'beta', 'gamma']);
    expect(rows[0]).toMatchObject({ title: 'alpha', level: 'h', level_name: '高' });
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', 'level', 'level_name', 'title']);
    }

    const found = await listOf(design.id, list, { queryJson: JSON.stringify({ title: 'et' }) });
    expect(found.body.data.list.map((row: { title: string }) => row.title)).toEqual(['beta']);
    const ranged = await listOf(design.id, list, { queryJson: JSON.stringify({ price: [15, 40] }) });
    expect(ranged.body.data.pagination.total).toBe(2);
    const hiddenSearch = await listOf(design.id, list, { queryJson: JSON.stringify({ secret: 's' }) });
    expect(hiddenSearch.body.code).toBe(400);
    const hiddenSort = await listOf(design.id, list, { sidx: 'secret' });
    expect(hiddenSort.body.code).toBe(400);

    const wrongUse = await listOf(design.id, form);
    expect(wrongUse.body.code).toBe(400);
    const anyId = rows[0]?.id as string;
    const detail = await linkCall(t, 'GET', `/${design.id}/${anyId}/DataChange?encryption=${list}`);
    expect(detail.body.code, detail.body.msg).toBe(200);
    expect(JSON.parse(detail.body.data.data)).toEqual({ title: 'alpha', level: 'h' });

    await saveLink(t, admin, design.id, { columnUse: 0 });
    const off = await listOf(design.id, list);
    expect(off.body.code).toBe(404);
  });

  it("asks the list's password before it answers records", async () => {
    const { design, list } = await listedDesign({ columnPassUse: 1, columnPassword: 'Pass#123' });
    const config = await linkCall(t, 'GET', `/getConfig/${design.id}?encryption=${list}`);
    expect(config.body.data).toMatchObject({ columnUse: 1, columnPassUse: 1 });
    const unproven = await listOf(design.id, list);
    expect(unproven.body.code).toBe(401);
    const proof = (await checkPassword(t, design.id, 1, 'Pass#123', list)).body.data.encryption as string;
    const page = await listOf(design.id, proof);
    expect(page.body.code, page.body.msg).toBe(200);
    expect(page.body.data.pagination.total).toBe(3);
    const anyId = page.body.data.list[0].id as string;
    const detail = await linkCall(t, 'GET', `/${design.id}/${anyId}/DataChange?encryption=${list}`);
    expect(detail.body.code).toBe(401);
  });
});

describe('OnlineDev ListLink', () => {
  it("answers the link's page to a holder of the design's menu and refuses others", async () => {
    const { design } = await listedDesign({ columnUse: 0 });
    const holder = await runtimeUser(t, design.menuId, []);
    const page = await onlineCall(
      t,
      holder,
      'POST',
      `/${design.id}/ListLink`,
      runtimeListBody(design.menuId),
    );
    expect(page.body.code, page.body.msg).toBe(200);
    expect(page.body.data.pagination.total).toBe(3);
    for (const row of page.body.data.list as Record<string, unknown>[]) {
      expect(row).not.toHaveProperty('secret');
      expect(row).not.toHaveProperty('price');
      expect(row).toHaveProperty('title');
    }
    const stranger = await createUser(t);
    const refused = await onlineCall(
      t,
      stranger,
      'POST',
      `/${design.id}/ListLink`,
      runtimeListBody(design.menuId),
    );
    expect(refused.body.code).toBe(401);
  });
});
