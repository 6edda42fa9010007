import type { ScanPollResponse } from '@platform/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { ScanLoginPanel } from './scan-login-panel.tsx';

const ticket = (n: number, ttlMs = 120_000) => ({
  ticket: `ticket-${n}-aaaaaaaaaaaaaaaa`,
  pollKey: `key-${n}`,
  confirmPath: `/scanLogin?ticket=ticket-${n}-aaaaaaaaaaaaaaaa`,
  expiresAt: Date.now() + ttlMs,
});

/** Answers POST Ticket with fresh tickets and POST Poll from a script (the last answer repeats). */
function stubScan(polls: ScanPollResponse[], ttlMs?: number) {
  let issued = 0;
  let polled = 0;
  return stubFetch({
    'POST /api/oauth/ScanLogin/Ticket': () => {
      issued += 1;
      return envelope(ticket(issued, ttlMs));
    },
    'POST /api/oauth/ScanLogin/Poll': () => {
      const answer = polls[Math.min(polled, polls.length - 1)];
      polled += 1;
      return envelope(answer);
    },
  });
}

const panel = () => screen.getByTestId('login-scan-panel');
const bodies = (calls: { path: string; body?: string }[], path: string) =>
  calls.filter((c) => c.path === path).map((c) => JSON.parse(c.body ?? '{}'));

/** App-scan login: the QR's ticket is polled until a signed-in device confirms it. */
describe('scan login panel', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('polls the ticket with its poll key every 2 s and signs in once the device confirms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSuccess = vi.fn();
    const { calls } = stubScan([
      { status: 'waiting' },
      { status: 'scanned' },
      { status: 'confirmed', token: 'Bearer scanned', theme: 'blend' },
    ]);
    renderWithApp(<ScanLoginPanel onSuccess={onSuccess} />);
    await waitFor(() => expect(bodies(calls, '/api/oauth/ScanLogin/Poll')).toHaveLength(1));
    expect(bodies(calls, '/api/oauth/ScanLogin/Poll')[0]).toEqual({
      ticket: 'ticket-1-aaaaaaaaaaaaaaaa',
      pollKey: 'key-1',
    });
    expect(panel()).toHaveAttribute('data-status', 'waiting');
    expect(onSuccess).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(panel()).toHaveAttribute('data-status', 'scanned'));
    expect(screen.getByText('扫码成功，请在设备上确认')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ token: 'Bearer scanned', theme: 'blend' }));
    const pollCount = bodies(calls, '/api/oauth/ScanLogin/Poll').length;
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(bodies(calls, '/api/oauth/ScanLogin/Poll')).toHaveLength(pollCount); // polling stopped
  });

  it('an expired ticket offers a new QR, whose ticket is polled from then on', async () => {
    const { calls } = stubScan([{ status: 'waiting' }], 300);
    renderWithApp(<ScanLoginPanel onSuccess={vi.fn()} />);
    expect(await screen.findByText('二维码已失效')).toBeInTheDocument();
    expect(panel()).toHaveAttribute('data-status', 'expired');
    const polls = bodies(calls, '/api/oauth/ScanLogin/Poll').length;

    fireEvent.click(screen.getByTestId('login-scan-refresh'));
    await waitFor(() => expect(bodies(calls, '/api/oauth/ScanLogin/Ticket')).toHaveLength(2));
    await waitFor(() => expect(panel()).toHaveAttribute('data-status', 'waiting'));
    expect(screen.queryByTestId('login-scan-refresh')).toBeNull();
    await waitFor(() =>
      expect(bodies(calls, '/api/oauth/ScanLogin/Poll').slice(polls)).toContainEqual({
        ticket: 'ticket-2-aaaaaaaaaaaaaaaa',
        pollKey: 'key-2',
      }),
    );
  });

  it('a ticket the server reports expired or cancelled also offers a refresh', async () => {
    stubScan([{ status: 'cancelled' }]);
    renderWithApp(<ScanLoginPanel onSuccess={vi.fn()} />);
    expect(await screen.findByText('已取消本次登录')).toBeInTheDocument();
    expect(screen.getByTestId('login-scan-refresh')).toBeInTheDocument();
  });
});
