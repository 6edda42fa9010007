import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { parsed, widget } from '../test-helpers.ts';

/* Column permissions are keyed `<table>-<column>`, as the original names them. */

const design = () =>
  parsed([
    widget(
      'table',
      'items',
      '采购明细',
      { showSummary: true, summaryField: ['qty', 'cost'] },
      {
        children: [
          widget('input', 'name', '品名', {}, { required: true }),
          widget('inputNumber', 'qty', '数量'),
          widget('inputNumber', 'cost', '成本价', {}, { required: true }),
        ],
      },
    ),
  ]);

const value = { items: [{ name: '打印纸', qty: 2, cost: 7 }] };
const headers = (container: HTMLElement) =>
  [...container.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);

describe('sub-table column permissions', { timeout: 15_000 }, () => {
  it('leaves a hidden column out of the header, the cells and the summary', () => {
    const { container } = render(
      <FormRenderer design={design()} value={value} fieldPermissions={{ 'items-cost': 'hidden' }} />,
    );
    expect(headers(container)).toEqual(['序号', '*品名', '数量', '操作']);
    expect(screen.queryByText('成本价')).not.toBeInTheDocument();
    const summary = container.querySelector('.form-engine-sub-table-summary') as HTMLElement;
    expect(within(summary).getByText('2')).toBeInTheDocument();
    expect(within(summary).queryByText('7')).not.toBeInTheDocument();
  });

  it('shows a read-only column with its Read face and no required mark', () => {
    const { container } = render(
      <FormRenderer design={design()} value={value} fieldPermissions={{ 'items-name': 'readOnly' }} />,
    );
    expect(headers(container)).toEqual(['序号', '品名', '数量', '*成本价', '操作']);
    expect(container.querySelector('[id$="-items-0-name"]')).toBeNull();
    expect(screen.getByText('打印纸')).toBeInTheDocument();
    expect(container.querySelector('[id$="-items-0-qty"]')).toHaveValue('2');
  });

  it('drops the errors of a hidden column, which the user cannot correct', async () => {
    const onSubmit = vi.fn();
    const { container } = render(
      <FormRenderer
        design={design()}
        value={{ items: [{ qty: 1 }] }}
        fieldPermissions={{ 'items-cost': 'hidden' }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('品名不能为空')).toBeInTheDocument();
    expect(screen.queryByText('成本价不能为空')).toBeNull();
    expect(screen.getByText('表单有1处错误，请修改后再提交')).toBeInTheDocument();
    fireEvent.change(container.querySelector('[id$="-items-0-name"]') as HTMLElement, {
      target: { value: '笔' },
    });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ items: [{ name: '笔', qty: 1 }] }));
  });
});
