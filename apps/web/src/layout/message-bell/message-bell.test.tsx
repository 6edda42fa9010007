import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShell, signIn, stubFetch } from '../testing/shell-fixture.tsx';
import { unreadCounts } from '../testing/unread-counts.ts';
import { MessageBell } from './message-bell.tsx';

const counts = unreadCounts;

function badgeText(): string | null | undefined {
  return screen.getByTestId('message-bell').querySelector('.ant-badge-count')?.getAttribute('title');
}

describe('message bell badge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('caps the unread count at 99+', async () => {
    signIn();
    const { calls } = stubFetch({ '/api/message/getUnreadCount': counts(150) });
    renderWithShell(<MessageBell onOpen={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('message-bell')).toHaveTextContent('99+'));
    expect(calls[0]).toMatch(/^\/api\/message\/getUnreadCount\?n=\d+$/);
  });

  it('shows the exact count up to 99', async () => {
    signIn();
    stubFetch({ '/api/message/getUnreadCount': counts(99) });
    renderWithShell(<MessageBell onOpen={() => undefined} />);
    await waitFor(() => expect(badgeText()).toBe('99'));
    expect(screen.getByTestId('message-bell')).not.toHaveTextContent('99+');
  });

  it('shows no badge without unread messages', async () => {
    signIn();
    stubFetch({ '/api/message/getUnreadCount': counts(0) });
    renderWithShell(<MessageBell onOpen={() => undefined} />);
    await waitFor(() => expect(screen.getByTestId('message-bell')).toHaveAttribute('data-count', '0'));
    expect(screen.getByTestId('message-bell').querySelector('.ant-badge-count')).toBeNull();
  });
});
