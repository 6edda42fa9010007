import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../src/db/schema/index.ts';
import { insertOrg } from '../permission/users-fixtures.ts';
import { createUser, PNG_BYTES, type TestUser, uniqueCode, upload } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { ORIGINAL_PROFILE_FIELDS } from './original-client.ts';

/*
 * The original JNPF web client's profile page (docs/wire/original-client-shapes.md, "Current user profile"): the base
 * info form it saves, the fields it reads, the signature it draws (a data URL) and the avatar it
 * names by the upload's `name`.
 */

const t = useTestApp();
let tag: string;
let company: string;
let dept: string;
beforeAll(async () => {
  tag = uniqueCode('pw');
  company = await insertOrg(t, '-1', `公司${tag}`);
  dept = await insertOrg(t, company, `部门${tag}`);
});

const BASE = '/api/permission/Users/Current';
const row = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

/** MX profile/components/UserInfo.vue `form2`, as it PUTs it. */
const originalBaseInfo = {
  realName: '张三',
  signature: '你好',
  gender: '1',
  ...ORIGINAL_PROFILE_FIELDS,
  certificatesNumber: '',
  mobilePhone: '13812345678',
  email: 'zhangsan@example.com',
};

describe('PUT /BaseInfo with the original form', () => {
  let me: TestUser;
  beforeAll(async () => {
    me = await createUser(t, { organizeId: dept });
  });

  it('is accepted, stores every field, and GET /BaseInfo answers them with company', async () => {
    const res = await t.call({
      method: 'PUT',
      url: `${BASE}/BaseInfo`,
      token: me.token,
      payload: originalBaseInfo,
    });
    expect(res.body, res.body.msg).toMatchObject({ code: 200 });
    const info = (await t.call({ method: 'GET', url: `${BASE}/BaseInfo`, token: me.token })).body.data;
    // gender comes back as the code text the profile form's select binds ("1").
    const { certificatesNumber: _c, ...sameAsSent } = originalBaseInfo;
    expect(info).toMatchObject({
      ...sameAsSent,
      certificatesNumber: null,
      company: `公司${tag}`,
      organize: `公司${tag}/部门${tag}`,
      entryDate: null,
      ranks: null,
    });
    expect(await row(me.id)).toMatchObject({ telePhone: '0571-1234567', urgentContacts: '李四' });
  });

  it('gives what ours gives for the fields both send, and still refuses an unknown field', async () => {
    const other = await createUser(t);
    const ours = {
      realName: '张三',
      signature: '你好',
      gender: 1,
      nation: 'nation-dict-id',
      nativePlace: '浙江杭州',
      birthday: 631_152_000_000,
      landline: '0571-7654321',
      mobilePhone: '13812345678',
      email: 'zhangsan@example.com',
      postalAddress: '杭州市西湖区',
    };
    expect(
      (await t.call({ method: 'PUT', url: `${BASE}/BaseInfo`, token: other.token, payload: ours })).body.code,
    ).toBe(200);
    const mine = await row(me.id);
    const theirs = await row(other.id);
    for (const key of Object.keys(ours) as (keyof typeof ours)[]) expect(theirs?.[key]).toEqual(mine?.[key]);

    const unknown = await t.call({
      method: 'PUT',
      url: `${BASE}/BaseInfo`,
      token: me.token,
      payload: { ...originalBaseInfo, account: 'hijack' },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '不允许的字段：account' });
    expect((await row(me.id))?.account).toBe(me.account);
  });
});

describe('POST /SignImg with the drawn image as a data URL', () => {
  const dataUrl = `data:image/png;base64,${PNG_BYTES.toString('base64')}`;

  it('stores it as my signature upload and lists it, like an uploaded file id does', async () => {
    const me = await createUser(t);
    // MX components/SignImgDialog: {signImg: canvas.toDataURL(), isDefault: 0}.
    const drawn = await t.call({
      method: 'POST',
      url: `${BASE}/SignImg`,
      token: me.token,
      payload: { signImg: dataUrl, isDefault: 0 },
    });
    expect(drawn.body, drawn.body.msg).toMatchObject({ code: 200 });
    const file = await upload(t, me, 'signature');
    const uploaded = await t.call({
      method: 'POST',
      url: `${BASE}/SignImg`,
      token: me.token,
      payload: { fileId: file.id, isDefault: 0 },
    });
    expect(uploaded.body.code).toBe(200);

    const list = (await t.call({ method: 'GET', url: `${BASE}/SignImg`, token: me.token })).body.data;
    expect(list).toHaveLength(2);
    const fromDrawing = list.find((s: { id: string }) => s.id === drawn.body.data.id);
    // The first signature becomes the default, as for an uploaded one.
    expect(fromDrawing).toMatchObject({
      isDefault: 1,
      signImg: expect.stringContaining('/api/file/Image/signature/'),
    });
    const [stored] = await t.ctx.db.select().from(files).where(eq(files.id, fromDrawing.fileId));
    expect(stored).toMatchObject({ ownerId: me.id, category: 'signature', mimeType: 'image/png' });
  });

  it('refuses what is not an image, both fields at once, neither, and unknown fields', async () => {
    const me = await createUser(t);
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: `${BASE}/SignImg`, token: me.token, payload });
    const text = await post({ signImg: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}` });
    expect(text.body.code).toBe(400);
    expect((await post({ signImg: 'javascript:alert(1)' })).body.code).toBe(400);
    const file = await upload(t, me, 'signature');
    expect((await post({ signImg: dataUrl, fileId: file.id })).body.code).toBe(400);
    expect((await post({ isDefault: 0 })).body.code).toBe(400);
    expect((await post({ signImg: dataUrl, userId: 'x' })).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：userId',
    });
    expect((await t.call({ method: 'GET', url: `${BASE}/SignImg`, token: me.token })).body.data).toEqual([]);
  });
});

describe('PUT /Avatar/{name} with the upload’s name', () => {
  it('takes the file name the upload answered (my newest avatar of that name) as well as its id', async () => {
    const me = await createUser(t);
    const first = await upload(t, me, 'userAvatar', 'me.png');
    const byName = await t.call({ method: 'PUT', url: `${BASE}/Avatar/${first.name}`, token: me.token });
    expect(byName.body, byName.body.msg).toMatchObject({ code: 200, data: { headIcon: first.id } });
    const second = await upload(t, me, 'userAvatar', 'other.png');
    const byId = await t.call({ method: 'PUT', url: `${BASE}/Avatar/${second.id}`, token: me.token });
    expect(byId.body.data.headIcon).toBe(second.id);
    // Someone else's upload of that name is not mine.
    const stranger = await createUser(t);
    await upload(t, stranger, 'userAvatar', 'stranger.png');
    const theirs = await t.call({ method: 'PUT', url: `${BASE}/Avatar/stranger.png`, token: me.token });
    expect(theirs.body.code).toBe(404);
    expect((await row(me.id))?.headIcon).toBe(second.id);
  });
});
