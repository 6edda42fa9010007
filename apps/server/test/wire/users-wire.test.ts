import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { md5 } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { delegate } from '../permission/organize-fixtures.ts';
import { insertOrg, insertPosition, insertRole } from '../permission/users-fixtures.ts';
import { grantFields } from '../permission/users-grants-fixtures.ts';
import { createUser, type TestUser, uniqueCode, upload, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { ORIGINAL_PROFILE_FIELDS } from './original-client.ts';

/*
 * The original JNPF web client (jnpf-web 3.4.7) against user administration and the user pickers:
 * its request bodies, written as its API layer builds them (docs/wire/original-client-shapes.md, "Users"),
 * are accepted and give the same result as ours; the fields its screens read are there; an unknown
 * field is still refused.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let company: string;
let d1: string;
let d2: string;
let p1: string;
let p2: string;
let r1: string;
let global: string;
let tag: string;
beforeAll(async () => {
  tag = uniqueCode('w');
  company = await insertOrg(t, '-1', `公司${tag}`);
  d1 = await insertOrg(t, company, `一部${tag}`);
  d2 = await insertOrg(t, company, `二部${tag}`);
  p1 = await insertPosition(t, d1);
  p2 = await insertPosition(t, d2);
  r1 = await insertRole(t, [d1]);
  global = await insertRole(t);
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.call({ method, url: `/api/permission/Users${url}`, token: admin.token, ...(payload ? { payload } : {}) });

/** MX src/views/permission/user/Form.vue `dataForm` on create, filled in as a user would. */
function originalCreateBody(account: string, avatarUrl = '') {
  return {
    id: '',
    sortCode: 3,
    enabledMark: 1,
    account,
    realName: '张三',
    organizeId: `${d1},${d2}`,
    organizeIdTree: [
      [company, d1],
      [company, d2],
    ],
    managerId: '',
    positionId: `${p1},${p2}`,
    roleId: `${r1},${global}`,
    groupId: '',
    description: '',
    headIcon: avatarUrl,
    gender: '1',
    ...ORIGINAL_PROFILE_FIELDS,
    entryDate: 1_600_000_000_000,
    certificatesNumber: 'E12345678',
    mobilePhone: '13812345678',
    email: 'zhangsan@example.com',
  };
}

/** The same user in our dialect. */
function ourCreateBody(account: string) {
  return {
    account,
    realName: '张三',
    sortCode: 3,
    organizeIds: [d1, d2],
    positionIds: [p1, p2],
    roleIds: [r1, global],
    gender: 1,
    mobilePhone: '13812345678',
    email: 'zhangsan@example.com',
  };
}

async function createOk(body: unknown): Promise<string> {
  const res = await call('POST', '', body);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200 });
  return res.body.data.id;
}

const info = async (id: string) => (await call('GET', `/${id}`)).body.data;

/** What both dialects must agree on. */
const memberships = (data: Record<string, unknown>) => ({
  organizeId: data.organizeId,
  organizeIds: data.organizeIds,
  positionIds: data.positionIds,
  roleIds: data.roleIds,
  gender: data.gender,
  sortCode: data.sortCode,
  enabledMark: data.enabledMark,
  mobilePhone: data.mobilePhone,
});

