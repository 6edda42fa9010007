import type { MenuNode } from '@platform/contracts';
import type { ReactNode } from 'react';
import type { MenuRoute } from '../platform/navigation/menu-routes.ts';

/** A page the shell can show in its main area and tab bar. */
export interface ShellPage {
  /** Tab identity: the path, or the full path for pages told apart by their query (external links). */
  key: string;
  path: string;
  fullPath: string;
  /** Title, or an i18n key when `isTitleKey`. */
  title: string;
  isTitleKey: boolean;
  icon?: string;
  affix?: boolean;
  noCache?: boolean;
  /** The menu behind a dynamic page: its id is the modelId of permission checks. */
  menu?: MenuNode;
  render: () => ReactNode;
}

/**
 * Resolves a location inside the shell to its page: a fixed route or a server menu route. Undefined
 * means unknown (the shell sends the user to /404). The shell knows no page itself: the app hands
 * its resolver to ShellLayout, so the layout never imports the app.
 */
export type ShellPageResolver = (
  pathname: string,
  search: string,
  menuRoutes: MenuRoute[],
  translate: (key: string) => string,
) => ShellPage | undefined;
