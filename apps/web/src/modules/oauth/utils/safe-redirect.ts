const LOGIN_PATHS = ['/login', '/portal', '/lockScreen'];

/**
 * The `redirect` query after login, accepted only as a same-origin path: an absolute or protocol-relative
 * address would turn the login page into an open redirect. Falls back to /home.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/home'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    // Going back to the login or lock screen would loop.
    if (LOGIN_PATHS.includes(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
