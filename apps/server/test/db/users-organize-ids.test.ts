import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userRelations, users } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { insertOrg } from '../permission/users-fixtures.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * users.organize_ids (migration 0006) follows the main organization and the Organize memberships
 * whatever writes them, one row or many in one statement; other memberships do not touch it.
 */

const t = useTestApp();
let a: string;
let b: string;
let c: string;
beforeAll(async () => {
  [a, b, c] = [await insertOrg(t), await insertOrg(t), await insertOrg(t)];
});

const idsOf = async (userId: string) =>
  (await t.ctx.db.select({ ids: users.organizeIds }).from(users).where(eq(users.id, userId)))[0]?.ids;
const relation = (userId: string, objectType: string, objectId: string) => ({
  id: newId(),
  userId,
  objectType,
  objectId,
});

describe('users.organize_ids', () => {
  it('starts as the main organization and follows it', async () => {
    const user = await createUser(t, { organizeId: a });
    expect(await idsOf(user.id)).toEqual([a]);
    await t.ctx.db.update(users).set({ organizeId: b }).where(eq(users.id, user.id));
    expect(await idsOf(user.id)).toEqual([b]);
    await t.ctx.db.update(users).set({ organizeId: null }).where(eq(users.id, user.id));
    expect(await idsOf(user.id)).toEqual([]);
  });

  it('adds and drops Organize memberships, sorted and distinct; other memberships change nothing', async () => {
    const user = await createUser(t, { organizeId: a });
    await t.ctx.db
      .insert(userRelations)
      .values([relation(user.id, 'Organize', a), relation(user.id, 'Organize', c)]);
    expect(await idsOf(user.id)).toEqual([a, c].sort());
    await t.ctx.db.insert(userRelations).values(relation(user.id, 'Role', b));
    expect(await idsOf(user.id)).toEqual([a, c].sort());
    await t.ctx.db.update(userRelations).set({ objectId: b }).where(eq(userRelations.objectId, c));
    expect(await idsOf(user.id)).toEqual([a, b].sort());
    await t.ctx.db.delete(userRelations).where(eq(userRelations.userId, user.id));
    expect(await idsOf(user.id)).toEqual([a]);
  });

  it('keeps up with many users written in one statement', async () => {
    const many = await Promise.all([1, 2, 3].map(() => createUser(t, { organizeId: a })));
    await t.ctx.db.insert(userRelations).values(many.map((u) => relation(u.id, 'Organize', b)));
    for (const u of many) expect(await idsOf(u.id)).toEqual([a, b].sort());
    await t.ctx.db.delete(userRelations).where(
      inArray(
        userRelations.userId,
        many.map((u) => u.id),
      ),
    );
    for (const u of many) expect(await idsOf(u.id)).toEqual([a]);
  });
});
