import { resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import BasePage from '../base/base.page.tsx';
import { modelColumn } from './model-column-fixture.ts';

const CODES = resourceCodes('webDesign');
const BASE = '/api/visualdev/Base';
const MODEL = '/api/system/DataModel/0';

const ORDER_COLUMNS = [modelColumn('id', '主键', 1), modelColumn('title', '标题')];
const ITEM_COLUMNS = [modelColumn('id', '主键', 1), modelColumn('order_id', '订单')];
const table = (name: string, comment: string, type = 0) => ({
  table: name,
  tableName: comment,
  comment,
  sum: 0,
  type,
});

function stubServer() {
  return stubFetch({
    'GET /api/system/DictionaryData/webDesign/Data/Selector': envelope({
      list: [{ id: 'c-office', parentId: '0', fullName: '办公功能', enCode: 'office', hasChildren: false }],
    }),
    'GET /api/system/DataSource/Selector': envelope({ list: [] }),
    [`GET ${BASE}`]: pageOf([]),
    [`POST ${BASE}`]: envelope({ id: 'd9' }, '新建成功'),
    [`GET ${MODEL}/TableAll`]: envelope({
      list: [table('orders', '订单'), table('order_items', '订单明细'), table('v_orders', '视图', 1)],
    }),
    [`GET ${MODEL}/Tables/orders/Fields`]: envelope({ list: ORDER_COLUMNS }),
    [`GET ${MODEL}/Tables/order_items/Fields`]: envelope({ list: ITEM_COLUMNS }),
  });
}

async function openNewDesign() {
  renderAdminPage(<BasePage />, {
    modelId: 'm-web-design',
    buttons: ['btn_add'],
    columns: CODES.columns,
    forms: CODES.forms,
  });
  fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
  const dialog = await screen.findByTestId('visual-dev-dialog');
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '订单' } });
  fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'orderForm' } });
  fireEvent.mouseDown(within(dialog).getByLabelText('分类'));
  fireEvent.click(await screen.findByTitle('办公功能'));
  return dialog;
}

/** Ticks the tables in the choice dialog and confirms. */
async function chooseTables(dialog: HTMLElement, names: string[]) {
  fireEvent.click(within(dialog).getByTestId('design-table-add'));
  const choice = await screen.findByTestId('design-table-choice');
  await within(choice).findByText('order_items');
  // A view takes no rows: it is not offered.
  expect(within(choice).queryByText('v_orders')).toBeNull();
  for (const name of names) {
    fireEvent.click(choice.querySelector(`input[name="${name}"]`) as Element);
  }
  fireEvent.click(within(choice).getByRole('button', { name: /^(OK|确\s*定)$/ }));
  await waitFor(() =>
    expect(within(dialog).getAllByTestId(/^design-table-remove-/)).toHaveLength(names.length),
  );
}

async function pickColumn(testId: string, label: string) {
  fireEvent.mouseDown(within(await screen.findByTestId(testId)).getByRole('combobox'));
  // An earlier select's list stays in the page: the newest list is this one.
  fireEvent.click((await screen.findAllByTitle(label)).at(-1) as Element);
}

const save = (dialog: HTMLElement) =>
  fireEvent.click(
    within(dialog)
      .getAllByRole('button', { name: /确\s*定/ })
      .at(-1) as Element,
  );

describe('the tables of a design', { timeout: 90_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('saves a main table and a linked sub-table as the tables JSON the server stores', async () => {
    const { calls } = stubServer();
    const dialog = await openNewDesign();
    await chooseTables(dialog, ['orders', 'order_items']);
    await pickColumn('design-table-tableField-order_items', 'order_id (订单)');
    await pickColumn('design-table-relationField-order_items', 'id (主键)');
    save(dialog);
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, `POST ${BASE}`)[0]?.body ?? '{}');
    expect(body.dbLinkId).toBe('0');
    expect(JSON.parse(body.tables)).toEqual([
      {
        typeId: '1',
        table: 'orders',
        tableName: '订单',
        tableField: '',
        relationField: '',
        relationTable: '',
        fields: ORDER_COLUMNS,
      },
      {
        typeId: '0',
        table: 'order_items',
        tableName: '订单明细',
        tableField: 'order_id',
        relationField: 'id',
        relationTable: 'orders',
        fields: ITEM_COLUMNS,
      },
    ]);
  });

  it('refuses a sub-table without its link columns, and hands the tables to the form designer', async () => {
    const { calls } = stubServer();
    const dialog = await openNewDesign();
    await chooseTables(dialog, ['orders', 'order_items']);
    save(dialog);
    expect(
      await within(dialog).findByText('子表 order_items 的外键字段和关联主键不能为空'),
    ).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(0);
    // Making the sub-table the main one clears the links, and removing the other leaves one table.
    fireEvent.click(within(dialog).getByTestId('design-table-set-main-order_items'));
    fireEvent.click(within(dialog).getByTestId('design-table-remove-orders'));
    const confirm = await waitFor(() => {
      const button = document.querySelector('.ant-popconfirm .ant-btn-primary');
      if (!button) throw new Error('no confirmation open');
      return button;
    });
    fireEvent.click(confirm);
    await waitFor(() => expect(within(dialog).queryByTestId('design-table-remove-orders')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('design-tables-json-switch'));
    expect(
      JSON.parse((within(dialog).getByTestId('design-tables-json') as HTMLTextAreaElement).value),
    ).toMatchObject([{ typeId: '1', table: 'order_items', relationTable: '' }]);
    fireEvent.click(within(dialog).getByTestId('visual-dev-design-button'));
    fireEvent.click(await screen.findByTestId('palette-comInput', {}, { timeout: 15_000 }));
    expect(await screen.findByTestId('prop-column')).toBeInTheDocument();
  });
});
