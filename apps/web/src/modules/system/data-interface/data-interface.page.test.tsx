import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import {
  INTERFACE_CATEGORIES as CATEGORIES,
  interfaceCategories as categories,
  INTERFACE_LIST as LIST,
  renderDataInterfacePage as renderPage,
  interfaceRow as row,
} from './data-interface-testing.tsx';

describe('data interface page', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists interfaces with their type names under the category tree', async () => {
    stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([row('a', '地区'), row('b', '订单', { dataType: 1, requestMethod: '3' })]),
    });
    renderPage([]);
    expect(await screen.findByText('地区')).toBeInTheDocument();
    const table = screen.getByTestId('data-interface-table');
    expect(within(table).getByText('静态数据')).toBeInTheDocument();
    expect(within(table).getByText('SQL操作')).toBeInTheDocument();
    expect(within(table).getByText('查询')).toBeInTheDocument();
    expect(await screen.findByText('基础数据')).toBeInTheDocument();
  });

  it('creates a static interface from the dialog with the body the server expects', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([]),
      'POST /api/system/DataInterface': envelope({ id: 'n1' }, '新建成功'),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('data-interface-dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '城市' } });
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'city' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('分类'));
    fireEvent.click(await screen.findByTitle('基础数据'));
    fireEvent.change(within(dialog).getByTestId('data-interface-json'), { target: { value: '{oops' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('不是有效的 JSON')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/system/DataInterface')).toHaveLength(0);

    fireEvent.change(within(dialog).getByTestId('data-interface-json'), {
      target: { value: '[{"id":"1"}]' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/DataInterface')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST /api/system/DataInterface')[0]?.body ?? '{}')).toMatchObject({
      fullName: '城市',
      enCode: 'city',
      categoryId: 'c-basic',
      dataType: 2,
      query: '[{"id":"1"}]',
      requestParameters: '[]',
      checkType: 0,
      dataProcessing: null,
      enabledMark: 1,
    });
  });

  it('picks the data source of a SQL interface from the enabled sources', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([]),
      'GET /api/system/DataSource/Selector': envelope({
        list: [
          {
            id: 'pg',
            fullName: 'PostgreSQL',
            children: [{ id: '0', fullName: '默认数据库', dbType: 'PostgreSQL' }],
          },
          {
            id: 'my',
            fullName: 'MariaDB',
            children: [{ id: 's-my', fullName: '仓库库', dbType: 'MariaDB' }],
          },
        ],
      }),
      'POST /api/system/DataInterface': envelope({ id: 'n2' }, '新建成功'),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('data-interface-dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '库存' } });
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'stock' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('分类'));
    fireEvent.click(await screen.findByTitle('基础数据'));
    fireEvent.click(within(dialog).getByLabelText('SQL操作'));
    fireEvent.mouseDown(await within(dialog).findByLabelText('数据连接'));
    fireEvent.click(await screen.findByTitle('仓库库'));
    fireEvent.change(within(dialog).getByTestId('data-interface-sql'), { target: { value: 'SELECT 1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/DataInterface')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST /api/system/DataInterface')[0]?.body ?? '{}')).toMatchObject({
      dataType: 1,
      dbLinkId: 's-my',
      query: 'SELECT 1',
    });
  });

  it('previews an interface with its parameter values and shows the answer', async () => {
    const { calls } = stubFetch({
      [CATEGORIES]: categories,
      [LIST]: pageOf([row('a', '地区')]),
      'GET /api/system/DataInterface/GetParam/a': envelope([
        { field: 'level', fieldName: '级别', dataType: 'int', required: 0, defaultValue: '1' },
      ]),
      'POST /api/system/DataInterface/a/Actions/Preview': envelope([{ id: '1', num: 3 }], '接口请求成功'),
    });
    renderPage(['btn_preview']);
    expect(await screen.findByText('地区', {}, { timeout: 5000 })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /预\s?览/ }, { timeout: 5000 }));
    fireEvent.change(await screen.findByTestId('data-interface-param-level'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('data-interface-run'));
    await waitFor(() =>
      expect(callsTo(calls, 'POST /api/system/DataInterface/a/Actions/Preview')).toHaveLength(1),
    );
    expect(
      JSON.parse(callsTo(calls, 'POST /api/system/DataInterface/a/Actions/Preview')[0]?.body ?? '{}'),
    ).toEqual({
      paramList: [{ field: 'level', defaultValue: '2' }],
      tenantId: '',
      origin: 'preview',
    });
    await waitFor(() =>
      expect((screen.getByTestId('data-interface-result') as HTMLTextAreaElement).value).toContain(
        '"num": 3',
      ),
    );
  });

  it('hides the add, import and preview buttons without their grants', async () => {
    stubFetch({ [CATEGORIES]: categories, [LIST]: pageOf([row('a', '地区')]) });
    renderPage([]);
    expect(await screen.findByText('地区')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导\s?入/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /预\s?览/ })).not.toBeInTheDocument();
  });

  it('shows 暂无数据 for an empty list and a retry when the list fails', async () => {
    stubFetch({ [CATEGORIES]: categories, [LIST]: pageOf([]) });
    const { unmount } = renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    unmount();
    stubFetch({ [CATEGORIES]: categories, [LIST]: envelope(null, '服务器繁忙', 500) });
    renderPage([]);
    expect(await screen.findByRole('button', { name: /重\s?试/ })).toBeInTheDocument();
  });
});
