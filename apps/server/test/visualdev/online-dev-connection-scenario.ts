import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';
import { exportCall, onlineCall, saveBody } from './online-dev-fixtures.ts';
import {
  downloadSheet,
  expectSearchedList,
  items,
  readDetail,
  boundRecord as record,
  replaceRecord,
} from './online-dev-tables-fixtures.ts';

/*
 * What the tests of designs whose tables live on another data connection share: the database there,
 * read straight (online-dev-other-connection-fixtures.ts for PostgreSQL,
 * online-dev-mysql-connection-fixtures.ts for MariaDB/MySQL), and the round trip of a design's records
 * through it.
 */

type Json = Record<string, unknown>;
type Design = { id: string; menuId: string };

export interface ConnectionThere {
  /** The data connection's id (dbLinkId). */
  link(): string;
  /** The rows of a table of that database, read straight from it; `?` placeholders on every database. */
  rowsThere(table: string, where?: string, values?: unknown[]): Promise<Json[]>;
  /** Whether a table of that name is in that database. */
  hasTable(name: string): Promise<boolean>;
}

type ListOf = Awaited<ReturnType<typeof expectSearchedList>>;

/**
 * Saves 苹果 (with sub-table rows 甲 and 乙), 香蕉 and 苹果派 through the design bound to `main` and its
 * sub-table `sub` there, and checks each step in that database: the rows, the list's keyword and search
 * form, the detail, a replace, an export, a delete and a batch delete of the rest. `afterSaves` adds
 * checks of its own while the three records are there.
 */
export async function recordsRoundTrip(
  t: TestApp,
  admin: TestUser,
  there: ConnectionThere,
  design: Design,
  { main, sub }: { main: string; sub: string },
  afterSaves: (list: ListOf) => Promise<void> = async () => {},
): Promise<void> {
  const { rowsThere } = there;
  const save = (values: Json) => onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
  const created = await save(record('苹果', 3, 4, items('甲', '乙')));
  expect(created.body.code, created.body.msg).toBe(200);
  const id = created.body.data.id as string;
  expect(await rowsThere(main, 'where id = ?', [id])).toMatchObject([{ title: '苹果', amount: 12 }]);
  const subRows = await rowsThere(sub, 'where parent_id = ?', [id]);
  expect(subRows.map((row) => row.item_name).sort()).toEqual(['乙', '甲']);
  for (const [title, price] of [
    ['香蕉', 9],
    ['苹果派', 1],
  ] as const) {
    expect((await save(record(title, price, 1))).body.code).toBe(200);
  }
  await afterSaves(await expectSearchedList(t, admin, design));

  const data = await readDetail(t, admin, design, id);
  expect((data.tableField101 as Json[]).map((row) => row.item_name).sort()).toEqual(['乙', '甲']);
  await replaceRecord(t, admin, design, id);
  expect(await rowsThere(main, 'where id = ?', [id])).toMatchObject([{ title: '青苹果', amount: 10 }]);
  expect((await rowsThere(sub, 'where parent_id = ?', [id])).map((row) => row.item_name)).toEqual(['丙']);

  const exported = await exportCall(t, admin, design, {
    dataType: 1,
    selectKey: ['title'],
    sidx: 'price',
    sort: 'asc',
  });
  expect(exported.body.code, exported.body.msg).toBe(200);
  expect(await downloadSheet(t, admin, exported.body.data.url)).toEqual([
    ['title'],
    ['苹果派'],
    ['青苹果'],
    ['香蕉'],
  ]);

  const removed = await onlineCall(t, admin, 'DELETE', `/${design.id}/${id}`);
  expect(removed.body.code, removed.body.msg).toBe(200);
  expect(await rowsThere(main, 'where id = ?', [id])).toHaveLength(0);
  expect(await rowsThere(sub, 'where parent_id = ?', [id])).toHaveLength(0);
  const rest = (await rowsThere(main)).map((row) => String(row.id));
  const batch = await onlineCall(t, admin, 'POST', `/batchDelete/${design.id}`, { ids: rest });
  expect(batch.body.code, batch.body.msg).toBe(200);
  expect(await rowsThere(main)).toHaveLength(0);
}
