import { type DataSourceInfo, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import DataSourcePage from './data-source.page.tsx';

const CODES = resourceCodes('dataSource');
const source = (id: string, fullName: string): DataSourceInfo => ({
  id,
  dbType: 'MySQL',
  fullName,
  host: 'db.example.com',
  port: 3306,
  userName: 'report',
  serviceName: 'erp',
  dbSchema: null,
  tableSpace: null,
  hasPassword: true,
  sortCode: 0,
  enabledMark: 1,
  description: null,
  creatorUser: '管理员',
  creatorTime: 1_767_225_600_000,
  lastModifyTime: null,
});

const renderPage = (buttons: string[], columns: Iterable<string> = CODES.columns) =>
  renderAdminPage(<DataSourcePage />, { modelId: 'm-ds', buttons, columns, forms: CODES.forms });

const bodiesOf = (calls: StubCall[], method: string, path: string) =>
  callsTo(calls, `${method} /api/system${path}`).map((c) => JSON.parse(c.body ?? '{}'));

async function pickType(dialog: HTMLElement, type: string) {
  fireEvent.mouseDown(within(dialog).getAllByRole('combobox')[0] as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (o) => o.textContent === type,
    );
    if (!found) throw new Error('options not open');
    return found;
  });
  fireEvent.click(option);
}

describe('data sources page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sources with their kind and host, and creates one with the default port of its kind', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DataSource': pageOf([source('s1', '报表库')]),
      'POST /api/system/DataSource': envelope({ id: 's2' }, '新建成功'),
    });
    renderPage(['btn_add']);
    expect(await screen.findByText('报表库')).toBeInTheDocument();
    expect(screen.getByText('MySQL')).toBeInTheDocument();
    expect(screen.getByText('db.example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('data-source-dialog');
    await pickType(dialog, 'MariaDB');
    fireEvent.change(within(dialog).getByLabelText('连接名称'), { target: { value: '销售库' } });
    fireEvent.change(within(dialog).getByLabelText('主机地址'), { target: { value: '10.0.0.8' } });
    fireEvent.change(within(dialog).getByLabelText('用户'), { target: { value: 'sales' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'pw' } });
    fireEvent.change(within(dialog).getByLabelText('库名'), { target: { value: 'sales' } });
    await waitFor(() => expect(within(dialog).queryByLabelText('模式')).not.toBeInTheDocument());
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/DataSource')).toHaveLength(1));
    expect(bodiesOf(calls, 'POST', '/DataSource')[0]).toMatchObject({
      dbType: 'MariaDB',
      fullName: '销售库',
      host: '10.0.0.8',
      port: 3306,
      userName: 'sales',
      password: 'pw',
      serviceName: 'sales',
      dbSchema: null,
    });
  });

  it('tests the dialog fields and a saved row, which sends its id and no password', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DataSource': pageOf([source('s1', '报表库')]),
      'POST /api/system/DataSource/Actions/Test': envelope(null, '连接成功'),
    });
    renderPage(['btn_add', 'btn_test']);
    expect(await screen.findByText('报表库')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '测试' }));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/DataSource/Actions/Test')).toHaveLength(1));
    const rowTest = bodiesOf(calls, 'POST', '/DataSource/Actions/Test')[0];
    expect(rowTest).toMatchObject({ id: 's1', host: 'db.example.com', port: 3306 });
    expect(rowTest).not.toHaveProperty('password');
    expect(await screen.findByText('连接成功')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('data-source-dialog');
    expect(within(dialog).getByLabelText('端口')).toHaveValue('5432');
    fireEvent.change(within(dialog).getByLabelText('连接名称'), { target: { value: 'pg' } });
    fireEvent.change(within(dialog).getByLabelText('主机地址'), { target: { value: 'pg.example.com' } });
    fireEvent.change(within(dialog).getByLabelText('用户'), { target: { value: 'postgres' } });
    fireEvent.change(within(dialog).getByLabelText('库名'), { target: { value: 'app' } });
    fireEvent.click(within(dialog).getByTestId('data-source-dialog-test'));
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/DataSource/Actions/Test')).toHaveLength(2));
    expect(bodiesOf(calls, 'POST', '/DataSource/Actions/Test')[1]).toMatchObject({
      dbType: 'PostgreSQL',
      host: 'pg.example.com',
      port: 5432,
      dbSchema: 'public',
    });
  });

  it('edits with an empty password meaning unchanged, and hides 测试 without its button', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DataSource': pageOf([source('s1', '报表库')]),
      'GET /api/system/DataSource/s1': envelope(source('s1', '报表库')),
      'PUT /api/system/DataSource/s1': envelope(null, '更新成功'),
    });
    renderPage(['btn_edit']);
    expect(await screen.findByText('报表库')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '测试' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByTestId('data-source-dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('连接名称')).toHaveValue('报表库'));
    expect(within(dialog).getByLabelText('密码')).toHaveValue('');
    expect(within(dialog).getByPlaceholderText('不修改请留空')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(bodiesOf(calls, 'PUT', '/DataSource/s1')).toHaveLength(1));
    expect(bodiesOf(calls, 'PUT', '/DataSource/s1')[0]).toMatchObject({ password: '', fullName: '报表库' });
  });

  it('shows 暂无数据 for an empty list and a message when no column is granted', async () => {
    stubFetch({ 'GET /api/system/DataSource': pageOf([]) });
    const { unmount } = renderPage([], []);
    expect(await screen.findByTestId('data-source-no-columns')).toBeInTheDocument();
    unmount();
    renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});
