/** One request of an outbound call, as a redirect rewrites it. */
export interface Hop {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);

/**
 * The request a redirect answer asks for, or undefined when the answer is final. 303, and 301/302
 * after a POST, become a GET without a body; 307/308 repeat the request. Credentials are not carried
 * to another origin.
 */
export function nextHop(current: Hop, status: number, location: string | undefined): Hop | undefined {
  if (status < 300 || status >= 400 || !location) return undefined;
  let url: URL;
  try {
    url = new URL(location, current.url);
  } catch {
    return undefined;
  }
  const isSameOrigin = url.origin === new URL(current.url).origin;
  const headers = Object.fromEntries(
    Object.entries(current.headers).filter(
      ([name]) => isSameOrigin || !CREDENTIAL_HEADERS.has(name.toLowerCase()),
    ),
  );
  const becomesGet = status === 303 || ((status === 301 || status === 302) && current.method === 'POST');
  if (!becomesGet) return { url: url.href, method: current.method, headers, body: current.body };
  const withoutBody = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^content-(type|length)$/i.test(name)),
  );
  return { url: url.href, method: 'GET', headers: withoutBody };
}
