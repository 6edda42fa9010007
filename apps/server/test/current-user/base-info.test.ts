import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, positions, roles, userRelations, users } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode, upload } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
const BASE = '/api/permission/Users/Current';

beforeAll(async () => {
  const companyId = newId();
  const deptId = newId();
  const positionId = newId();
  const roleId = newId();
  await t.ctx.db.insert(organizations).values([
    { id: companyId, category: 'company', fullName: '测试公司', enCode: uniqueCode('c'), idPath: companyId },
    {
      id: deptId,
      parentId: companyId,
      category: 'department',
      fullName: '研发部',
      enCode: uniqueCode('d'),
      idPath: `${companyId},${deptId}`,
    },
  ]);
  await t.ctx.db
    .insert(positions)
    .values({ id: positionId, organizeId: deptId, fullName: '工程师', enCode: uniqueCode('p') });
  await t.ctx.db.insert(roles).values({ id: roleId, fullName: '普通员工', enCode: uniqueCode('r') });
  const boss = await createUser(t, { realName: '王经理', account: uniqueCode('boss') });
  alice = await createUser(t, { organizeId: deptId, positionId, managerId: boss.id, gender: 2 });
  await t.ctx.db.insert(userRelations).values([
    { id: newId(), userId: alice.id, objectType: 'Organize', objectId: deptId },
    { id: newId(), userId: alice.id, objectType: 'Position', objectId: positionId },
    { id: newId(), userId: alice.id, objectType: 'Role', objectId: roleId },
  ]);
  bob = await createUser(t);
});

const userRow = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /BaseInfo', () => {
  it('answers my own profile with organization path, position, manager and roles', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}/BaseInfo`, token: alice.token });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      id: alice.id,
      account: alice.account,
      gender: '2',
      organize: '测试公司/研发部',
      position: '工程师',
      roleId: '普通员工',
      theme: 'classic',
      language: 'zh-CN',
      avatar: null,
      isAdministrator: false,
    });
    expect(res.body.data.manager).toMatch(/^王经理\/boss/);
  });

  it('refuses anonymous callers', async () => {
    expect((await t.call({ method: 'GET', url: `${BASE}/BaseInfo` })).body.code).toBe(600);
  });
});

describe('PUT /BaseInfo', () => {
  const put = (payload: Record<string, unknown>, token = alice.token) =>
    t.call({ method: 'PUT', url: `${BASE}/BaseInfo`, token, payload });

  it('saves my fields, keeps absent ones and clears empty ones', async () => {
    const birthday = Date.UTC(1990, 4, 20);
    const res = await put({
      realName: '  爱丽丝 ',
      mobilePhone: '13812345678',
      email: 'alice@example.com',
      certificatesNumber: '11010519491231002X',
      birthday,
      nation: '汉族',
      signature: '你好',
      gender: '1',
    });
    expect(res.body).toMatchObject({ code: 200, msg: '保存成功' });
    let row = await userRow(alice.id);
    expect(row).toMatchObject({ realName: '爱丽丝', mobilePhone: '13812345678', gender: 1, nation: '汉族' });
    expect(row.birthday?.getTime()).toBe(birthday);

    await put({ email: '', signature: null });
    row = await userRow(alice.id);
    expect(row.email).toBeNull();
    expect(row.signature).toBeNull();
    expect(row.mobilePhone).toBe('13812345678');
    const info = await t.call({ method: 'GET', url: `${BASE}/BaseInfo`, token: alice.token });
    expect(info.body.data).toMatchObject({ realName: '爱丽丝', birthday, email: null });
  });

  it.each([
    [{ isAdministrator: true }, 'isAdministrator'],
    [{ account: 'admin' }, 'account'],
    [{ organizeId: 'x' }, 'organizeId'],
    [{ id: 'someone-else' }, 'id'],
    [{ enabledMark: 1 }, 'enabledMark'],
  ])('rejects the privileged field in %j and changes nothing', async (payload, field) => {
    const before = await userRow(alice.id);
    const res = await put({ realName: '改名', ...payload });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain(field);
    const after = await userRow(alice.id);
    expect(after.realName).toBe(before.realName);
    expect(after.isAdministrator).toBe(false);
  });

  it.each([
    [{ mobilePhone: '1234' }, 'mobilePhone'],
    [{ email: 'not-an-email' }, 'email'],
    [{ certificatesNumber: '110105194912310021' }, 'certificatesNumber'],
    [{ realName: '' }, 'realName'],
  ])('rejects %j with a message naming the field', async (payload, field) => {
    const res = await put(payload);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(field);
  });

  it('rejects a birthday in the future', async () => {
    const res = await put({ birthday: t.clock.now().getTime() + 86_400_000 });
    expect(res.body).toMatchObject({ code: 400, msg: '出生日期不能晚于今天' });
  });

  it("changes only the caller's row", async () => {
    await put({ nativePlace: '福州' }, bob.token);
    expect((await userRow(bob.id)).nativePlace).toBe('福州');
    expect((await userRow(alice.id)).nativePlace).not.toBe('福州');
  });
});

describe('PUT /Avatar/{fileId}, /SystemTheme, /SystemLanguage', () => {
  it('sets my avatar to an image I uploaded', async () => {
    const file = await upload(t, alice, 'userAvatar');
    const res = await t.call({ method: 'PUT', url: `${BASE}/Avatar/${file.id}`, token: alice.token });
    expect(res.body).toMatchObject({ code: 200, data: { headIcon: file.id, avatar: file.url } });
    expect((await userRow(alice.id)).headIcon).toBe(file.id);
  });

  it("refuses someone else's upload (404) and a non-avatar upload (400)", async () => {
    const bobs = await upload(t, bob, 'userAvatar');
    const other = await t.call({ method: 'PUT', url: `${BASE}/Avatar/${bobs.id}`, token: alice.token });
    expect(other.body.code).toBe(404);
    const sign = await upload(t, alice, 'signature');
    const wrong = await t.call({ method: 'PUT', url: `${BASE}/Avatar/${sign.id}`, token: alice.token });
    expect(wrong.body.code).toBe(400);
  });

  it('saves theme and language, normalising short language names', async () => {
    const theme = await t.call({
      method: 'PUT',
      url: `${BASE}/SystemTheme`,
      token: alice.token,
      payload: { theme: 'blend' },
    });
    expect(theme.body).toMatchObject({ code: 200, msg: '设置成功' });
    const lang = await t.call({
      method: 'PUT',
      url: `${BASE}/SystemLanguage`,
      token: alice.token,
      payload: { language: 'zhtw' },
    });
    expect(lang.body.code).toBe(200);
    expect(await userRow(alice.id)).toMatchObject({ theme: 'blend', language: 'zh-TW' });
    const bad = await t.call({
      method: 'PUT',
      url: `${BASE}/SystemTheme`,
      token: alice.token,
      payload: { theme: 'dark' },
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('theme');
  });
});
