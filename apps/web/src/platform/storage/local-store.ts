import { SESSION_TOKEN_COOKIE } from '@platform/contracts';

/** Every local-storage key carries the product prefix. */
export const STORAGE_PREFIX = 'sme_platform_';

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(STORAGE_PREFIX + key);
    else localStorage.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Private mode or a full quota: settings simply do not persist.
  }
}

const TOKEN_COOKIE = SESSION_TOKEN_COOKIE;

/** The token is kept in state, local storage and a cookie; the cookie is not sent to the API. */
export function writeTokenCookie(token: string | null): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie write is all the spec needs here
  document.cookie = token
    ? `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; SameSite=Strict${secure}`
    : `${TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
}
