import type { FastifyRequest } from 'fastify';

/** The origin (scheme://host[:port]) of a URL, or undefined when it is not one. */
export function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Browsers always send Origin on a socket handshake, so a page of another site can be told apart: it
 * may connect only when its origin is the server's own host (as the request reached it, or as the proxy
 * names it with TRUST_PROXY) or one of SOCKET_ALLOWED_ORIGINS. A handshake without Origin comes from a
 * program, not a page, and holds no browser's cookies: it is let through to the token check.
 */
export function isSocketOriginAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const header = request.headers.origin;
  if (header === undefined) return true;
  const origin = originOf(header);
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  return new URL(origin).host === request.host;
}
