import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTags } from '../../platform/stores/tags-store.ts';
import { renderWithShell, signIn } from '../testing/shell-fixture.tsx';
import { TagsView } from './tags-view.tsx';

const view = (path: string) => ({ path, fullPath: path, title: `页面${path}` });
const tabPaths = () => screen.getAllByRole('tab').map((tab) => tab.getAttribute('data-testid'));

async function openContextMenu(path: string) {
  fireEvent.contextMenu(screen.getByTestId(`tab-${path}`));
  return screen.findByRole('menu');
}

describe('tags view', () => {
  beforeEach(() => {
    signIn();
    for (const path of ['/a', '/b', '/c']) useTags.getState().addView(view(path));
  });
  afterEach(() => useTags.getState().resetViews());

  it('shows the fixed home tab with its translated title and no close button', () => {
    renderWithShell(<TagsView activeKey="/b" />, '/b');
    const home = screen.getByTestId('tab-/home');
    expect(home).toHaveTextContent('首页');
    expect(screen.queryByTestId('tab-close-/home')).toBeNull();
    expect(tabPaths()).toEqual(['tab-/home', 'tab-/a', 'tab-/b', 'tab-/c']);
  });

  it('"close others" from the context menu keeps home and the clicked tab, and opens it', async () => {
    renderWithShell(<TagsView activeKey="/b" />, '/b');
    const menu = await openContextMenu('/a');
    fireEvent.click(within(menu).getByTestId('tab-menu-others'));
    await waitFor(() => expect(tabPaths()).toEqual(['tab-/home', 'tab-/a']));
    expect(screen.getByTestId('location')).toHaveTextContent('/a');
  });

  it('"close all" keeps only the fixed home tab and goes there', async () => {
    renderWithShell(<TagsView activeKey="/b" />, '/b');
    const menu = await openContextMenu('/c');
    fireEvent.click(within(menu).getByTestId('tab-menu-all'));
    await waitFor(() => expect(tabPaths()).toEqual(['tab-/home']));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('closing the active tab goes to the last remaining tab', () => {
    renderWithShell(<TagsView activeKey="/b" />, '/b');
    fireEvent.click(screen.getByTestId('tab-close-/b'));
    expect(tabPaths()).toEqual(['tab-/home', 'tab-/a', 'tab-/c']);
    expect(screen.getByTestId('location')).toHaveTextContent('/c');
  });

  it('a middle click closes a tab but never the fixed one', () => {
    renderWithShell(<TagsView activeKey="/b" />, '/b');
    fireEvent.mouseUp(screen.getByTestId('tab-/c'), { button: 1 });
    fireEvent.mouseUp(screen.getByTestId('tab-/home'), { button: 1 });
    expect(tabPaths()).toEqual(['tab-/home', 'tab-/a', 'tab-/b']);
    expect(screen.getByTestId('location')).toHaveTextContent('/b');
  });

  it('refresh of the active tab replaces it with /redirect{fullPath}', async () => {
    useTags.getState().updateView({ ...view('/b'), fullPath: '/b?x=1' });
    renderWithShell(<TagsView activeKey="/b" />, '/b?x=1');
    const menu = await openContextMenu('/b');
    fireEvent.click(within(menu).getByTestId('tab-menu-refresh'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/redirect/b?x=1'));
    expect(tabPaths()).toEqual(['tab-/home', 'tab-/a', 'tab-/b', 'tab-/c']);
  });
});
