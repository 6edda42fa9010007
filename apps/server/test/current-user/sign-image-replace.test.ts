import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signImages } from '../../src/db/schema/index.ts';
import { type TestUser, upload, useTwoUsers } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * PUT /api/permission/Users/Current/{id}/SignImg with {fileId}: the signature's image is replaced in
 * place (same id, same default flag) in one statement; without a body it still makes it the default.
 */

const t = useTestApp();
const users = useTwoUsers(t);
const LIST = '/api/permission/Users/Current/SignImg';
const one = (id: string) => `/api/permission/Users/Current/${id}/SignImg`;

interface Item {
  id: string;
  fileId: string;
  signImg: string;
  isDefault: 0 | 1;
}

async function addSignature(user: TestUser): Promise<string> {
  const file = await upload(t, user, 'signature', 'sign.png');
  const res = await t.call({ method: 'POST', url: LIST, token: user.token, payload: { fileId: file.id } });
  expect(res.body.code).toBe(200);
  return res.body.data.id;
}

const list = async (user: TestUser): Promise<Item[]> =>
  (await t.call({ method: 'GET', url: LIST, token: user.token })).body.data;

const put = (user: TestUser, id: string, payload?: object) =>
  t.call({ method: 'PUT', url: one(id), token: user.token, ...(payload ? { payload } : {}) });

describe('replacing a signature image', () => {
  it('swaps the image in place: same id, same default flag, same place in the list', async () => {
    const first = await addSignature(users.alice);
    const second = await addSignature(users.alice);
    const before = await list(users.alice);
    const file = await upload(t, users.alice, 'signature', 'new-sign.png');

    const res = await put(users.alice, first, { fileId: file.id });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });

    const after = await list(users.alice);
    expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id));
    const replaced = after.find((i) => i.id === first);
    expect(replaced).toMatchObject({ fileId: file.id, isDefault: 1 });
    expect(replaced?.signImg).toBe(`/api/file/Image/signature/${file.id}`);
    expect(after.find((i) => i.id === second)).toEqual(before.find((i) => i.id === second));
  });

  it('with isDefault 1 it also becomes the only default', async () => {
    const id = await addSignature(users.alice);
    const file = await upload(t, users.alice, 'signature');
    expect((await put(users.alice, id, { fileId: file.id, isDefault: 1 })).body.code).toBe(200);
    const defaults = (await list(users.alice)).filter((i) => i.isDefault === 1);
    expect(defaults).toEqual([expect.objectContaining({ id, fileId: file.id })]);
  });

  it('without a file id it still makes the signature the default', async () => {
    const items = await list(users.alice);
    const target = items.find((i) => i.isDefault === 0);
    if (!target) throw new Error('fixture: no non-default signature');
    for (const payload of [undefined, {}, { isDefault: 1 }]) {
      const res = await put(users.alice, target.id, payload);
      expect(res.body).toMatchObject({ code: 200, msg: '设置成功' });
    }
    const after = await list(users.alice);
    expect(after.filter((i) => i.isDefault === 1).map((i) => i.id)).toEqual([target.id]);
    expect(after.find((i) => i.id === target.id)?.fileId).toBe(target.fileId);
  });

  it("answers 404 for someone else's signature and leaves it alone", async () => {
    const bobs = await addSignature(users.bob);
    const [before] = await t.ctx.db.select().from(signImages).where(eq(signImages.id, bobs));
    const file = await upload(t, users.alice, 'signature');
    const res = await put(users.alice, bobs, { fileId: file.id });
    expect(res.body.code).toBe(404);
    const [after] = await t.ctx.db.select().from(signImages).where(eq(signImages.id, bobs));
    expect(after).toEqual(before);
  });

  it("refuses someone else's upload, a non-signature upload, bad ids and unknown fields; nothing changes", async () => {
    const id = await addSignature(users.alice);
    const snapshot = await list(users.alice);
    const bobsFile = await upload(t, users.bob, 'signature');
    expect((await put(users.alice, id, { fileId: bobsFile.id })).body.code).toBe(404);
    const avatar = await upload(t, users.alice, 'userAvatar');
    expect((await put(users.alice, id, { fileId: avatar.id })).body.code).toBe(400);
    expect((await put(users.alice, id, { fileId: '../etc/passwd' })).body.code).toBe(400);
    const extra = await put(users.alice, id, { fileId: avatar.id, userId: users.bob.id });
    expect(extra.body.code).toBe(400);
    expect(extra.body.msg).toContain('userId');
    expect(await list(users.alice)).toEqual(snapshot);
  });

  it('refuses an anonymous caller', async () => {
    const id = await addSignature(users.alice);
    const file = await upload(t, users.alice, 'signature');
    const res = await t.call({ method: 'PUT', url: one(id), payload: { fileId: file.id } });
    expect([600, 602]).toContain(res.body.code);
  });
});
