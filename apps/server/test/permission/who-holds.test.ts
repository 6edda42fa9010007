import { MenuCode } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { addMember, createHolder, createRole, grant, menuId } from './authorize-fixtures.ts';

/*
 * The reverse view lists, besides the holders, the users who get the item through them: directly, or
 * as members of an enabled role, position or group — paged, with the holders each one gets it from.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let item: string;
const people: Record<string, TestUser> = {};
const holders: Record<string, string> = {};

beforeAll(async () => {
  // Only administrators hold the outbox in the seed: every receiver below comes from this suite.
  item = await menuId(t, MenuCode.msgSmsOutbox);
  for (const name of ['a', 'b', 'c', 'd', 'e'])
    people[name] = await createUser(t, { account: `who_${name}` });
  holders.role = await createRole(t);
  holders.disabledRole = await createRole(t, 0);
  holders.group = await createHolder(t, 'Group');
  holders.position = await createHolder(t, 'Position');
  const member = (name: string, type: string, id: string) =>
    addMember(t, people[name]?.id as string, type, id);
  await member('a', 'Role', holders.role);
  await member('b', 'Role', holders.role);
  await member('b', 'Group', holders.group);
  await member('c', 'Role', holders.disabledRole);
  await member('e', 'Position', holders.position);
  for (const type of ['role', 'disabledRole', 'group', 'position'])
    await grant(
      t,
      type === 'disabledRole' ? 'Role' : capitalise(type),
      holders[type] as string,
      'module',
      item,
    );
  await grant(t, 'User', people.d?.id as string, 'module', item);
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const who = (query = '') =>
  t.call({ method: 'GET', url: `/api/permission/Authority/Who/module/${item}${query}`, token: admin.token });

describe('GET /permission/Authority/Who/{itemType}/{itemId}: users', () => {
  it('lists each user once with the holders they get the item from; disabled holders pass nothing', async () => {
    const res = await who('?pageSize=50');
    expect(res.body.code).toBe(200);
    const { list, pagination } = res.body.data.users;
    expect(pagination).toEqual({ currentPage: 1, pageSize: 50, total: 4 });
    expect(list.map((u: { account: string }) => u.account)).toEqual(['who_a', 'who_b', 'who_d', 'who_e']);
    const b = list.find((u: { account: string }) => u.account === 'who_b');
    expect(
      b.via.map((v: { objectType: string; objectId: string }) => `${v.objectType}:${v.objectId}`).sort(),
    ).toEqual([`Group:${holders.group}`, `Role:${holders.role}`].sort());
    expect(b.via[0].fullName).toEqual(expect.any(String));
    const d = list.find((u: { account: string }) => u.account === 'who_d');
    expect(d.via).toEqual([{ objectType: 'User', objectId: people.d?.id, fullName: expect.any(String) }]);
    // The disabled role is still listed as a holder, but its member does not get the item.
    expect(res.body.data.holders.map((h: { objectId: string }) => h.objectId)).toContain(
      holders.disabledRole,
    );
  });

  it('pages the users with a total', async () => {
    const first = (await who('?pageSize=3')).body.data.users;
    expect(first.list).toHaveLength(3);
    expect(first.pagination.total).toBe(4);
    const second = (await who('?pageSize=3&currentPage=2')).body.data.users;
    expect(second.list.map((u: { account: string }) => u.account)).toEqual(['who_e']);
    expect((await who('?pageSize=201')).body.code).toBe(400);
  });
});
