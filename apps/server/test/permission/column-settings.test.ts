import { MenuCode } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { menuId } from './authorize-fixtures.ts';

/* Per-user column choices of list pages (column drawer): own data only, checked JSON. */

const t = useTestApp();
let userMenu: string;
beforeAll(async () => {
  userMenu = await menuId(t, MenuCode.permissionUser);
});

const get = (id: string, token: string) =>
  t.call({ method: 'GET', url: `/api/permission/Authority/GetColumnsByModuleId/${id}`, token });
const set = (payload: Record<string, unknown>, token: string) =>
  t.call({ method: 'PUT', url: '/api/permission/Authority/SetColumnsByModuleId', token, payload });

const columns = [
  { prop: 'account', label: '账号', visible: true, fixed: 'left' },
  { prop: 'mobilePhone', visible: false },
];

describe('column settings per user', () => {
  it('is null until saved, then returns the saved list; saving again replaces it', async () => {
    const user = await createUser(t);
    expect((await get(userMenu, user.token)).body.data).toEqual({ moduleId: userMenu, columnJson: null });
    const saved = await set({ moduleId: userMenu, columnJson: JSON.stringify(columns) }, user.token);
    expect(saved.body.code).toBe(200);
    expect(JSON.parse((await get(userMenu, user.token)).body.data.columnJson)).toEqual(columns);
    await set(
      { moduleId: userMenu, columnJson: JSON.stringify([{ prop: 'realName', visible: true }]) },
      user.token,
    );
    expect(JSON.parse((await get(userMenu, user.token)).body.data.columnJson)).toEqual([
      { prop: 'realName', visible: true },
    ]);
  });

  it("keeps each user's choice to themselves and ignores no one else's id", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    await set({ moduleId: userMenu, columnJson: JSON.stringify(columns) }, alice.token);
    expect((await get(userMenu, bob.token)).body.data.columnJson).toBeNull();
    const forged = await set({ moduleId: userMenu, columnJson: '[]', userId: alice.id }, bob.token);
    expect(forged.body.code).toBe(400);
    expect(JSON.parse((await get(userMenu, alice.token)).body.data.columnJson)).toEqual(columns);
  });

  it('refuses malformed column JSON and an unknown menu', async () => {
    const user = await createUser(t);
    for (const columnJson of [
      'not json',
      '{"prop":"a"}',
      '[{"prop":"a"}]',
      '[{"prop":"a","visible":true,"x":1}]',
    ]) {
      const res = await set({ moduleId: userMenu, columnJson }, user.token);
      expect({ columnJson, code: res.body.code }).toEqual({ columnJson, code: 400 });
    }
    expect((await set({ moduleId: 'nope', columnJson: '[]' }, user.token)).body.code).toBe(404);
    expect((await get('nope', user.token)).body.code).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect(
      (await t.call({ method: 'GET', url: `/api/permission/Authority/GetColumnsByModuleId/${userMenu}` }))
        .body.code,
    ).toBe(600);
  });
});
