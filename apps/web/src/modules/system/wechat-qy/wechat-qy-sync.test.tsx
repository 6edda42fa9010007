import { ButtonCode, type ThirdSyncTotal } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import WechatQyPage from './wechat-qy.page.tsx';

const ROUTE = '/api/WeChat/QYHConfig';
const CONFIG = { qyhCorpId: 'corp-1', qyhAgentId: '1000002', qyhAgentSecret: '', qyhCorpSecret: '' };
const ORGS = `POST ${ROUTE}/Actions/SyncOrganize`;
const USERS = `POST ${ROUTE}/Actions/SyncUser`;

const row = (dataType: '1' | '2', synced: number, failed = 0): ThirdSyncTotal => ({
  synType: dataType === '1' ? '组织' : '用户',
  dataType,
  recordTotal: 5,
  synSuccessCount: synced,
  synFailCount: failed,
  unSynCount: 5 - synced - failed,
  synDate: synced + failed > 0 ? Date.UTC(2026, 0, 2) : null,
});

const renderPage = (buttons: string[]) =>
  renderAdminPage(<WechatQyPage />, { modelId: 'm-wechat-qy', buttons });
const confirmOk = () => fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));

describe('企业号配置 directory sync', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, pushes organizations then users, and shows the steps, the result and the totals', async () => {
    let hasSynced = false;
    const { calls } = stubFetch({
      [`GET ${ROUTE}`]: envelope(CONFIG),
      [`GET ${ROUTE}/SynThirdTotal`]: () =>
        envelope(hasSynced ? [row('1', 5), row('2', 4, 1)] : [row('1', 0), row('2', 0)]),
      [ORGS]: envelope(row('1', 5), '同步完成'),
      [USERS]: () => {
        hasSynced = true;
        return envelope(row('2', 4, 1), '同步完成');
      },
    });
    renderPage([ButtonCode.execute]);
    const totals = await screen.findByTestId('wechat-qy-sync-totals');
    expect(await within(totals).findAllByText('从未同步')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('wechat-qy-execute'));
    expect(await screen.findByText(/先同步全部组织，再同步全部用户/)).toBeInTheDocument();
    expect(callsTo(calls, ORGS)).toHaveLength(0);
    confirmOk();
    expect(await screen.findByText('同步完成：成功 9 条，失败 1 条')).toBeInTheDocument();
    expect(callsTo(calls, ORGS)).toHaveLength(1);
    expect(callsTo(calls, USERS)).toHaveLength(1);
    const steps = screen.getByTestId('wechat-qy-sync-steps');
    expect(steps.querySelectorAll('.ant-steps-item-finish')).toHaveLength(2);
    await waitFor(() => expect(within(totals).queryAllByText('从未同步')).toHaveLength(0));
  });

  it('stops after a failed step and marks it', async () => {
    const { calls } = stubFetch({
      [`GET ${ROUTE}`]: envelope(CONFIG),
      [`GET ${ROUTE}/SynThirdTotal`]: envelope([row('1', 0), row('2', 0)]),
      [ORGS]: envelope(null, '未开启组织同步', 400),
    });
    renderPage([ButtonCode.execute]);
    fireEvent.click(await screen.findByTestId('wechat-qy-execute'));
    confirmOk();
    await waitFor(() =>
      expect(
        screen.getByTestId('wechat-qy-sync-steps').querySelectorAll('.ant-steps-item-error'),
      ).toHaveLength(1),
    );
    expect(callsTo(calls, USERS)).toHaveLength(0);
  });

  it('shows the totals but no execute button without the menu’s execute button', async () => {
    stubFetch({
      [`GET ${ROUTE}`]: envelope(CONFIG),
      [`GET ${ROUTE}/SynThirdTotal`]: envelope([row('1', 2), row('2', 0)]),
    });
    renderPage([ButtonCode.edit]);
    expect(
      await within(await screen.findByTestId('wechat-qy-sync-totals')).findByText('组织'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('wechat-qy-execute')).toBeNull();
  });
});
