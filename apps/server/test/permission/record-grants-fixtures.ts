import { ButtonCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { userWithMenu } from './authorize-fixtures.ts';
import { api, delegate } from './organize-fixtures.ts';
import { insertScheme, saveGrantsOverHttp, setDataAuthorize } from './users-grants-fixtures.ts';

/*
 * The grants suites of record menus (positions, roles; ADR 0009): an administrator, a viewer holding
 * the menu with add, edit and remove, some columns and form fields and a delegation, and two rows the
 * administrator created, `a` of type 甲类 and `b` of type 乙类. Every such menu passes the same
 * data-scheme test (dataSchemeTests).
 */

export interface RecordGrantsOptions {
  menu: string;
  /** The record's route under /api/permission: '/Position'. */
  path: string;
  /** What the viewer holds unless a save says otherwise. */
  columns: string[];
  forms: string[];
  /** The start of the rows' codes (the list's keyword). */
  tagPrefix: string;
  /** More of the list's query ('&sidx=enCode'). */
  listQuery?: string;
  table: PgTable;
  idColumn: PgColumn;
  /** Makes the organizations: `org` holds the rows, the viewer is delegated `rights` on `delegateTo`. */
  organizations(t: TestApp): Promise<{ org: string; delegateTo: string }>;
  rights: Record<string, number>;
  /** The create body of row `name` (`a` or `b`) of `type`. */
  rowBody(row: { name: string; type: string; tag: string; org: string }): object;
}

type Row = Record<string, unknown>;

/** The fixture of a record grants suite; its users, organization and row ids are set before the tests. */
export function useRecordGrants(t: TestApp, options: RecordGrantsOptions) {
  const suite = {
    menu: options.menu,
    path: options.path,
    tag: uniqueCode(options.tagPrefix),
    ids: {} as Record<string, string>,
    admin: {} as TestUser,
    viewer: {} as TestUser,
    org: '',
    /** Replaces the viewer's grants on the menu: the buttons, these columns and forms, these schemes. */
    save: (grants: { columns?: string[]; forms?: string[]; schemeIds?: string[] } = {}) =>
      saveGrantsOverHttp(t, suite.admin.token, suite.viewer.id, options.menu, {
        buttons: [ButtonCode.add, ButtonCode.edit, ButtonCode.remove],
        columns: grants.columns ?? options.columns,
        forms: grants.forms ?? options.forms,
        schemeIds: grants.schemeIds,
      }),
    as: (user: TestUser) => api(t, user),
    /** The row as stored. */
    stored: async (id: string): Promise<Row | undefined> =>
      (await t.ctx.db.select().from(options.table).where(eq(options.idColumn, id)))[0],
    /** The suite's rows as the user's list answers them. */
    listed: async (user: TestUser): Promise<Row[]> => {
      const res = await api(t, user).get(`${options.path}?keyword=${suite.tag}${options.listQuery ?? ''}`);
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data.list;
    },
  };
  beforeAll(async () => {
    suite.admin = await createUser(t, { isAdministrator: true });
    const { org, delegateTo } = await options.organizations(t);
    suite.org = org;
    suite.viewer = await userWithMenu(t, options.menu);
    await delegate(t, suite.viewer.id, delegateTo, options.rights);
    await suite.save();
    for (const [name, type] of [
      ['a', '甲类'],
      ['b', '乙类'],
    ] as const) {
      const res = await api(t, suite.admin).post(
        options.path,
        options.rowBody({ name, type, tag: suite.tag, org }),
      );
      suite.ids[name] = res.body.data.id;
    }
  });
  return suite;
}

/**
 * Data schemes on the menu: one per type filters the list (schemes ORed), a row outside answers 404
 * on detail, edit and delete, no scheme shows nothing; with the switch off again the viewer lists what
 * the administrator lists. `isOrdered`: the list of both rows is compared in its order (else sorted).
 */
export function dataSchemeTests(
  t: TestApp,
  suite: ReturnType<typeof useRecordGrants>,
  options: { title: string; rowB: string; isOrdered: boolean; afterNoScheme?: () => Promise<void> },
): void {
  const { menu, path, ids, save, as, stored, listed } = suite;
  describe(options.title, () => {
    it('filter the list (schemes ORed) and answer 404 for a row outside on detail, edit and delete', async () => {
      const typeA = await insertScheme(t, menu, [{ field: 'type', op: '==', value: '甲类' }]);
      const typeB = await insertScheme(t, menu, [{ field: 'type', op: '==', value: '乙类' }]);
      await setDataAuthorize(t, menu, true);
      try {
        await save({ schemeIds: [typeA] });
        expect((await listed(suite.viewer)).map((r) => r.id)).toEqual([ids.a]);
        for (const res of [
          await as(suite.viewer).get(`${path}/${ids.b}`),
          await as(suite.viewer).put(`${path}/${ids.b}`, { fullName: '越权' }),
          await as(suite.viewer).del(`${path}/${ids.b}`),
        ])
          expect(res.body.code).toBe(404);
        expect((await stored(ids.b ?? ''))?.fullName).toBe(options.rowB);

        await save({ schemeIds: [typeA, typeB] });
        const both = (await listed(suite.viewer)).map((r) => r.id);
        if (options.isOrdered) expect(both).toEqual([ids.a, ids.b]);
        else expect(both.sort()).toEqual([ids.a, ids.b].sort());
        await save({ schemeIds: [] });
        expect(await listed(suite.viewer)).toEqual([]);
        await options.afterNoScheme?.();
      } finally {
        await setDataAuthorize(t, menu, false);
      }
      expect((await listed(suite.viewer)).length).toBe((await listed(suite.admin)).length);
    });
  });
}
