import { render, screen } from '@testing-library/react';
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

describe('<Auth> permission gate', () => {
  afterEach(() => useSession.getState().reset());

  it('shows a button only when the current page lists its code', () => {
    signInWith([entry]);
    render(
      <PageModelContext.Provider value="menu-users">
        <Auth code="btn_add">
          <button type="button">新建</button>
        </Auth>
        <Auth code="btn_remove">
          <button type="button">删除</button>
        </Auth>
        <Auth code="account" kind="column">
          <span>账户列</span>
        </Auth>
      </PageModelContext.Provider>,
    );
    expect(screen.getByText('新建')).toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
    expect(screen.getByText('账户列')).toBeInTheDocument();
  });

  it('reads the entry of the current page only', () => {
    signInWith([entry]);
    render(
      <PageModelContext.Provider value="menu-roles">
        <Auth code="btn_add">
          <button type="button">新建</button>
        </Auth>
      </PageModelContext.Provider>,
    );
    expect(screen.queryByText('新建')).not.toBeInTheDocument();
  });
});
