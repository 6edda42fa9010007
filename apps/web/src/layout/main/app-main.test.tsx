import { fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSettings } from '../../platform/stores/settings-store.ts';
import { useTags } from '../../platform/stores/tags-store.ts';
import type { ShellPage } from '../shell-page.ts';
import { renderWithShell, signIn } from '../testing/shell-fixture.tsx';
import { toTabView } from '../use-shell-page.ts';
import { AppMain } from './app-main.tsx';

/** A page with local state, so a remount is visible as a reset counter. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const { search } = useLocation();
  return (
    <button type="button" data-testid={`counter-${name}`} onClick={() => setCount((c) => c + 1)}>
      {`${name}:${count}:${search}`}
    </button>
  );
}

const page = (path: string, noCache = false): ShellPage => ({
  key: path,
  path,
  fullPath: path,
  title: path,
  isTitleKey: false,
  noCache,
  render: () => <Counter name={path.slice(1)} />,
});
const PAGES: Record<string, ShellPage> = { '/a': page('/a'), '/b': page('/b'), '/n': page('/n', true) };

/** Stands in for the shell: resolves the page, records the tab, offers navigation buttons. */
function Harness() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const current = { ...PAGES[pathname], fullPath: `${pathname}${search}` };
  useEffect(() => useTags.getState().addView(toTabView(current)));
  return (
    <>
      {['/a', '/b', '/n', '/a?x=1'].map((to) => (
        <button key={to} type="button" data-testid={`go${to}`} onClick={() => navigate(to)} />
      ))}
      <AppMain page={current} />
    </>
  );
}

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

describe('page cache (Activity)', () => {
  beforeEach(() => signIn());

  it('keeps a visited page mounted with its state while another tab shows', () => {
    renderWithShell(<Harness />, '/a');
    click('counter-a');
    click('counter-a');
    click('go/b');
    expect(screen.getByTestId('counter-a')).not.toBeVisible();
    click('go/a');
    expect(screen.getByTestId('counter-a')).toHaveTextContent('a:2:');
    expect(screen.getByTestId('counter-a')).toBeVisible();
  });

  it('a hidden page keeps reading the location it was shown with', () => {
    renderWithShell(<Harness />, '/a?x=1');
    click('go/b');
    expect(screen.getByTestId('counter-a')).toHaveTextContent('a:0:?x=1');
  });

  it('remounts a page on refresh and drops it when its tab closes', () => {
    renderWithShell(<Harness />, '/a');
    click('counter-a');
    useTags.getState().refreshView('/a');
    click('go/b');
    click('go/a');
    expect(screen.getByTestId('counter-a')).toHaveTextContent('a:0:');
    click('counter-a');
    click('go/b');
    useTags.getState().closeView('/a');
    click('go/a');
    expect(screen.getByTestId('counter-a')).toHaveTextContent('a:0:');
  });

  it('does not keep noCache pages, nor any page when the cache switch is off', () => {
    renderWithShell(<Harness />, '/n');
    click('counter-n');
    click('go/a');
    expect(screen.queryByTestId('counter-n')).toBeNull();
    useSettings.getState().change('useCache', false);
    click('counter-a');
    click('go/b');
    expect(screen.queryByTestId('counter-a')).toBeNull();
  });

  it('scrolls the main area back to the top on navigation', () => {
    renderWithShell(<Harness />, '/a');
    const main = screen.getByTestId('app-main');
    const scrollTo = vi.fn();
    main.scrollTo = scrollTo as typeof main.scrollTo;
    click('go/b');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
