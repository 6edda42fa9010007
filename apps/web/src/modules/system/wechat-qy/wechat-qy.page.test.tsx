import { ButtonCode, SECRET_MASK } from '@platform/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import WechatQyPage from './wechat-qy.page.tsx';

const ROUTE = '/api/WeChat/QYHConfig';
const CONFIG = { qyhCorpId: 'corp-1', qyhAgentId: '1000002', qyhAgentSecret: SECRET_MASK, qyhCorpSecret: '' };

describe('WeCom application settings page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('saves the form and tests the corp ID with the application secret', async () => {
    const { calls } = stubFetch({
      [`GET ${ROUTE}`]: envelope(CONFIG),
      [`PUT ${ROUTE}`]: envelope(null, '保存成功'),
      [`POST ${ROUTE}/Actions/Test`]: envelope(null, '连接成功'),
    });
    renderAdminPage(<WechatQyPage />, {
      modelId: 'm-wechat-qy',
      buttons: [ButtonCode.edit, ButtonCode.test],
    });
    expect(await screen.findByTestId('wechat-qy-qyhAgentId')).toHaveValue('1000002');
    fireEvent.change(screen.getByTestId('wechat-qy-qyhCorpSecret'), { target: { value: 'sync' } });
    fireEvent.click(screen.getByTestId('wechat-qy-save'));
    await waitFor(() => expect(callsTo(calls, `PUT ${ROUTE}`)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, `PUT ${ROUTE}`)[0]?.body ?? '{}')).toEqual({
      ...CONFIG,
      qyhCorpSecret: 'sync',
    });
    fireEvent.click(screen.getByTestId('wechat-qy-test'));
    expect(await screen.findByText('连接成功')).toBeInTheDocument();
    expect(JSON.parse(callsTo(calls, `POST ${ROUTE}/Actions/Test`)[0]?.body ?? '{}')).toEqual({
      qyhCorpId: 'corp-1',
      qyhAgentSecret: SECRET_MASK,
    });
  });
});
