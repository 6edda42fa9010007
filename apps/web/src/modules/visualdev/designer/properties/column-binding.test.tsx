import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../../testing/render-with-app.tsx';
import type { DesignTable } from '../../design-tables/design-tables.ts';
import { modelColumn } from '../../design-tables/model-column-fixture.ts';
import { FormDesignerDialog } from '../form-designer-dialog.tsx';
import { type DesignBinding, stateFromText } from '../use-form-design.ts';

const FIELDS = '/api/system/DataModel/0/Tables';
const ORDER_COLUMNS = [
  modelColumn('id', '主键', 1),
  modelColumn('title', '标题'),
  modelColumn('buyer', '买方'),
];
const ITEM_COLUMNS = [
  modelColumn('id', null, 1),
  modelColumn('order_id', '订单'),
  modelColumn('sku', '货号'),
];

const NOTE_COLUMNS = [
  modelColumn('id', null, 1),
  modelColumn('order_id', '订单'),
  modelColumn('note', '备注'),
];

const entry = (typeId: '0' | '1', table: string): DesignTable => ({
  typeId,
  table,
  tableName: '',
  tableField: typeId === '1' ? '' : 'order_id',
  relationField: typeId === '1' ? '' : 'id',
  relationTable: typeId === '1' ? '' : 'orders',
});
const BINDING: DesignBinding = {
  dbLinkId: '0',
  tables: [entry('1', 'orders'), entry('0', 'order_items'), entry('0', 'order_notes')],
};

const conf = (jnpfKey: string, formId: number, label: string, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey, label, formId, ...extra },
});

/** 标题 bound to `title`, an unbound text, and a sub-table widget on order_items with one column. */
const DESIGN = {
  fields: [
    { ...conf('comInput', 101, '标题'), __vModel__: 'title' },
    { ...conf('comInput', 102, '新字段'), __vModel__: 'comInput102' },
    {
      ...conf('table', 103, '明细', {
        tableName: 'order_items',
        children: [{ ...conf('comInput', 104, '货号', { parentVModel: 'items' }), __vModel__: 'sku' }],
      }),
      __vModel__: 'items',
    },
    { ...conf('table', 105, '备注表', { children: [] }), __vModel__: 'notes' },
  ],
};

const COLUMNS = {
  [`GET ${FIELDS}/orders/Fields`]: envelope({ list: ORDER_COLUMNS }),
  [`GET ${FIELDS}/order_items/Fields`]: envelope({ list: ITEM_COLUMNS }),
};

function openDesigner(
  routes: Parameters<typeof stubFetch>[0] = COLUMNS,
  binding: DesignBinding | null = BINDING,
) {
  const { calls } = stubFetch(routes);
  const onApply = vi.fn();
  renderWithApp(
    <FormDesignerDialog
      initial={stateFromText(JSON.stringify(DESIGN), binding ?? undefined)}
      onClose={() => undefined}
      onApply={onApply}
    />,
  );
  const applied = (formId: number) => {
    fireEvent.click(screen.getByTestId('designer-apply'));
    const design = JSON.parse(onApply.mock.calls.at(-1)?.[0] as string);
    const all = [
      ...design.fields,
      ...design.fields.flatMap((f: { __config__: { children?: [] } }) => f.__config__.children ?? []),
    ];
    return all.find((f: { __config__: { formId: number } }) => f.__config__.formId === formId);
  };
  return { calls, applied };
}

const select = async (formId: number) =>
  fireEvent.click(await screen.findByTestId(`designer-widget-${formId}`));