describe('POST /Users (create) with the original body', () => {
  it('is accepted and stores what ours stores, plus the profile fields and the avatar', async () => {
    const avatar = await upload(t, admin, 'userAvatar');
    const theirs = await createOk(originalCreateBody(uniqueCode('mx'), avatar.url));
    const ours = await createOk(ourCreateBody(uniqueCode('our')));

    const mx = await info(theirs);
    expect(memberships(mx)).toEqual(memberships(await info(ours)));
    expect(mx).toMatchObject({
      organizeIds: [d1, d2],
      positionIds: [p1, p2],
      roleIds: [r1, global],
      // Read back as the dictionary code the original's select binds.
      gender: '1',
      ...ORIGINAL_PROFILE_FIELDS,
      entryDate: 1_600_000_000_000,
      certificatesNumber: 'E12345678',
      headIcon: avatar.url,
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, theirs));
    expect(row?.headIcon).toBe(avatar.id);
  });

  it('takes gender as the dictionary code string and enabledMark 2 (锁定) as a locked user', async () => {
    const id = await createOk({ ...originalCreateBody(uniqueCode('mx')), gender: '2', enabledMark: 2 });
    expect(await info(id)).toMatchObject({ gender: '2', enabledMark: 2 });
  });

  it('reads the organizations from organizeIdTree, or from the comma-joined organizeId without one', async () => {
    const fromTree = await createOk({ ...originalCreateBody(uniqueCode('mx')), organizeId: '' });
    expect((await info(fromTree)).organizeIds).toEqual([d1, d2]);
    const { organizeIdTree: _tree, ...withoutTree } = originalCreateBody(uniqueCode('mx'));
    const fromList = await createOk(withoutTree);
    expect((await info(fromList)).organizeIds).toEqual([d1, d2]);
  });

  it('still refuses an unknown field, a chosen id and another user’s file as avatar', async () => {
    const unknown = await call('POST', '', { ...originalCreateBody(uniqueCode('mx')), isBoss: true });
    expect(unknown.body).toMatchObject({ code: 400, msg: '不允许的字段：isBoss' });
    const chosenId = await call('POST', '', { ...originalCreateBody(uniqueCode('mx')), id: 'mine' });
    expect(chosenId.body.code).toBe(400);
    expect(chosenId.body.msg).toContain('id');
    const someoneElse = await createUser(t);
    const theirFile = await upload(t, someoneElse, 'userAvatar');
    const stolen = await call('POST', '', originalCreateBody(uniqueCode('mx'), theirFile.url));
    expect(stolen.body.code).toBe(404);
  });

  it('refuses a body without any organization', async () => {
    const res = await call('POST', '', {
      ...originalCreateBody(uniqueCode('mx')),
      organizeId: '',
      organizeIdTree: [],
    });
    expect(res.body).toMatchObject({ code: 400, msg: '请选择所属组织' });
  });
});

describe('GET /Users/{id} and GET /Users: the fields the original reads', () => {
  it('info has organizeIdTree, roleId and positionId comma-joined (main first) and the organize paths', async () => {
    const id = await createOk(originalCreateBody(uniqueCode('mx')));
    const data = await info(id);
    expect(data).toMatchObject({
      id,
      organizeIdTree: [
        [company, d1],
        [company, d2],
      ],
      roleId: `${r1},${global}`,
      positionId: `${p1},${p2}`,
      organizeId: d1,
      organize: `公司${tag}/一部${tag},公司${tag}/二部${tag}`,
      managerId: null,
    });
  });

  it('the list answers the screen’s query and carries organize, creatorTime, sortCode, enabledMark', async () => {
    const account = uniqueCode('mxl');
    await createOk(originalCreateBody(account));
    const res = await call(
      'GET',
      `?organizeId=&keyword=${account}&currentPage=1&pageSize=20&sort=desc&n=1700000000`,
    );
    expect(res.body.code).toBe(200);
    // The original reads these three; the cursors are ours (keyset paging).
    expect(res.body.data.pagination).toEqual({
      currentPage: 1,
      pageSize: 20,
      total: 1,
      nextCursor: expect.any(String),
      prevCursor: expect.any(String),
    });
    expect(res.body.data.list[0]).toMatchObject({
      account,
      realName: '张三',
      gender: 1,
      mobilePhone: '13812345678',
      organize: `公司${tag}/一部${tag},公司${tag}/二部${tag}`,
      creatorTime: expect.any(Number),
      sortCode: 3,
      enabledMark: 1,
      isAdministrator: false,
    });
  });
});

describe('GET /Users/ExportExcel with the original query', () => {
  it('takes its selectKey (field names, every column by default) and dataType', async () => {
    const account = uniqueCode('mxe');
    await createOk(originalCreateBody(account));
    const selectKey = [
      'account,realName,gender,email,organizeId,managerId,positionId,roleId,sortCode,enabledMark',
      'description,nation,nativePlace,entryDate,certificatesType,certificatesNumber,education,birthday',
      'telePhone,landline,mobilePhone,urgentContacts,urgentTelePhone,postalAddress',
    ].join(',');
    const res = await call(
      'GET',
      `/ExportExcel?organizeId=&keyword=${account}&currentPage=1&pageSize=20&sort=desc&dataType=0&selectKey=${selectKey}`,
    );
    expect(res.body, res.body.msg).toMatchObject({ code: 200, data: { url: expect.any(String) } });
    expect((await call('GET', '/ExportExcel?selectKey=passwordHash')).body.code).toBe(400);
  });
});

