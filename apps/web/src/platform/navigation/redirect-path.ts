/*
 * /redirect{fullPath} stands for fullPath: the app's redirect page replaces
 * itself with it, and inside the shell it is how a tab refreshes.
 */

/** The /redirect prefix, and the key of its page inside the shell: never a tab, never cached. */
export const REDIRECT_PAGE_KEY = '/redirect';

export function isRedirectPath(pathname: string): boolean {
  return pathname === REDIRECT_PAGE_KEY || pathname.startsWith(`${REDIRECT_PAGE_KEY}/`);
}

/** The page a /redirect{fullPath} location stands for. */
export function redirectTarget(pathname: string): string {
  return pathname.slice(REDIRECT_PAGE_KEY.length) || '/';
}
