import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { api, createOrg } from '../permission/organize-fixtures.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useFixtures } from '../support/test-app.ts';

/*
 * Calls as the original JNPF web client (jnpf-web 3.4.7, src/utils/request.js) makes them: header
 * jnpf-origin: pc, the token verbatim, `n=<unix seconds>` on every URL, and a GET's data as its query
 * string (axios drops null and undefined values). Bodies are written by the tests exactly as the
 * original's screens build them (docs/wire/original-client-shapes.md).
 */

type Params = Record<string, string | number | boolean | null | undefined>;

function withQuery(url: string, params: Params = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) query.append(key, String(value));
  }
  query.append('n', String(Math.floor(Date.now() / 1000)));
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function originalClient(t: TestApp, user: TestUser) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, params?: Params, body?: unknown) =>
    t.call({
      method,
      url: withQuery(`/api/permission${url}`, params),
      token: user.token,
      headers: { 'jnpf-origin': 'pc' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    get: (url: string, params?: Params) => call('GET', url, params),
    post: (url: string, body: unknown) => call('POST', url, undefined, body),
    put: (url: string, body?: unknown) => call('PUT', url, undefined, body),
    del: (url: string) => call('DELETE', url),
  };
}

/** A node of an answer's tree: its fields are read as unknown and checked by the test. */
export type WireNode = { [key: string]: unknown; children?: WireNode[] };

/** A tree's nodes, depth first. */
export function nodesOf(nodes: WireNode[]): WireNode[] {
  return nodes.flatMap((n) => [n, ...nodesOf(n.children ?? [])]);
}

/** An administrator and their two clients, the original's (mx) and ours, made once before the file's tests. */
export function useWireAdmin(t: TestApp) {
  return useFixtures(async () => {
    const admin = await createUser(t, { isAdministrator: true });
    return { admin, mx: originalClient(t, admin), ours: api(t, admin) };
  });
}

/**
 * A company (`company`) and two of its departments (`d1`, `d2`), named as given, made through our
 * API by the wire administrator once before the file's tests.
 */
export function useCompanyWithDepartments(
  t: TestApp,
  wire: { admin: TestUser },
  [companyName, d1Name, d2Name]: [string, string, string],
) {
  return useFixtures(async () => {
    const company = await createOrg(t, wire.admin, 'company', '-1', { fullName: companyName });
    const d1 = await createOrg(t, wire.admin, 'department', company, { fullName: d1Name });
    const d2 = await createOrg(t, wire.admin, 'department', company, { fullName: d2Name });
    return { company, d1, d2 };
  });
}

/** The id a create answered, after checking it answered as the original's dialogs expect. */
export async function created(
  res: Awaited<ReturnType<ReturnType<typeof originalClient>['post']>>,
): Promise<string> {
  expect(res.body).toMatchObject({ code: 200, msg: '新建成功' });
  return res.body.data.id;
}

/**
 * 张三's profile fields as the original's user and profile forms send them (dictionary data ids for
 * nation, certificate type and education; the birthday in epoch ms).
 */
export const ORIGINAL_PROFILE_FIELDS = {
  nation: 'nation-dict-id',
  nativePlace: '浙江杭州',
  certificatesType: 'cert-dict-id',
  education: 'edu-dict-id',
  birthday: 631_152_000_000,
  telePhone: '0571-1234567',
  landline: '0571-7654321',
  urgentContacts: '李四',
  urgentTelePhone: '13900000000',
  postalAddress: '杭州市西湖区',
};
