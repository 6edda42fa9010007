import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userRelations } from '../../src/db/schema/index.ts';
import {
  manageableOrganizeIds,
  manageableOrganizeIdsSql,
  type OrganizeAction,
} from '../../src/modules/permission/organize/organize-scope.service.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { delegate } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';

/*
 * The organization scope has two forms: ids read in a round trip (manageableOrganizeIds) and the same
 * rule as a subquery inside list statements (manageableOrganizeIdsSql). They must always agree.
 */

const t = useTestApp();
let company: string;
let dept: string;
let team: string;
let other: string;
beforeAll(async () => {
  company = await insertOrg(t);
  dept = await insertOrg(t, company);
  team = await insertOrg(t, dept);
  other = await insertOrg(t);
});

async function bothForms(userId: string, action: OrganizeAction) {
  const user = { userId, isAdministrator: false };
  const ids = await manageableOrganizeIds(t.ctx, user, action);
  const subquery = manageableOrganizeIdsSql(user, action);
  if (ids === 'all' || subquery === 'all') throw new Error('not an administrator');
  const rows = (await t.ctx.db.execute(sql`select id from ${subquery} as scope(id)`)) as unknown as {
    rows: { id: string }[];
  };
  return { ids: [...ids].sort(), fromSql: rows.rows.map((r) => r.id).sort() };
}

describe('the organization scope as ids and as a subquery', () => {
  it('agree for a delegate: this layer, sub layers, per action', async () => {
    const user = await createUser(t, { organizeId: other });
    await delegate(t, user.id, company, { thisLayerSelect: 1, subLayerSelect: 1, thisLayerEdit: 1 });
    await delegate(t, user.id, dept, { subLayerEdit: 1 });
    const select = await bothForms(user.id, 'select');
    expect(select.ids).toEqual([company, dept, team].sort());
    expect(select.fromSql).toEqual(select.ids);
    const edit = await bothForms(user.id, 'edit');
    expect(edit.ids).toEqual([company, team].sort());
    expect(edit.fromSql).toEqual(edit.ids);
    const remove = await bothForms(user.id, 'delete');
    expect(remove).toEqual({ ids: [], fromSql: [] });
  });

  it('agree for a user without delegations: their own organizations', async () => {
    const user = await createUser(t, { organizeId: dept });
    await t.ctx.db
      .insert(userRelations)
      .values({ id: newId(), userId: user.id, objectType: 'Organize', objectId: other });
    const own = await bothForms(user.id, 'select');
    expect(own.ids).toEqual([dept, other].sort());
    expect(own.fromSql).toEqual(own.ids);
  });
});
