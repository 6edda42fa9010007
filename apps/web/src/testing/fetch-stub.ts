import { vi } from 'vitest';

/** One request the page made, as the server would see it. */
export interface StubCall {
  method: string;
  /** Path without the /cloud-api prefix, e.g. /api/oauth/Login. */
  path: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

type Reply = { code: number; msg: string; data: unknown };
type Handler = Reply | ((call: StubCall) => Reply);

export const envelope = <T>(data: T, msg = '', code = 200): Reply => ({ code, msg, data });

/** The calls made to one route ('METHOD /api/path', exact), in order. */
export const callsTo = (calls: StubCall[], route: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === route);

/**
 * Replaces fetch with a route table keyed 'METHOD /api/path' (a trailing * matches a prefix) answering
 * real envelopes; unknown routes answer the server's 404 envelope. Returns every call made.
 */
export function stubFetch(routes: Record<string, Handler>): { calls: StubCall[] } {
  const calls: StubCall[] = [];
  const entries = Object.entries(routes);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const path = url.pathname.replace(/^\/cloud-api/, '');
      const call: StubCall = {
        method,
        path,
        url,
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? init.body : undefined,
      };
      calls.push(call);
      const key = `${method} ${path}`;
      const match = entries.find(([pattern]) =>
        pattern.endsWith('*') ? key.startsWith(pattern.slice(0, -1)) : pattern === key,
      );
      const handler = match?.[1];
      const reply = handler
        ? typeof handler === 'function'
          ? handler(call)
          : handler
        : envelope(null, 'not found', 404);
      return new Response(JSON.stringify(reply), {
        status: reply.code === 200 ? 200 : 400,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { calls };
}
