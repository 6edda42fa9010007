/** Routes that may carry a token in their query (flow detail links sent by message or mail). */
const TOKEN_ROUTES = new Set(['/workFlowDetail']);

/**
 * The query token to take over before the guard runs: only on those routes, and only when it differs
 * from the stored one (otherwise the stored session simply continues).
 */
export function queryTokenToAdopt(pathname: string, search: string, stored: string | null): string | null {
  if (!TOKEN_ROUTES.has(pathname)) return null;
  const token = new URLSearchParams(search).get('token')?.trim();
  return token && token !== stored ? token : null;
}
