import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signImages } from '../../src/db/schema/index.ts';
import { createUser, type TestUser, upload, useTwoUsers } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
const users = useTwoUsers(t);
const URL = '/api/permission/Users/Current/SignImg';
const one = (id: string) => `/api/permission/Users/Current/${id}/SignImg`;

async function addSignature(user: TestUser, isDefault?: 0 | 1): Promise<string> {
  const file = await upload(t, user, 'signature', 'sign.png');
  const payload = isDefault === undefined ? { fileId: file.id } : { fileId: file.id, isDefault };
  const res = await post(user, payload);
  expect(res.body.code).toBe(200);
  return res.body.data.id;
}

/** POST SignImg as the user. */
const post = (user: TestUser, payload: object) =>
  t.call({ method: 'POST', url: URL, token: user.token, payload });

const list = async (user: TestUser) =>
  (await t.call({ method: 'GET', url: URL, token: user.token })).body.data;

describe('signature images', () => {
  it('adds signatures, the first becoming the default, and lists them newest first', async () => {
    const first = await addSignature(users.alice);
    const second = await addSignature(users.alice);
    const items = await list(users.alice);
    expect(items.map((i: { id: string }) => i.id)).toEqual([second, first]);
    expect(items.find((i: { id: string }) => i.id === first)).toMatchObject({ isDefault: 1 });
    expect(items.find((i: { id: string }) => i.id === second)).toMatchObject({ isDefault: 0 });
    expect(items[0].signImg).toBe(`/api/file/Image/signature/${items[0].fileId}`);
  });

  it('makes another one the default, keeping exactly one default', async () => {
    const id = await addSignature(users.alice);
    const res = await t.call({ method: 'PUT', url: one(id), token: users.alice.token });
    expect(res.body.code).toBe(200);
    const defaults = (await list(users.alice)).filter((i: { isDefault: number }) => i.isDefault === 1);
    expect(defaults.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it('promotes the newest remaining signature when the default is deleted', async () => {
    const items = await list(users.alice);
    const current = items.find((i: { isDefault: number }) => i.isDefault === 1);
    const res = await t.call({ method: 'DELETE', url: one(current.id), token: users.alice.token });
    expect(res.body).toMatchObject({ code: 200, msg: '删除成功' });
    const after = await list(users.alice);
    expect(after).toHaveLength(items.length - 1);
    expect(after[0].isDefault).toBe(1);
  });

  it("answers 404 for someone else's signature and changes nothing", async () => {
    const bobs = await addSignature(users.bob);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.call({ method, url: one(bobs), token: users.alice.token });
      expect(res.body.code).toBe(404);
    }
    const rows = await t.ctx.db.select().from(signImages).where(eq(signImages.id, bobs));
    expect(rows).toEqual([expect.objectContaining({ userId: users.bob.id, isDefault: true })]);
    expect((await list(users.alice)).some((i: { id: string }) => i.id === bobs)).toBe(false);
  });

  it("refuses someone else's uploaded image, a non-signature upload and extra fields", async () => {
    const bobsFile = await upload(t, users.bob, 'signature');
    const other = await post(users.alice, { fileId: bobsFile.id });
    expect(other.body.code).toBe(404);
    const avatar = await upload(t, users.alice, 'userAvatar');
    const wrong = await post(users.alice, { fileId: avatar.id });
    expect(wrong.body.code).toBe(400);
    const extra = await post(users.alice, { fileId: avatar.id, userId: users.bob.id });
    expect(extra.body.code).toBe(400);
    expect(extra.body.msg).toContain('userId');
  });

  it('caps the number of signatures per user', async () => {
    const carol = await createUser(t);
    for (let i = 0; i < 10; i++) await addSignature(carol);
    const file = await upload(t, carol, 'signature');
    const res = await post(carol, { fileId: file.id });
    expect(res.body).toMatchObject({ code: 400, msg: '签名最多保存 10 个，请先删除不用的签名' });
  });
});
