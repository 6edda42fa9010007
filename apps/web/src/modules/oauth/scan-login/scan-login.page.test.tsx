import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import ScanLoginConfirmPage from './scan-login.page.tsx';

const TICKET = 'kG4xNNdB_lB3BiUatphU3R1jbeZCuJP2';

describe('scan-login confirmation on the signed-in device', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the ticket from the QR link', async () => {
    const { calls } = stubFetch({
      [`GET /api/oauth/ScanLogin/${TICKET}`]: envelope({ status: 'scanned', expiresAt: Date.now() + 60_000 }),
      [`POST /api/oauth/ScanLogin/${TICKET}/Confirm`]: envelope(null, '已确认登录'),
    });
    renderWithApp(<ScanLoginConfirmPage />, { route: `/scanLogin?ticket=${TICKET}` });
    await userEvent.setup().click(await screen.findByTestId('scan-confirm-submit'));
    expect(await screen.findByText('已确认登录，请在电脑上继续操作')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/Confirm'))).toBe(true);
  });

  it('offers nothing to confirm for an expired ticket', async () => {
    stubFetch({ [`GET /api/oauth/ScanLogin/${TICKET}`]: envelope({ status: 'expired', expiresAt: 0 }) });
    renderWithApp(<ScanLoginConfirmPage />, { route: `/scanLogin?ticket=${TICKET}` });
    expect(await screen.findByText('二维码已失效')).toBeInTheDocument();
    expect(screen.queryByTestId('scan-confirm-submit')).not.toBeInTheDocument();
  });
});
