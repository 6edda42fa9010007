import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationAdministrators, organizations } from '../../src/db/schema/index.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createDelegate, NO_FLAGS } from './delegate-fixtures.ts';

/* Grade management (分级管理): which organizations a user administers, replaced as a whole. */

const t = useTestApp();
const admin = useAdminUser(t);
let companyId: string;
let departmentId: string;

beforeAll(async () => {
  const orgs = await t.ctx.db.select().from(organizations);
  const company = orgs.find((o) => o.parentId === '-1');
  const department = orgs.find((o) => o.parentId === company?.id);
  if (!company || !department) throw new Error('seed has no company with a department');
  companyId = company.id;
  departmentId = department.id;
});

const put = (userId: string, organizations: unknown[], token = admin.token) =>
  t.call({ method: 'PUT', url: `/api/permission/Grade/${userId}`, token, payload: { organizations } });
const get = (userId: string, token = admin.token) =>
  t.call({ method: 'GET', url: `/api/permission/Grade/${userId}`, token });
const rowsOf = (userId: string) =>
  t.ctx.db.select().from(organizationAdministrators).where(eq(organizationAdministrators.userId, userId));

describe('grade management', () => {
  it('saves, reads back (with names), lists and deletes a delegation', async () => {
    const user = await createUser(t, { realName: '分级王五' });
    const res = await put(user.id, [
      { organizeId: companyId, ...NO_FLAGS, thisLayerSelect: 1 },
      { organizeId: departmentId, ...NO_FLAGS, thisLayerEdit: 1, subLayerAdd: 1 },
    ]);
    expect(res.body.code).toBe(200);
    const read = (await get(user.id)).body.data;
    expect(read).toMatchObject({ userId: user.id, account: user.account, realName: '分级王五' });
    const dept = read.organizations.find((o: { organizeId: string }) => o.organizeId === departmentId);
    // Editing or adding on a layer implies seeing it.
    expect(dept).toMatchObject({
      thisLayerSelect: 1,
      thisLayerEdit: 1,
      subLayerSelect: 1,
      subLayerAdd: 1,
      thisLayerDelete: 0,
    });
    expect(dept.organizeName).toContain('/');

    const listed = await t.call({
      method: 'GET',
      url: '/api/permission/Grade?keyword=分级王',
      token: admin.token,
    });
    expect(listed.body.data.pagination.total).toBe(1);
    expect(listed.body.data.list[0].organizations).toHaveLength(2);

    expect(
      (await t.call({ method: 'DELETE', url: `/api/permission/Grade/${user.id}`, token: admin.token })).body
        .code,
    ).toBe(200);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await get(user.id)).body.data.organizations).toEqual([]);
  });

  it('offers users to delegate to, by keyword', async () => {
    const user = await createUser(t, { realName: '候选孙七' });
    const res = await t.call({
      method: 'GET',
      url: `/api/permission/Grade/Selector?keyword=${encodeURIComponent('候选孙')}`,
      token: admin.token,
    });
    expect(res.body.data.list).toEqual([
      { id: user.id, fullName: '候选孙七', enCode: user.account, enabledMark: 1 },
    ]);
  });

  it('replaces the whole set on save', async () => {
    const user = await createUser(t);
    await put(user.id, [{ organizeId: companyId, ...NO_FLAGS, thisLayerSelect: 1 }]);
    await put(user.id, [{ organizeId: departmentId, ...NO_FLAGS, subLayerSelect: 1 }]);
    expect((await rowsOf(user.id)).map((r) => r.organizeId)).toEqual([departmentId]);
  });

  it('refuses bad input and keeps what was there', async () => {
    const user = await createUser(t);
    await put(user.id, [{ organizeId: companyId, ...NO_FLAGS, thisLayerSelect: 1 }]);
    const cases: [unknown[], number][] = [
      [[{ organizeId: 'nope', ...NO_FLAGS }], 400],
      [
        [
          { organizeId: departmentId, ...NO_FLAGS },
          { organizeId: departmentId, ...NO_FLAGS },
        ],
        400,
      ],
      [[{ organizeId: departmentId, ...NO_FLAGS, thisLayerAdd: 2 }], 400],
      [[{ organizeId: departmentId, ...NO_FLAGS, userId: admin.id }], 400],
    ];
    for (const [organizations, code] of cases) {
      expect((await put(user.id, organizations)).body.code).toBe(code);
    }
    expect((await rowsOf(user.id)).map((r) => r.organizeId)).toEqual([companyId]);
    expect((await put('nope', [])).body.code).toBe(404);
    expect((await get('nope')).body.code).toBe(404);
  });

  it('refuses delegating to an administrator', async () => {
    const other = await createUser(t, { isAdministrator: true });
    expect(
      (await put(other.id, [{ organizeId: companyId, ...NO_FLAGS, thisLayerSelect: 1 }])).body.code,
    ).toBe(400);
  });

  it('does not let a delegate with the edit button change their own delegation', async () => {
    const delegate = await createDelegate(t, companyId, {
      [MenuCode.permissionGrade]: [ButtonCode.edit, ButtonCode.remove],
    });
    const res = await put(
      delegate.id,
      [{ organizeId: companyId, ...NO_FLAGS, subLayerEdit: 1 }],
      delegate.token,
    );
    expect(res.body).toMatchObject({ code: 401, msg: '不能修改自己的分级管理权限' });
    expect((await rowsOf(delegate.id)).map((r) => r.subLayerEdit)).toEqual([1]);
    const other = await createUser(t, { organizeId: departmentId });
    expect(
      (await put(other.id, [{ organizeId: departmentId, ...NO_FLAGS, thisLayerSelect: 1 }], delegate.token))
        .body.code,
    ).toBe(200);
  });
});
