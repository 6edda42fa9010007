import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { visibleMenus } from '../menu/menu-tree.ts';
import { MENUS, renderWithShell, signIn } from '../testing/shell-fixture.tsx';
import { MenuSearch } from './menu-search.tsx';

function search(text: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
}

describe('menu search (fuzzy, titles 0.7 / paths 0.3, threshold 0.4)', () => {
  beforeEach(() => signIn());

  it('filters the menus by title', async () => {
    renderWithShell(<MenuSearch menus={visibleMenus(MENUS)} />);
    search('用户');
    expect(await screen.findByTestId('menu-search-option-permission.user')).toBeInTheDocument();
    expect(screen.queryByTestId('menu-search-option-permission.role')).toBeNull();
    expect(screen.queryByTestId('menu-search-option-system.area')).toBeNull();
  });

  it('matches paths too, tolerates a typo, and never offers hidden menus or directories', async () => {
    renderWithShell(<MenuSearch menus={visibleMenus(MENUS)} />);
    search('fixture/aera');
    expect(await screen.findByTestId('menu-search-option-system.area')).toBeInTheDocument();
    search('fixture');
    await screen.findByTestId('menu-search-option-permission.role');
    expect(screen.queryByTestId('menu-search-option-permission.secret')).toBeNull();
    expect(screen.queryByTestId('menu-search-option-permission')).toBeNull();
  });

  it('shows nothing for an unrelated query', async () => {
    renderWithShell(<MenuSearch menus={visibleMenus(MENUS)} />);
    search('zzzzqqq');
    expect(await screen.findByText('没有匹配的菜单')).toBeInTheDocument();
  });

  it('opens the picked menu', async () => {
    renderWithShell(<MenuSearch menus={visibleMenus(MENUS)} />);
    search('角色');
    fireEvent.click(await screen.findByTestId('menu-search-option-permission.role'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fixture/role'));
  });
});
