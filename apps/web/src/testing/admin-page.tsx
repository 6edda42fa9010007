import type { ReactElement } from 'react';
import type { CurrentUserData } from '../platform/session/current-user.types.ts';
import { useSession } from '../platform/stores/session-store.ts';
import { PageModelContext } from '../shared/permission/page-context.tsx';
import { currentUserFixture } from './current-user-fixture.ts';
import { envelope } from './fetch-stub.ts';
import { renderWithApp } from './render-with-app.tsx';

/* Test-only: an administration page rendered under its permission entry, and its paged list answers. */

/** Permission-entry items for these codes, as the server sends them in permissionList. */
export const grantItems = (codes: Iterable<string>) =>
  [...codes].map((enCode) => ({ fullName: enCode, enCode }));

export interface PageGrants {
  /** The page's menu id: the modelId of its permission entry and of PageModelContext. */
  modelId: string;
  buttons?: Iterable<string>;
  columns?: Iterable<string>;
  forms?: Iterable<string>;
  /** The signed-in user, whose permissionList becomes this one entry; the fixture by default. */
  current?: CurrentUserData;
}

/**
 * Signs in a user whose only permission entry is the page's (these button, column and form codes)
 * and renders the page in that entry's PageModelContext with the app's providers.
 */
export function renderAdminPage(
  page: ReactElement,
  { modelId, buttons = [], columns = [], forms = [], current = currentUserFixture() }: PageGrants,
) {
  current.permissionList = [
    {
      modelId,
      moduleName: modelId,
      button: grantItems(buttons),
      column: grantItems(columns),
      form: grantItems(forms),
      resource: [],
    },
  ];
  useSession.getState().setCurrent(current);
  return renderWithApp(<PageModelContext.Provider value={modelId}>{page}</PageModelContext.Provider>);
}

/** The first page of a paged list answer (20 a page unless told), holding these rows. */
export const pageOf = <T,>(list: T[], total = list.length, pageSize = 20) =>
  envelope({ list, pagination: { currentPage: 1, pageSize, total } });
