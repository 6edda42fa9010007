import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';

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

/** A node of an answer's tree. */
// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
export type WireNode = { [key: string]: any; children?: WireNode[] };

/** A tree's nodes, depth first. */
export function nodesOf(nodes: WireNode[]): WireNode[] {
  return nodes.flatMap((n) => [n, ...nodesOf(n.children ?? [])]);
}
