import { eq } from 'drizzle-orm';
import {
  organizations,
  positions,
  roleOrganizations,
  roles,
  userRelations,
} from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import { uniqueCode } from '../support/profile-fixtures.ts';

/* Rows for the role and users suites, written straight to the tables (those suites test their own API). */

/** An organization under `parentId` ('-1' = top), with its idPath; returns its id. */
export async function insertOrg(t: TestApp, parentId = '-1', name?: string): Promise<string> {
  const id = newId();
  const code = uniqueCode('org');
  let idPath = id;
  if (parentId !== '-1') {
    const [parent] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, parentId));
    idPath = `${parent?.idPath ?? parentId},${id}`;
  }
  await t.ctx.db.insert(organizations).values({
    id,
    parentId,
    category: parentId === '-1' ? 'company' : 'department',
    fullName: name ?? `组织${code}`,
    enCode: code,
    idPath,
  });
  // Written around the services: say so, as they do (scopes are kept per permission version).
  await bumpPermissionVersion(t.ctx);
  return id;
}

export async function insertPosition(t: TestApp, organizeId: string): Promise<string> {
  const id = newId();
  const code = uniqueCode('pos');
  await t.ctx.db.insert(positions).values({ id, organizeId, fullName: `岗位${code}`, enCode: code });
  return id;
}

/** A role: global without organizations, otherwise bound to them. */
export async function insertRole(t: TestApp, organizeIds: string[] = []): Promise<string> {
  const id = newId();
  const code = uniqueCode('role');
  await t.ctx.db
    .insert(roles)
    .values({ id, fullName: `角色${code}`, enCode: code, globalMark: organizeIds.length === 0 ? 1 : 0 });
  if (organizeIds.length > 0)
    await t.ctx.db
      .insert(roleOrganizations)
      .values(organizeIds.map((organizeId) => ({ id: newId(), roleId: id, organizeId })));
  return id;
}

export async function insertMembership(t: TestApp, userId: string, objectType: string, objectId: string) {
  await t.ctx.db.insert(userRelations).values({ id: newId(), userId, objectType, objectId });
}