describe('PUT /Users/{id} (update) with the original body', () => {
  it('takes the GET object sent back with edits, and gives what our edit gives', async () => {
    const theirs = await createOk(originalCreateBody(uniqueCode('mx')));
    const ours = await createOk(ourCreateBody(uniqueCode('our')));

    // Form.vue: dataForm = res.data; the organization picker changes to d2 only, which clears
    // positionId and roleId (onOrganizeChange) and rejoins organizeId; then a position is picked.
    const form = await info(theirs);
    const edited = {
      ...form,
      realName: '张三丰',
      organizeIdTree: [[company, d2]],
      organizeId: d2,
      positionId: p2,
      roleId: global,
      gender: '2',
      education: 'edu-2',
    };
    const res = await call('PUT', `/${theirs}`, edited);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 200, msg: '更新成功' });

    const our = await call('PUT', `/${ours}`, {
      realName: '张三丰',
      organizeIds: [d2],
      positionIds: [p2],
      roleIds: [global],
      gender: 2,
    });
    expect(our.body.code).toBe(200);
    const after = await info(theirs);
    expect(memberships(after)).toEqual(memberships(await info(ours)));
    expect(after).toMatchObject({
      realName: '张三丰',
      organizeIds: [d2],
      organizeIdTree: [[company, d2]],
      positionId: p2,
      roleId: global,
      education: 'edu-2',
      // Untouched echo of the profile fields keeps them.
      nativePlace: '浙江杭州',
    });
  });

  it('an unchanged echo of the edit form changes nothing', async () => {
    const id = await createOk(originalCreateBody(uniqueCode('mx')));
    const before = await info(id);
    const res = await call('PUT', `/${id}`, before);
    expect(res.body.code).toBe(200);
    const { creatorTime: _c, ...rest } = await info(id);
    const { creatorTime: _b, ...expected } = before;
    expect(rest).toEqual(expected);
  });

  it('refuses changing the account, the administrator flag or the state through the edit, and unknown fields', async () => {
    const id = await createOk(originalCreateBody(uniqueCode('mx')));
    const form = await info(id);
    const cases: [Record<string, unknown>, string][] = [
      [{ account: 'renamed' }, '不能在此修改：account'],
      [{ isAdministrator: 1 }, '不能在此修改：isAdministrator'],
      [{ id: admin.id }, '不能在此修改：id'],
      [{ enabledMark: 0 }, '状态请通过启用/禁用或解除锁定修改'],
      [{ password: 'x' }, '不允许的字段：password'],
    ];
    for (const [change, msg] of cases) {
      const res = await call('PUT', `/${id}`, { ...form, ...change });
      expect(res.body, msg).toMatchObject({ code: 400, msg });
    }
    expect((await info(id)).account).toBe(form.account);
  });
});

