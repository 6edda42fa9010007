import { resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { oneInterfaceRoutes } from '../../../testing/data-interface-stub.ts';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import BasePage from './base.page.tsx';

const CODES = resourceCodes('webDesign');
const BASE = '/api/visualdev/Base';
const FIELDS = 'POST /api/system/DataInterface/if1/Actions/GetFields';
const SLOW = { timeout: 5_000 };

/** Opens a select (by its label, or its own element) and clicks the option. */
async function pick(container: HTMLElement, label: string | null, option: string) {
  fireEvent.mouseDown(
    label ? within(container).getByLabelText(label) : within(container).getByRole('combobox'),
  );
  const found = await waitFor(() => {
    const item = [...document.querySelectorAll('.ant-select-item-option, .ant-select-tree-treenode')]
      .filter((o) => o.textContent === option)
      .at(-1);
    if (!item) throw new Error(`option ${option} not open`);
    return item;
  });
  fireEvent.click(found.querySelector('.ant-select-tree-node-content-wrapper') ?? found);
}

describe('功能设计 dialog: 数据视图', { timeout: 60_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('picks a data interface with parameter values, reads its fields and sends no form', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DictionaryData/webDesign/Data/Selector': envelope({
        list: [{ id: 'c-office', parentId: '0', fullName: '办公功能', enCode: 'office', hasChildren: false }],
      }),
      'GET /api/system/DataSource/Selector': envelope({ list: [] }),
      [`GET ${BASE}`]: pageOf([]),
      ...oneInterfaceRoutes('商品价格', [
        { field: 'minPrice', fieldName: '最低价', dataType: 'int', required: 0, defaultValue: '0' },
      ]),
      [FIELDS]: envelope(['name', 'price']),
      [`POST ${BASE}`]: envelope({ id: 'v1' }, '新建成功'),
    });
    renderAdminPage(<BasePage />, {
      modelId: 'm-web-design',
      buttons: ['btn_add'],
      columns: CODES.columns,
      forms: CODES.forms,
    });
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }, SLOW));
    const dialog = await screen.findByTestId('visual-dev-dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '商品视图' } });
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'goodsView' } });
    await pick(dialog, '分类', '办公功能');
    expect(within(dialog).getByLabelText('表单设计')).toBeInTheDocument();
    await pick(dialog, '类型', '数据视图');

    // A data view has no form and no tables: its rows come from the interface.
    await waitFor(() => expect(within(dialog).queryByLabelText('表单设计')).toBeNull());
    expect(within(dialog).queryByText('数据表')).toBeNull();
    await pick(within(dialog).getByTestId('data-view-interface'), null, '商品价格');
    await waitFor(() => expect(callsTo(calls, FIELDS)).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, FIELDS)[0]?.body ?? '{}')).toEqual({
      paramList: [{ field: 'minPrice', defaultValue: '0' }],
    });
    expect(await within(dialog).findByTitle('price')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('data-view-param-minPrice'), { target: { value: '250' } });

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    const body = JSON.parse(callsTo(calls, `POST ${BASE}`)[0]?.body ?? '{}');
    expect(body).toMatchObject({
      fullName: '商品视图',
      webType: 4,
      enableFlow: 0,
      tables: '[]',
      formData: null,
      interfaceId: 'if1',
    });
    expect(JSON.parse(body.interfaceParam)).toEqual([
      { field: 'minPrice', fieldName: '最低价', dataType: 'int', required: 0, defaultValue: '250' },
    ]);
    expect(body).not.toHaveProperty('viewFields');
  });
});