/** Opens a select of the properties and answers its options by text. */
async function openOptions(testId: string) {
  fireEvent.mouseDown(within(await screen.findByTestId(testId)).getByRole('combobox'));
  return waitFor(() => {
    const options = [
      ...document.querySelectorAll(
        '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      ),
    ];
    if (options.length === 0) throw new Error('no options open');
    return options;
  });
}

const optionText = (options: Element[], start: string) =>
  options.find((o) => o.textContent?.startsWith(start));

/** The open 添加字段 dialog of the main table. */
const addColumnDialog = async () =>
  (await screen.findByText('添加字段到数据表 orders')).closest('[role="dialog"]') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('binding fields to the columns of the design tables', { timeout: 30_000 }, () => {
  it("binds a main field to a main-table column, labels it with the column's comment, disables a bound one", async () => {
    const { applied } = openDesigner();
    await select(102);
    const options = await openOptions('prop-column');
    // The key column is not offered; 标题 already holds `title`.
    expect(options.map((o) => o.textContent)).toEqual(['title (标题) · 已被“标题”绑定', 'buyer (买方)']);
    expect(optionText(options, 'title')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(optionText(options, 'buyer') as Element);
    await waitFor(() =>
      expect(applied(102)).toMatchObject({ __vModel__: 'buyer', __config__: { label: '买方' } }),
    );
  });

  it("offers a sub-table column its sub-table's columns and flags a name the table lacks", async () => {
    openDesigner();
    await select(104);
    const options = await openOptions('prop-column');
    expect(options.map((o) => o.textContent)).toEqual(['order_id (订单)', 'sku (货号)']);
    await select(102);
    expect(
      await screen.findByText('字段 comInput102 不在数据表 orders 中，保存时会被拒绝'),
    ).toBeInTheDocument();
  });

  it('lets a sub-table widget choose among the sub-tables, one another widget uses disabled', async () => {
    const { applied } = openDesigner();
    await select(105);
    const options = await openOptions('prop-subTable');
    expect(options.map((o) => o.textContent)).toEqual(['order_items · 已被子表“明细”关联', 'order_notes']);
    expect(optionText(options, 'order_items')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(optionText(options, 'order_notes') as Element);
    await waitFor(() => expect(applied(105)).toMatchObject({ __config__: { tableName: 'order_notes' } }));
  });

  it("shows the server's refusal to read the columns and an empty list", async () => {
    openDesigner({
      [`GET ${FIELDS}/orders/Fields`]: envelope(null, '数据表不存在：orders', 404),
      [`GET ${FIELDS}/order_items/Fields`]: envelope({ list: [] }),
    });
    await select(102);
    expect(await screen.findByText('无法读取数据表 orders 的字段：数据表不存在：orders')).toBeInTheDocument();
    await select(104);
    fireEvent.mouseDown(within(await screen.findByTestId('prop-column')).getByRole('combobox'));
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('offers the secondary tables grouped after the main table and binds as jnpf_{table}_jnpf_{column}', async () => {
    const { applied } = openDesigner({
      ...COLUMNS,
      [`GET ${FIELDS}/order_notes/Fields`]: envelope({ list: NOTE_COLUMNS }),
    });
    await select(102);
    const options = await openOptions('prop-column');
    // order_items belongs to the sub-table 明细; order_notes' key and link column are not offered.
    expect(options.map((o) => o.textContent)).toEqual([
      'title (标题) · 已被“标题”绑定',
      'buyer (买方)',
      'note (备注)',
    ]);
    const groups = [...document.querySelectorAll('.ant-select-item-group')].map((g) => g.textContent);
    expect(groups).toEqual(['主表 orders', '副表 order_notes']);
    fireEvent.click(optionText(options, 'note') as Element);
    await waitFor(() =>
      expect(applied(102)).toMatchObject({
        __vModel__: 'jnpf_order_notes_jnpf_note',
        __config__: { label: '备注', tableName: 'order_notes' },
      }),
    );
  });

  it('adds a column to the field table through the data model and binds the field to it', async () => {
    const added: string[] = [];
    const { calls, applied } = openDesigner({
      ...COLUMNS,
      [`GET ${FIELDS}/orders/Fields`]: () =>
        envelope({ list: [...ORDER_COLUMNS, ...added.map((field) => modelColumn(field, '电话'))] }),
      'PUT /api/system/DataModel/0/addFields': (call) => {
        added.push(JSON.parse(call.body ?? '{}').tableFieldList[0].field);
        return envelope(null, '更新成功');
      },
    });
    await select(102);
    fireEvent.click(await screen.findByTestId('prop-addColumn'));
    const dialog = await addColumnDialog();
    fireEvent.change(within(dialog).getByTestId('add-column-field'), { target: { value: 'phone' } });
    fireEvent.change(within(dialog).getByTestId('add-column-comment'), { target: { value: '电话' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^(确\s?定|OK)$/ }));
    await waitFor(() =>
      expect(applied(102)).toMatchObject({
        __vModel__: 'phone',
        __config__: { label: '电话', tableName: 'orders' },
      }),
    );
    const [sent] = calls.filter((c) => c.method === 'PUT');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      tableInfo: { table: 'orders', newTable: 'orders' },
      tableFieldList: [
        { field: 'phone', dataType: 'varchar', dataLength: '50', fieldName: '电话', allowNull: 1 },
      ],
    });
    const options = await openOptions('prop-column');
    expect(optionText(options, 'phone')?.textContent).toBe('phone (电话)');
  });

  it("shows the server's refusal to add a column in the dialog and binds nothing", async () => {
    const { applied } = openDesigner({
      ...COLUMNS,
      'PUT /api/system/DataModel/0/addFields': envelope(null, '字段 buyer 已存在', 400),
    });
    await select(102);
    fireEvent.click(await screen.findByTestId('prop-addColumn'));
    const dialog = await addColumnDialog();
    fireEvent.change(within(dialog).getByTestId('add-column-field'), { target: { value: 'buyer' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: /^(确\s?定|OK)$/ }));
    expect(await within(dialog).findByText('字段 buyer 已存在')).toBeInTheDocument();
    expect(applied(102)).toMatchObject({ __vModel__: 'comInput102' });
  });

  it('shows no column choice without tables, the field name stays typed', async () => {
    openDesigner({}, null);
    await select(102);
    expect(await screen.findByTestId('prop-vModel')).toBeInTheDocument();
    expect(screen.queryByTestId('prop-column')).toBeNull();
  });
});
