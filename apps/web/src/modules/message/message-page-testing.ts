import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { pageOf } from '../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../testing/fetch-stub.ts';

/* Test-only: what the message center's configuration pages' tests share. */

/** The fields of a listed row that the administrator made and nobody changed since: enabled, no description. */
export const adminMadeRow = {
  enabledMark: 1,
  description: null,
  creatorUser: '管理员/admin',
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
};

/** Types the value into the field of this label within the scope. */
export const typeInto = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/**
 * The page's list shows 暂无数据 when the list answers no rows, and the error with a retry when the list
 * call fails (with this answer; a server error unless told).
 */
export async function expectEmptyThenLoadError(
  list: string,
  renderPage: () => { unmount: () => void },
  failure = envelope(null, '服务器错误', 500),
) {
  stubFetch({ [list]: pageOf([]) });
  const { unmount } = renderPage();
  expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  unmount();
  stubFetch({ [list]: failure });
  renderPage();
  expect(await screen.findByTestId('load-error')).toBeInTheDocument();
}

/** Once the row of this text shows, none of 新建, 编辑, 禁用, 删除 and the row's more menu does. */
export async function expectNoButtons(rowText: string, rowMoreTestId: string) {
  expect(await screen.findByText(rowText)).toBeInTheDocument();
  for (const name of [/新\s?建/, /编\s?辑/, /禁\s?用/, /删\s?除/]) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  }
  expect(screen.queryByTestId(rowMoreTestId)).not.toBeInTheDocument();
}
