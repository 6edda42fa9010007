import { organizationAdministrators } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';
import { uniqueCode } from '../support/profile-fixtures.ts';

/* Helpers of the organize, position and group suites: calls through the real API as a given user. */

export interface OrgNode {
  id: string;
  parentId: string;
  fullName: string;
  disabled?: boolean;
  hasChildren: boolean;
  children: OrgNode[];
}

/** Depth-first list of a tree's nodes. */
export function flatten(nodes: OrgNode[]): OrgNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

export function findNode(nodes: OrgNode[], id: string): OrgNode | undefined {
  return flatten(nodes).find((n) => n.id === id);
}

export function api(t: TestApp, user: TestUser) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.call({ method, url: `/api/permission${url}`, token: user.token, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

/** A call under /api/permission{base} with the user's token, or another one. */
export function permissionCall(t: TestApp, base: string, user: TestUser) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = user.token) =>
    t.call({ method, url: `/api/permission${base}${url}`, token, ...(payload ? { payload } : {}) });
}

/** Creates a company (parentId '-1' or a company) or department through the API; returns its id. */
export async function createOrg(
  t: TestApp,
  admin: TestUser,
  category: 'company' | 'department',
  parentId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const code = uniqueCode(category === 'company' ? 'co' : 'dep');
  const url = category === 'company' ? '/Organize' : '/Organize/Department';
  const res = await api(t, admin).post(url, {
    parentId,
    fullName: `组织${code}`,
    enCode: code,
    ...overrides,
  });
  if (res.body.code !== 200) throw new Error(`create ${category} failed: ${res.body.msg}`);
  return res.body.data.id;
}

/** Grade management rows written straight to the table (the grade suite tests the API). */
export async function delegate(
  t: TestApp,
  userId: string,
  organizeId: string,
  flags: Partial<typeof organizationAdministrators.$inferInsert>,
): Promise<void> {
  await t.ctx.db.insert(organizationAdministrators).values({
    id: newId(),
    userId,
    organizeId,
    thisLayerSelect: 0,
    ...flags,
  });
  // Written around the services: say so, as they do (scopes are kept per permission version).
  await bumpPermissionVersion(t.ctx);
}
