import { ButtonCode, type ThirdSyncTotal } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { ThirdSyncPanel } from './third-sync-panel.tsx';

const TOTALS = '/api/system/SynThirdInfo/getSynThirdTotal/1';
const PUSH_ORGS = 'GET /api/system/SynThirdInfo/synAllOrganizeSysToQy';

const row = (dataType: '1' | '2', synced: number, synDate: number | null): ThirdSyncTotal => ({
  synType: dataType === '1' ? '组织' : '用户',
  dataType,
  recordTotal: 5,
  synSuccessCount: synced,
  synFailCount: 0,
  unSynCount: 5 - synced,
  synDate,
});

const renderPanel = (buttons: string[]) =>
  renderAdminPage(<ThirdSyncPanel thirdType="1" />, { modelId: 'm-sys-config', buttons });

describe('directory sync panel', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals, asks first, pushes and reloads the totals', async () => {
    let hasSynced = false;
    const { calls } = stubFetch({
      [`GET ${TOTALS}`]: () =>
        envelope(
          hasSynced
            ? [row('1', 5, Date.UTC(2026, 0, 2)), row('2', 0, null)]
            : [row('1', 0, null), row('2', 0, null)],
        ),
      [PUSH_ORGS]: () => {
        hasSynced = true;
        return envelope(row('1', 5, Date.UTC(2026, 0, 2)), '同步完成');
      },
    });
    renderPanel([ButtonCode.edit]);
    const table = await screen.findByTestId('third-sync-1');
    expect(await within(table).findAllByText('从未同步')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('third-sync-1-1'));
    expect(
      await screen.findByText('将本系统的全部组织同步到企业微信（已同步的会被更新），是否继续？'),
    ).toBeInTheDocument();
    expect(callsTo(calls, PUSH_ORGS)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('同步完成')).toBeInTheDocument();
    expect(callsTo(calls, PUSH_ORGS)[0]?.url.searchParams.get('type')).toBe('0');
    await waitFor(() => expect(within(table).getAllByText('从未同步')).toHaveLength(1));
    expect(callsTo(calls, `GET ${TOTALS}`).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the totals without the push buttons to a caller without the edit button', async () => {
    stubFetch({ [`GET ${TOTALS}`]: envelope([row('1', 2, null), row('2', 0, null)]) });
    renderPanel([]);
    const table = await screen.findByTestId('third-sync-1');
    expect(await within(table).findByText('组织')).toBeInTheDocument();
    expect(screen.queryByTestId('third-sync-1-1')).toBeNull();
    expect(screen.queryByText('同步组织')).toBeNull();
  });
});
