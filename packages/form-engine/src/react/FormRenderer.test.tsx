import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import fixture from '../schema/fixtures/purchase-request.design.json' with { type: 'json' };
import { parseFormDesign } from '../schema/parse-design.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { createFakeSources } from './sources.tsx';
import { fakeSources, parsed, typeInto, widget } from './test-helpers.ts';

const priceForm = () =>
  parsed([
    widget('inputNumber', 'price', '单价'),
    widget('inputNumber', 'quantity', '数量'),
    widget('calculate', 'amount', '金额', {
      expression: [{ __vModel__: 'price' }, '×', { __vModel__: 'quantity' }],
      precision: 2,
      thousands: true,
      isAmountChinese: true,
    }),
  ]);

describe('FormRenderer', () => {
  it('shows the server rule errors under the named field and submits once they are fixed', async () => {
    const onSubmit = vi.fn();
    const design = parsed([
      widget('input', 'title', '采购标题', {}, { required: true }),
      widget('input', 'code', '编号', { maxlength: 3 }),
    ]);
    const { container } = render(<FormRenderer design={design} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('编号'), { target: { value: 'ABCD' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('采购标题不能为空')).toBeInTheDocument();
    expect(screen.getByText('编号最多输入3个字符')).toBeInTheDocument();
    expect(container.querySelectorAll('.form-engine-item-has-error')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('采购标题'), { target: { value: '办公用品' } });
    fireEvent.change(screen.getByLabelText('编号'), { target: { value: 'ABC' } });
    // A changed field drops its error.
    expect(container.querySelectorAll('.form-engine-item-has-error')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: '办公用品', code: 'ABC' }));
  });

  it('marks required fields and writes errors in the chosen language', async () => {
    const design = parsed([widget('input', 'title', 'Title', {}, { required: true })]);
    const { container } = render(<FormRenderer design={design} locale="en-US" onSubmit={() => undefined} />);
    expect(container.querySelector('.form-engine-item-required')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
  });

  it('hides fields and shows read-only ones as text by permission, and skips errors of hidden fields', async () => {
    const onSubmit = vi.fn();
    const design = parsed([
      widget('input', 'secret', '机密', {}, { required: true }),
      widget('input', 'title', '标题'),
      widget('input', 'note', '备注'),
    ]);
    render(
      <FormRenderer
        design={design}
        value={{ title: '只读标题', note: '' }}
        fieldPermissions={{ secret: 'hidden', title: 'readOnly' }}
        onSubmit={onSubmit}
      />,
    );
    expect(screen.queryByText('机密')).not.toBeInTheDocument();
    expect(screen.getByText('只读标题')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('只读标题')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('hides what the design hides: noShow and widgets not shown on the web', () => {
    const design = parsed([
      widget('input', 'a', '不显示', {}, { noShow: true }),
      widget('input', 'b', '仅移动端', {}, { visibility: ['app'] }),
      widget('input', 'c', '可见', {}, { visibility: ['pc', 'app'] }),
    ]);
    render(<FormRenderer design={design} />);
    expect(screen.queryByText('不显示')).not.toBeInTheDocument();
    expect(screen.queryByText('仅移动端')).not.toBeInTheDocument();
    expect(screen.getByText('可见')).toBeInTheDocument();
  });

  it('recomputes a calculated field after typing and shows it formatted and read-only', async () => {
    const onChange = vi.fn();
    render(<FormRenderer design={priceForm()} value={{ price: 1000, quantity: 2 }} onChange={onChange} />);
    expect(await screen.findByText('2,000.00')).toBeInTheDocument();
    expect(screen.getByText('贰仟元整')).toBeInTheDocument();
    typeInto(screen.getByLabelText('数量'), '3');
    expect(await screen.findByText('3,000.00')).toBeInTheDocument();
    expect(screen.getByText('叁仟元整')).toBeInTheDocument();
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ price: 1000, quantity: 3, amount: 3000 }),
    );
    expect(screen.getAllByRole('spinbutton')).toHaveLength(2);
  });

  it('asks a data interface for options with the current value of the field its parameter names', async () => {
    const design = parsed([
      widget('input', 'province', '省'),
      widget(
        'select',
        'city',
        '市',
        {},
        {
          dataType: 'dynamic',
          propsUrl: 'cities',
          templateJson: [{ field: 'province', relationField: 'province' }],
        },
      ),
    ]);
    const { rerender } = render(
      <FormRenderer
        design={design}
        mode="read"
        value={{ province: 'js', city: 'hz' }}
        sources={fakeSources}
      />,
    );
    expect(await screen.findByText('hz')).toBeInTheDocument();
    rerender(
      <FormRenderer
        design={design}
        mode="read"
        value={{ province: 'zj', city: 'hz' }}
        sources={fakeSources}
      />,
    );
    expect(await screen.findByText('杭州')).toBeInTheDocument();
  });

  it("reads a data interface's rows under the field's option keys, as static options are read", async () => {
    const sources = createFakeSources({
      interfaces: {
        banks: () => [
          { bankCode: 'icbc', bankName: '工商银行' },
          { bankCode: 'ccb', bankName: '建设银行' },
        ],
      },
    });
    const design = parsed([
      widget(
        'select',
        'bank',
        '开户行',
        { props: { label: 'bankName', value: 'bankCode' } },
        { dataType: 'dynamic', propsUrl: 'banks' },
      ),
    ]);
    render(<FormRenderer design={design} mode="read" value={{ bank: 'ccb' }} sources={sources} />);
    expect(await screen.findByText('建设银行')).toBeInTheDocument();
  });

  it('lays out cards, tabs, collapses and table grids with their children', () => {
    const design = parsed([
      widget('card', undefined, '卡片', {}, { children: [widget('input', 'a', '卡片字段')] }),
      widget(
        'tab',
        undefined,
        '标签',
        {},
        {
          children: [{ title: '第一页', __config__: { children: [widget('input', 'b', '标签字段')] } }],
        },
      ),
      widget(
        'collapse',
        undefined,
        '折叠',
        {},
        {
          active: ['1'],
          children: [
            { title: '第一组', name: '1', __config__: { children: [widget('input', 'c', '折叠字段')] } },
          ],
        },
      ),
      widget(
        'tableGrid',
        undefined,
        '表格',
        {},
        {
          children: [
            widget(
              'tableGridTr',
              undefined,
              '',
              {},
              {
                children: [
                  widget('tableGridTd', undefined, '', {}, { children: [widget('input', 'd', '格子字段')] }),
                ],
              },
            ),
          ],
        },
      ),
    ]);
    render(<FormRenderer design={design} mode="read" />);
    for (const text of ['卡片', '卡片字段', '第一页', '标签字段', '第一组', '折叠字段', '格子字段']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('puts labels on top when the form says so', () => {
    const design = parsed([widget('input', 'a', '字段')], { labelPosition: 'top' });
    const { container } = render(<FormRenderer design={design} />);
    expect(container.querySelector('.form-engine-label-top')).not.toBeNull();
  });

  it.each(['edit', 'read'] as const)(
    'renders the purchase-request sample design in %s mode',
    async (mode) => {
      const result = parseFormDesign(fixture);
      if (!result.success) throw new Error('the sample design does not parse');
      render(
        <FormRenderer
          design={result}
          mode={mode}
          sources={fakeSources}
          value={{ title: '办公采购', price: 12.5, quantity: 4, payType: '2', creatorUserId: 'u1' }}
        />,
      );
      expect(screen.getByText('采购标题')).toBeInTheDocument();
      expect(await screen.findByText('50.00')).toBeInTheDocument();
      // Every widget is built; only the host's controls (upload, rich text) are missing, in edit mode.
      expect(screen.queryAllByText('该控件暂未支持').length > 0).toBe(mode === 'edit');
    },
  );
});
