import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../schema/form-schema.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import { parsed, typeInto, widget } from '../test-helpers.ts';
import type { ReactWidget } from '../widget-types.ts';
import { createSubTableWidget } from './sub-table.tsx';

type Json = Record<string, unknown>;

const itemColumns = () => [
  widget('input', 'name', '品名', {}, { required: true }),
  widget('inputNumber', 'qty', '数量', {}, { defaultValue: 1 }),
  widget('inputNumber', 'price', '单价'),
  widget('calculate', 'amount', '金额', { expression: '{items.qty} × {items.price}', precision: 2 }),
];

const itemsTable = (extra: Json = {}, config: Json = {}) =>
  widget('table', 'items', '采购明细', extra, {
    tipLabel: '每行一种物品',
    children: itemColumns(),
    ...config,
  });

const cell = (container: HTMLElement, row: number, column: string) => {
  const input = container.querySelector<HTMLInputElement>(`[id$="-items-${row}-${column}"]`);
  if (!input) throw new Error(`no input for row ${row} column ${column}`);
  return input;
};

const lastRecord = (onChange: ReturnType<typeof vi.fn>) => (onChange.mock.lastCall?.[0] ?? {}) as Json;
const lastRows = (onChange: ReturnType<typeof vi.fn>) => lastRecord(onChange).items as Json[] | undefined;

