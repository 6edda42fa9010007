import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollReset } from './scroll-reset.tsx';

function Links() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/b')}>
        to b
      </button>
      <button type="button" onClick={() => navigate('/b?page=2')}>
        same page, other query
      </button>
    </>
  );
}

/** Scroll resets to the top on navigation. */
describe('scroll reset', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls the window to the top when the path changes', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/a']}>
        <ScrollReset />
        <Links />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('to b'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByText('same page, other query'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
