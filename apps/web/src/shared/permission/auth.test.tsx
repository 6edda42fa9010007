import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUserData } from '../../platform/session/current-user.types.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../testing/current-user-fixture.ts';
import { Auth } from './auth.tsx';
import { PageModelContext } from './page-context.tsx';

function signInWith(permissionList: CurrentUserData['permissionList']) {
  useSession.getState().setCurrent({ ...currentUserFixture(), permissionList });
}

const entry = {
  modelId: 'menu-users',
  moduleName: '用户管理',
  button: [{ fullName: '新建', enCode: 'btn_add' }],
  column: [{ fullName: '账户', enCode: 'account' }],
  form: [],
  resource: [],
};

const renderOnPage = (modelId: string, gates: ReactNode) =>
  render(<PageModelContext.Provider value={modelId}>{gates}</PageModelContext.Provider>);

const addButton = (
  <Auth code="btn_add">
    <button type="button">新建</button>
  </Auth>
);

describe('<Auth> permission gate', () => {
  afterEach(() => useSession.getState().reset());

  it('shows a button only when the current page lists its code', () => {
    signInWith([entry]);
    renderOnPage(
      'menu-users',
      <>
        {addButton}
        <Auth code="btn_remove">
          <button type="button">删除</button>
        </Auth>
        <Auth code="account" kind="column">
          <span>账户列</span>
        </Auth>
      </>,
    );
    expect(screen.getByText('新建')).toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.getByText('账户列')).toBeInTheDocument();
  });

  it('reads the entry of the current page only', () => {
    signInWith([entry]);
    renderOnPage('menu-roles', addButton);
    expect(screen.queryByText('新建')).not.toBeInTheDocument();
  });
});
