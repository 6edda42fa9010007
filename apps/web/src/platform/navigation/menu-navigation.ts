import type { MenuNode } from '@platform/contracts';
import { cleanAddress, dataScreenPath } from './menu-routes.ts';

/** Base64 of the url-encoded address: the /externalLink `href` query. */
export function encodeHref(url: string): string {
  const encoded = encodeURIComponent(url);
  return btoa(encoded);
}

export function decodeHref(href: string): string {
  try {
    return decodeURIComponent(atob(href));
  } catch {
    return '';
  }
}

/** JNPF link placeholders: literal text in stored addresses, not template expressions. */
const DATAV_PLACEHOLDER = '${dataV}';
const TOKEN_PLACEHOLDER = '${jnpfToken}';

/** Substitutes the large-screen host and token placeholders of link menus. */
export function substitutePlaceholders(
  url: string,
  token: string,
  dataVHost = `${location.origin}/dataV`,
): string {
  const bare = token.replace(/^Bearer\s+/i, '');
  return url.replaceAll(DATAV_PLACEHOLDER, dataVHost).replaceAll(TOKEN_PLACEHOLDER, encodeURIComponent(bare));
}

export type MenuTarget = { kind: 'route'; to: string } | { kind: 'window'; url: string } | { kind: 'none' };

/** Decides what clicking a menu does: internal route, new window, or nothing (groups). */
export function menuTarget(menu: MenuNode, token: string): MenuTarget {
  const url = menu.urlAddress ?? '';
  // Large screens open inside the shell, without the session token (see dataScreenPath).
  if (menu.type === 6) return { kind: 'route', to: dataScreenPath(menu) };
  if (menu.type === 7) {
    const address = substitutePlaceholders(url, token);
    if (menu.linkTarget === '_self') {
      return {
        kind: 'route',
        to: `/externalLink?href=${encodeURIComponent(encodeHref(address))}&title=${encodeURIComponent(menu.fullName)}`,
      };
    }
    return { kind: 'window', url: address };
  }
  if (menu.type === 0 || menu.type === 1) return { kind: 'none' };
  const address = cleanAddress(url);
  return address ? { kind: 'route', to: `/${address}` } : { kind: 'none' };
}