describe('sub-table widget', { timeout: 15_000 }, () => {
  it('adds rows from the column defaults, edits a cell and deletes a row after confirmation', async () => {
    const onChange = vi.fn();
    const design = parsed([itemsTable({ actionText: '添加物品' })]);
    const { container } = render(<FormRenderer design={design} onChange={onChange} />);
    expect(screen.getByText('采购明细')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '序号' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '添加物品' }));
    expect(lastRows(onChange)).toEqual([{ qty: 1 }]);
    fireEvent.click(screen.getByRole('button', { name: '添加物品' }));
    fireEvent.change(cell(container, 1, 'name'), { target: { value: '打印纸' } });
    expect(lastRows(onChange)).toEqual([{ qty: 1 }, { qty: 1, name: '打印纸' }]);

    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[0]);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(lastRows(onChange)).toEqual([expect.objectContaining({ name: '打印纸' })]));
    expect(cell(container, 0, 'name')).toHaveValue('打印纸');
  });

  it('uses the default add text and honours the design switches for add and delete', () => {
    const design = parsed([itemsTable({ showDeleteBtn: false })]);
    render(<FormRenderer design={design} value={{ items: [{ name: 'A' }] }} />);
    expect(screen.getByRole('button', { name: /添\s*加/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
  });

  it('sums the summary columns in a 合计 row with two decimals and thousands separators', () => {
    const design = parsed([itemsTable({ showSummary: true, summaryField: ['price'], thousands: true })]);
    const value = { items: [{ price: 1234.5 }, { price: 1000 }, { price: '0.25' }] };
    const { container } = render(<FormRenderer design={design} value={value} mode="read" />);
    const summary = container.querySelector('.form-engine-sub-table-summary');
    expect(summary).not.toBeNull();
    expect(within(summary as HTMLElement).getByText('合计')).toBeInTheDocument();
    expect(within(summary as HTMLElement).getByText('2,234.75')).toBeInTheDocument();
  });

  it('recomputes a calculated column per row and a main-form sum of that column', async () => {
    const onChange = vi.fn();
    const design = parsed([
      itemsTable(),
      widget('calculate', 'total', '总金额', { expression: '{items.amount}', precision: 2 }),
    ]);
    const value = {
      items: [
        { name: 'A', qty: 2, price: 3 },
        { name: 'B', qty: 1, price: 10 },
      ],
    };
    const { container } = render(<FormRenderer design={design} value={value} onChange={onChange} />);
    await waitFor(() =>
      expect(lastRows(onChange)).toEqual([
        expect.objectContaining({ amount: 6 }),
        expect.objectContaining({ amount: 10 }),
      ]),
    );
    expect(lastRecord(onChange).total).toBe(16);

    typeInto(cell(container, 0, 'qty'), '5');
    await waitFor(() => expect(lastRecord(onChange).total).toBe(25));
    expect(lastRows(onChange)?.[0]).toEqual({ name: 'A', qty: 5, price: 3, amount: 15 });
    expect(screen.getByText('15.00')).toBeInTheDocument();
  });

  it('shows row errors under their cells, not in the form summary, and clears only the edited one', async () => {
    const design = parsed([itemsTable()]);
    const { container } = render(
      <FormRenderer
        design={design}
        value={{ items: [{ name: 'A' }, { name: '' }, { name: '' }] }}
        onSubmit={() => undefined}
      />,
    );
    const errorCells = () => [
      ...container.querySelectorAll<HTMLElement>('.form-engine-sub-table-cell.ant-form-item-has-error'),
    ];
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(errorCells()).toHaveLength(2));
    expect(within(errorCells()[0]).getByRole('textbox')).toBe(cell(container, 1, 'name'));
    expect(within(errorCells()[0]).getByText(/品名/)).toBeInTheDocument();
    expect(within(errorCells()[1]).getByRole('textbox')).toBe(cell(container, 2, 'name'));
    expect(container.querySelector('.ant-alert ul')).toBeNull();

    fireEvent.change(cell(container, 1, 'name'), { target: { value: 'B' } });
    expect(errorCells()).toHaveLength(1);
    expect(within(errorCells()[0]).getByRole('textbox')).toBe(cell(container, 2, 'name'));
  });

  it('shows a plain table in read mode, and so with a readOnly permission', () => {
    const design = parsed([itemsTable({ showSummary: true, summaryField: ['qty'] })]);
    const value = { items: [{ name: '打印纸', qty: 2, price: 3, amount: 6 }] };
    for (const props of [{ mode: 'read' as const }, { fieldPermissions: { items: 'readOnly' as const } }]) {
      const { unmount } = render(<FormRenderer design={design} value={value} {...props} />);
      expect(screen.getByText('打印纸')).toBeInTheDocument();
      expect(screen.queryAllByRole('textbox')).toHaveLength(0);
      expect(screen.queryByRole('button', { name: /添\s*加/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('hides the table by permission and groups columns under complex headers', () => {
    const design = parsed([
      itemsTable(
        {},
        { complexHeaderList: [{ fullName: '价格信息', align: 'center', childColumns: ['price', 'amount'] }] },
      ),
    ]);
    const { unmount } = render(<FormRenderer design={design} fieldPermissions={{ items: 'hidden' }} />);
    expect(screen.queryByText('采购明细')).not.toBeInTheDocument();
    unmount();
    const { container } = render(<FormRenderer design={design} locale="en-US" />);
    const headerRows = container.querySelectorAll('.ant-table-thead tr');
    expect(headerRows).toHaveLength(2);
    expect(within(headerRows[0] as HTMLElement).getByText('价格信息')).toBeInTheDocument();
    expect(within(headerRows[1] as HTMLElement).getByText('单价')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'No.' })).toBeInTheDocument();
  });

  it('renders only the rows in view of a 1,000-row table, with its summary row', () => {
    const design = parsed([itemsTable({ showSummary: true, summaryField: ['qty'] })]);
    const items = Array.from({ length: 1000 }, (_, index) => ({ name: `物品${index + 1}`, qty: index }));
    const { container } = render(<FormRenderer design={design} value={{ items }} />);
    const rendered = container.querySelectorAll('.ant-table-tbody-virtual .ant-table-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(cell(container, 0, 'name')).toHaveValue('物品1');
    expect(container.querySelector('[id$="-items-999-name"]')).toBeNull();
    const summary = container.querySelector('.form-engine-sub-table-summary') as HTMLElement;
    expect(within(summary).getByText('499500')).toBeInTheDocument();
  });

  it('renders again only the row whose cell changed', () => {
    const renders = new Map<string, number>();
    const counted: ReactWidget = {
      frame: 'field',
      Edit: ({ id, value, onChange }) => {
        renders.set(id, (renders.get(id) ?? 0) + 1);
        return (
          <input id={id} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)} />
        );
      },
      Read: () => null,
    };
    const table = createSubTableWidget(() => counted);
    const field = parsed([itemsTable()]).design.fields[0] as FormField;
    function Host() {
      const [rows, setRows] = useState<unknown>([{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
      return (
        <table.Edit
          id="t"
          field={field}
          value={rows}
          onChange={setRows}
          disabled={false}
          locale="zh-CN"
          values={{}}
          renderNodes={() => null}
        />
      );
    }
    const { container } = render(<Host />);
    const before = new Map(renders);
    fireEvent.change(container.querySelector('#t-0-name') as HTMLElement, { target: { value: 'A2' } });
    expect(container.querySelector('#t-0-name')).toHaveValue('A2');
    expect(renders.get('t-0-name')).toBeGreaterThan(before.get('t-0-name') ?? 0);
    expect(renders.get('t-1-name')).toBe(before.get('t-1-name'));
    expect(renders.get('t-2-qty')).toBe(before.get('t-2-qty'));
  });
});
