import type { DataModelInfo, DataModelTable } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import DataModelPage from './data-model.page.tsx';

const table = (name: string, comment: string, sum: number): DataModelTable => ({
  table: name,
  tableName: comment,
  comment,
  sum,
  type: 0,
});
const SOURCES = envelope({
  list: [
    {
      id: 'pg',
      fullName: 'PostgreSQL',
      children: [{ id: '0', fullName: '默认数据库', dbType: 'PostgreSQL' }],
    },
  ],
});
const INFO: DataModelInfo = {
  tableInfo: { table: 'orders', newTable: 'orders', tableName: '订单' },
  hasTableData: true,
  tableFieldList: [
    {
      columnName: 'id',
      field: 'id',
      fieldName: '主键',
      dataType: 'varchar',
      dataLength: '50',
      primaryKey: 1,
      allowNull: 0,
      autoIncrement: 0,
      identity: 0,
      defaults: null,
    },
  ],
};

const renderPage = (buttons: string[]) => renderAdminPage(<DataModelPage />, { modelId: 'm-dm', buttons });
const BASE = '/api/system/DataModel/0';

describe('data models page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the tables with comment and rows, shows the DDL of a new table, then creates it', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DataSource/Selector': SOURCES,
      [`GET ${BASE}/Tables`]: pageOf([table('orders', '订单', 12)]),
      [`POST ${BASE}/Table/Actions/Ddl`]: envelope({
        statements: ['CREATE TABLE "app_data"."items" ("id" varchar(50))'],
      }),
      [`POST ${BASE}/Table`]: envelope(null, '新建成功'),
    });
    renderPage(['btn_add']);
    expect(await screen.findByText('订单')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /新建表/ }));
    const dialog = await screen.findByTestId('data-model-dialog');
    fireEvent.change(within(dialog).getByLabelText('表名'), { target: { value: 'items' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '新增字段' }));
    const names = within(dialog).getAllByLabelText('列名');
    fireEvent.change(names[1] as HTMLElement, { target: { value: 'qty' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /查看 SQL/ }));
    expect(await screen.findByTestId('data-model-ddl')).toHaveTextContent('CREATE TABLE "app_data"."items"');
    const ddl = callsTo(calls, `POST ${BASE}/Table/Actions/Ddl`)[0];
    expect(ddl?.url.searchParams.get('mode')).toBe('create');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}/Table`)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, `POST ${BASE}/Table`)[0]?.body ?? '{}')).toMatchObject({
      tableInfo: { newTable: 'items' },
      tableFieldList: [
        { field: 'id', dataType: 'varchar', dataLength: '50', primaryKey: 1, allowNull: 0 },
        { field: 'qty', dataType: 'varchar', primaryKey: 0, allowNull: 1, defaults: null },
      ],
    });
  });

  it('edits a table holding rows with a warning and sends the old name', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DataSource/Selector': SOURCES,
      [`GET ${BASE}/Tables`]: pageOf([table('orders', '订单', 3)]),
      [`GET ${BASE}/Table/orders`]: envelope(INFO),
      [`PUT ${BASE}/Table`]: envelope(null, '修改成功'),
    });
    renderPage(['btn_edit']);
    fireEvent.click(await screen.findByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByTestId('data-model-dialog');
    expect(await within(dialog).findByText(/表中已有数据/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('表名')).toHaveValue('orders'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `PUT ${BASE}/Table`)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, `PUT ${BASE}/Table`)[0]?.body ?? '{}')).toMatchObject({
      tableInfo: { table: 'orders', newTable: 'orders', tableName: '订单' },
      tableFieldList: [{ field: 'id', fieldName: '主键' }],
    });
  });

  it('shows the empty state when the source has no tables', async () => {
    stubFetch({ 'GET /api/system/DataSource/Selector': SOURCES, [`GET ${BASE}/Tables`]: pageOf([]) });
    renderPage([]);
    expect(await screen.findByText(/暂无数据/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新建表/ })).not.toBeInTheDocument();
  });
});
