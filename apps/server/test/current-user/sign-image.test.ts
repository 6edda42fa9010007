import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signImages } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';
import { buildFileTestApp, createUser, type TestUser, upload } from '../support/profile-fixtures.ts';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
const URL = '/api/permission/Users/Current/SignImg';
const one = (id: string) => `/api/permission/Users/Current/${id}/SignImg`;

beforeAll(async () => {
  t = await buildFileTestApp();
  alice = await createUser(t);
  bob = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

async function addSignature(user: TestUser, isDefault?: 0 | 1): Promise<string> {
  const file = await upload(t, user, 'signature', 'sign.png');
  const payload = isDefault === undefined ? { fileId: file.id } : { fileId: file.id, isDefault };
  const res = await t.call({ method: 'POST', url: URL, token: user.token, payload });
  expect(res.body.code).toBe(200);
  return res.body.data.id;
}

const list = async (user: TestUser) =>
  (await t.call({ method: 'GET', url: URL, token: user.token })).body.data;

describe('signature images', () => {
  it('adds signatures, the first becoming the default, and lists them newest first', async () => {
    const first = await addSignature(alice);
    const second = await addSignature(alice);
    const items = await list(alice);
    expect(items.map((i: { id: string }) => i.id)).toEqual([second, first]);
    expect(items.find((i: { id: string }) => i.id === first)).toMatchObject({ isDefault: 1 });
    expect(items.find((i: { id: string }) => i.id === second)).toMatchObject({ isDefault: 0 });
    expect(items[0].signImg).toBe(`/api/file/Image/signature/${items[0].fileId}`);
  });

  it('makes another one the default, keeping exactly one default', async () => {
    const id = await addSignature(alice);
    const res = await t.call({ method: 'PUT', url: one(id), token: alice.token });
    expect(res.body.code).toBe(200);
    const defaults = (await list(alice)).filter((i: { isDefault: number }) => i.isDefault === 1);
    expect(defaults.map((i: { id: string }) => i.id)).toEqual([id]);
  });

  it('promotes the newest remaining signature when the default is deleted', async () => {
    const items = await list(alice);
    const current = items.find((i: { isDefault: number }) => i.isDefault === 1);
    const res = await t.call({ method: 'DELETE', url: one(current.id), token: alice.token });
    expect(res.body).toMatchObject({ code: 200, msg: '删除成功' });
    const after = await list(alice);
    expect(after).toHaveLength(items.length - 1);
    expect(after[0].isDefault).toBe(1);
  });

  it("answers 404 for someone else's signature and changes nothing", async () => {
    const bobs = await addSignature(bob);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.call({ method, url: one(bobs), token: alice.token });
      expect(res.body.code).toBe(404);
    }
    const rows = await t.ctx.db.select().from(signImages).where(eq(signImages.id, bobs));
    expect(rows).toEqual([expect.objectContaining({ userId: bob.id, isDefault: true })]);
    expect((await list(alice)).some((i: { id: string }) => i.id === bobs)).toBe(false);
  });

  it("refuses someone else's uploaded image, a non-signature upload and extra fields", async () => {
    const bobsFile = await upload(t, bob, 'signature');
    const other = await t.call({
      method: 'POST',
      url: URL,
      token: alice.token,
      payload: { fileId: bobsFile.id },
    });
    expect(other.body.code).toBe(404);
    const avatar = await upload(t, alice, 'userAvatar');
    const wrong = await t.call({
      method: 'POST',
      url: URL,
      token: alice.token,
      payload: { fileId: avatar.id },
    });
    expect(wrong.body.code).toBe(400);
    const extra = await t.call({
      method: 'POST',
      url: URL,
      token: alice.token,
      payload: { fileId: avatar.id, userId: bob.id },
    });
    expect(extra.body.code).toBe(400);
    expect(extra.body.msg).toContain('userId');
  });

  it('caps the number of signatures per user', async () => {
    const carol = await createUser(t);
    for (let i = 0; i < 10; i++) await addSignature(carol);
    const file = await upload(t, carol, 'signature');
    const res = await t.call({ method: 'POST', url: URL, token: carol.token, payload: { fileId: file.id } });
    expect(res.body).toMatchObject({ code: 400, msg: '签名最多保存 10 个，请先删除不用的签名' });
  });
});
