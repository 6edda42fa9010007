import type { MenuNode } from '@platform/contracts';
import type { ReactNode } from 'react';
import type { NamespacedKey } from '../platform/i18n/define-locales.ts';
import type { MenuRoute } from '../platform/navigation/menu-routes.ts';

/** A page's title: its text, or the key of its text for the fixed pages (it follows the language). */
export type ShellPageTitle =
  | { title: string; isTitleKey: false }
  | { title: NamespacedKey<'router'>; isTitleKey: true };

/** A page the shell can show in its main area and tab bar. */
export type ShellPage = ShellPageTitle & {
  /** Tab identity: the path, or the full path for pages told apart by their query (external links). */
  key: string;
  path: string;
  fullPath: string;
  icon?: string;
  affix?: boolean;
  noCache?: boolean;
  /** The menu behind a dynamic page: its id is the modelId of permission checks. */
  menu?: MenuNode;
  render: () => ReactNode;
};

/**
 * Resolves a location inside the shell to its page: a fixed route or a server menu route. Undefined
 * means unknown (the shell sends the user to /404). The shell knows no page itself: the app hands
 * its resolver to ShellLayout, so the layout never imports the app.
 */
export type ShellPageResolver = (
  pathname: string,
  search: string,
  menuRoutes: MenuRoute[],
  translate: (key: NamespacedKey<'router'>) => string,
) => ShellPage | undefined;
