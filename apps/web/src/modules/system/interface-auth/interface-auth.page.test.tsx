import { type InterfaceOauthInfo, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import InterfaceAuthPage from './interface-auth.page.tsx';

const CODES = resourceCodes('interfaceOauth');
const SECRET = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldY';
const app = (id: string, appName: string, extra: Partial<InterfaceOauthInfo> = {}): InterfaceOauthInfo => ({
  id,
  appId: `app-${id}`,
  appName,
  verifySignature: 1,
  usefulLife: null,
  whiteList: null,
  userId: null,
  userName: null,
  dataInterfaceIds: '',
  sortCode: 0,
  enabledMark: 1,
  description: null,
  creatorUser: '管理员',
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
  ...extra,
});

const renderPage = (buttons: string[]) =>
  renderAdminPage(<InterfaceAuthPage />, {
    modelId: 'm-ia',
    buttons,
    columns: CODES.columns,
    forms: CODES.forms,
  });

const bodiesOf = (calls: StubCall[], method: string, path: string) =>
  callsTo(calls, `${method} /api/system${path}`).map((c) => JSON.parse(c.body ?? '{}'));

describe('interface authorization page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists apps with their validity, and creates one with a generated secret shown once', async () => {
    const { calls } = stubFetch({
      'GET /api/system/InterfaceOauth': pageOf([
        app('a1', '报表系统'),
        app('a2', '门户', { usefulLife: Date.UTC(2030, 0, 31, 12) }),
      ]),
      'GET /api/system/InterfaceOauth/getAppSecret': envelope(SECRET),
      'POST /api/system/InterfaceOauth': envelope({ id: 'a3', appId: 'x' }, '新建成功'),
    });
    renderPage(['btn_add']);
    expect(await screen.findByText('报表系统')).toBeInTheDocument();
    expect(screen.getByText('永久')).toBeInTheDocument();
    expect(screen.getByText('2030-01-31')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('interface-auth-dialog');
    fireEvent.change(within(dialog).getByLabelText('应用名称'), { target: { value: 'ERP' } });
    // The secret is required on create.
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(dialog).findByText(/appSecret/, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(bodiesOf(calls, 'POST', '/InterfaceOauth')).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('interface-auth-secret-generate'));
    await waitFor(() => expect(within(dialog).getByTestId('interface-auth-secret')).toHaveValue(SECRET));
    expect(within(dialog).getByText('秘钥仅此一次显示，请复制并妥善保存')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('白名单'), { target: { value: '10.0.0.0/8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/InterfaceOauth')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST', '/InterfaceOauth')[0]).toMatchObject({
      appName: 'ERP',
      appSecret: SECRET,
      whiteList: '10.0.0.0/8',
      usefulLife: null,
      userId: null,
      enabledMark: 1,
    });
  });

  it('opens the signature explanation from the dialog', async () => {
    stubFetch({ 'GET /api/system/InterfaceOauth': pageOf([]) });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('interface-auth-dialog');
    fireEvent.click(within(dialog).getByTestId('interface-auth-help'));
    const info = await screen.findByTestId('interface-signature-info');
    expect(within(info).getByText('YmNonce')).toBeInTheDocument();
    expect(within(info).getByText(/HMAC-SHA256/)).toBeInTheDocument();
  });

  it('grants interfaces from the selector tree behind 授权', async () => {
    const { calls } = stubFetch({
      'GET /api/system/InterfaceOauth': pageOf([app('a1', '报表系统')]),
      'GET /api/system/DataInterface/Selector': envelope([
        {
          id: 'c1',
          fullName: '基础',
          parentId: '0',
          category: '0',
          hasChildren: true,
          children: [
            { id: 'i1', fullName: '城市', enCode: 'city', parentId: 'c1', category: '1', hasChildren: false },
            { id: 'i2', fullName: '部门', enCode: 'dept', parentId: 'c1', category: '1', hasChildren: false },
          ],
        },
      ]),
      'GET /api/system/InterfaceOauth/getInterfaceList/a1': envelope({
        list: [{ id: 'i1', fullName: '城市', enCode: 'city', dataType: 2, url: '/x' }],
      }),
      'POST /api/system/InterfaceOauth/saveInterfaceList': envelope(null, '保存成功'),
    });
    renderPage(['btn_authorize']);
    // The page's first render waits for its list; a loaded machine takes longer than the default second.
    fireEvent.click(await screen.findByRole('button', { name: '授权' }, { timeout: 5_000 }));
    const dialog = await screen.findByTestId('interface-auth-empower');
    expect(await within(dialog).findByText('已选 1 个接口')).toBeInTheDocument();
    const node = within(dialog).getByText('部门').closest('.ant-tree-treenode') as HTMLElement;
    fireEvent.click(node.querySelector('.ant-tree-checkbox') as HTMLElement);
    expect(await within(dialog).findByText('已选 2 个接口')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/InterfaceOauth/saveInterfaceList')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST', '/InterfaceOauth/saveInterfaceList')[0]).toEqual({
      interfaceIdentId: 'a1',
      dataInterfaceIds: ['i1', 'i2'],
    });
  });

  it('hides 授权 without its button and shows the empty state', async () => {
    stubFetch({ 'GET /api/system/InterfaceOauth': pageOf([]) });
    renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '授权' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
  });
});