describe('PUT /Users/{id}: the original’s full echo under form grants', () => {
  it('takes back the fields a caller sees but may not write while unchanged, and refuses changing them', async () => {
    const id = await createOk(originalCreateBody(uniqueCode('mx')));
    const manager = await userWithMenu(t, MenuCode.permissionUser, [ButtonCode.edit]);
    await grantFields(t, manager.id, MenuCode.permissionUser, 'column', 'all');
    await grantFields(t, manager.id, MenuCode.permissionUser, 'form', ['realName']);
    await delegate(t, manager.id, company, {
      thisLayerSelect: 1,
      subLayerSelect: 1,
      thisLayerEdit: 1,
      subLayerEdit: 1,
    });
    const as = (method: 'GET' | 'PUT', payload?: unknown) =>
      t.call({
        method,
        url: `/api/permission/Users/${id}`,
        token: manager.token,
        ...(payload ? { payload } : {}),
      });
    // Form.vue: dataForm = res.data, then only the name is edited.
    const form = (await as('GET')).body.data;
    expect(form).toMatchObject({
      mobilePhone: '13812345678',
      gender: '1',
      organizeIdTree: expect.any(Array),
    });
    const saved = await as('PUT', { ...form, realName: '张三丰' });
    expect(saved.body, saved.body.msg).toMatchObject({ code: 200 });
    expect(await info(id)).toMatchObject({
      realName: '张三丰',
      mobilePhone: '13812345678',
      roleId: `${r1},${global}`,
    });
    const changed = await as('PUT', { ...form, mobilePhone: '13900000000' });
    expect(changed.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：手机' });
  });
});

describe('POST /Users/{id}/Actions/ResetPassword with the original body', () => {
  it('accepts the id alongside the passwords and refuses another id', async () => {
    const id = await createOk(originalCreateBody(uniqueCode('mx')));
    const hash = md5('Wire@2024');
    const res = await call('POST', `/${id}/Actions/ResetPassword`, {
      id,
      userPassword: hash,
      validatePassword: hash,
    });
    expect(res.body).toMatchObject({ code: 200 });
    const other = await call('POST', `/${id}/Actions/ResetPassword`, {
      id: admin.id,
      userPassword: hash,
      validatePassword: hash,
    });
    expect(other.body).toMatchObject({ code: 400, msg: '不能在此修改：id' });
    const unknown = await call('POST', `/${id}/Actions/ResetPassword`, {
      id,
      userPassword: hash,
      validatePassword: hash,
      force: true,
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '不允许的字段：force' });
  });
});

describe('user pickers with the original bodies', () => {
  let alice: TestUser;
  beforeAll(async () => {
    alice = await createUser(t, { account: `${tag}alice`, realName: '爱丽丝', organizeId: d1 });
  });

  it('getUserList takes {userId: [...]} as jnpf-web 3.4.7 sends it, like {ids}, with organize', async () => {
    const theirs = await call('POST', '/getUserList', { userId: [alice.id, 'nope'] });
    const ours = await call('POST', '/getUserList', { ids: [alice.id, 'nope'] });
    expect(theirs.body.data).toEqual(ours.body.data);
    expect(theirs.body.data.list).toEqual([
      expect.objectContaining({
        id: alice.id,
        fullName: `爱丽丝/${alice.account}`,
        headIcon: null,
        organize: `公司${tag}/一部${tag}`,
      }),
    ]);
    expect((await call('POST', '/getUserList', { userId: [], extra: 1 })).body.code).toBe(400);
  });

  it('getSelectedList with {userId} answers bare ids with company/department types', async () => {
    const res = await call('POST', '/getSelectedList', {
      userId: [`${company}--company`, `${d1}--department`, `${r1}--role`, alice.id, `${alice.id}--user`],
    });
    expect(res.body.data.list.map((i: { id: string; type: string }) => [i.id, i.type])).toEqual([
      [company, 'company'],
      [d1, 'department'],
      [r1, 'role'],
      [alice.id, 'user'],
      [alice.id, 'user'],
    ]);
    // Ours keeps the ids as sent.
    const ours = await call('POST', '/getSelectedList', { ids: [`${d1}--organize`] });
    expect(ours.body.data.list).toEqual([
      expect.objectContaining({ id: `${d1}--organize`, type: 'organize' }),
    ]);
  });

  it('getSelectedUserList takes {pagination, userId} as well as the flat body', async () => {
    const theirs = await call('POST', '/getSelectedUserList', {
      pagination: { keyword: '爱丽丝', currentPage: 1, pageSize: 20 },
      userId: [`${d1}--department`],
    });
    const ours = await call('POST', '/getSelectedUserList', {
      ids: [`${d1}--organize`],
      keyword: '爱丽丝',
      currentPage: 1,
      pageSize: 20,
    });
    expect(theirs.body.code).toBe(200);
    expect(theirs.body.data).toEqual(ours.body.data);
    expect(theirs.body.data.list.map((u: { id: string }) => u.id)).toEqual([alice.id]);
  });

  it('ImUser/Selector takes the paging fields: a tree level without keyword, paged users with one', async () => {
    const level = await call('POST', `/ImUser/Selector/${d1}`, { keyword: '', currentPage: 1, pageSize: 20 });
    expect(level.body.code).toBe(200);
    expect(level.body.data.list).toContainEqual(
      expect.objectContaining({
        id: alice.id,
        type: 'user',
        icon: 'icon-ym icon-ym-tree-user2',
        fullName: `爱丽丝/${alice.account}`,
        organize: `公司${tag}/一部${tag}`,
        isLeaf: true,
      }),
    );
    const top = await call('POST', '/ImUser/Selector/0', {});
    expect(top.body.data.list).toContainEqual(
      expect.objectContaining({ id: company, type: 'company', icon: 'icon-ym icon-ym-tree-organization3' }),
    );
    const search = await call('POST', '/ImUser/Selector/0', {
      keyword: '爱丽丝',
      currentPage: 1,
      pageSize: 20,
    });
    expect(search.body.data).toEqual({
      list: [expect.objectContaining({ id: alice.id })],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
    expect((await call('POST', '/ImUser/Selector/0', { keyword: '', page: 1 })).body.code).toBe(400);
  });

  it('ImUser answers the chat’s page with department', async () => {
    const res = await call('GET', `/ImUser?keyword=${alice.account}&currentPage=1&pageSize=20`);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({ id: alice.id, department: `一部${tag}`, headIcon: null }),
    ]);
  });
});
