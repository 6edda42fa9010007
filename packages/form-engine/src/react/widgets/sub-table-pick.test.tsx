import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { fakeRecordSources } from '../record-sources.ts';
import type { FormDataSources } from '../sources.tsx';
import { parsed, widget } from '../test-helpers.ts';
import { pickedRowCells } from './sub-table-pick.tsx';

const GOODS = [
  { id: 'g1', fullName: '打印纸', price: 25, store: '一号库' },
  { id: 'g2', fullName: '墨盒', price: 1280.5, store: '二号库' },
  { id: 'g3', fullName: '订书机', price: 18, store: '一号库' },
];

const pickTable = () =>
  widget(
    'table',
    'items',
    '采购明细',
    {
      actionText: '选择物品',
      addType: 1,
      addTableConf: {
        popupTitle: '选择物品',
        interfaceId: 'goods',
        templateJson: [{ field: 'store', relationField: 'store', defaultValue: '' }],
        hasPage: false,
        columnOptions: [
          { value: 'fullName', label: '物品' },
          { value: 'price', label: '单价' },
        ],
        relationOptions: [
          { field: 'name', type: 1, value: 'fullName' },
          { field: 'price', type: 1, value: 'price' },
          { field: 'source', type: 2, value: '选取' },
        ],
      },
    },
    {
      children: [
        widget('input', 'name', '品名'),
        widget('inputNumber', 'qty', '数量', {}, { defaultValue: 1 }),
        widget('inputNumber', 'price', '单价'),
        widget('input', 'source', '来源'),
      ],
    },
  );

describe('sub-table rows added by picking (addType 1)', { timeout: 15_000 }, () => {
  it('maps a picked record by relationOptions: a column of the record or a fixed value', () => {
    expect(
      pickedRowCells(GOODS[1], [
        { field: 'name', type: 1, value: 'fullName' },
        { field: 'source', type: 2, value: '选取' },
        { type: 1, value: 'price' },
      ]),
    ).toEqual({ name: '墨盒', source: '选取' });
  });

  it('adds one row per picked record, over the column defaults, with parameters from the form', async () => {
    const fake = fakeRecordSources({
      interfaces: { goods: (params) => GOODS.filter((row) => !params.store || row.store === params.store) },
    });
    const sources: FormDataSources = { interfaceList: vi.fn(fake.interfaceList) };
    const onChange = vi.fn();
    render(
      <FormRenderer
        design={parsed([widget('input', 'store', '仓库'), pickTable()])}
        value={{ store: '一号库', items: [{ name: '旧行', qty: 3 }] }}
        onChange={onChange}
        sources={sources}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '选择物品' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('订书机')).toBeInTheDocument();
    expect(within(dialog).queryByText('墨盒')).not.toBeInTheDocument();
    expect(sources.interfaceList).toHaveBeenLastCalledWith(
      expect.objectContaining({
        interfaceId: 'goods',
        paramList: [{ field: 'store', relationField: 'store', defaultValue: '一号库' }],
      }),
    );

    fireEvent.click((await within(dialog).findByText('打印纸')).closest('tr') as HTMLElement);
    fireEvent.click((await within(dialog).findByText('订书机')).closest('tr') as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(onChange.mock.lastCall?.[0].items).toEqual([
        { name: '旧行', qty: 3 },
        { name: '打印纸', qty: 1, price: 25, source: '选取' },
        { name: '订书机', qty: 1, price: 18, source: '选取' },
      ]),
    );
  });
});
