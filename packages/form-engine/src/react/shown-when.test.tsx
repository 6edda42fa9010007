import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from './FormRenderer.tsx';
import { parsed, widget } from './test-helpers.ts';

const transfer = { conditions: [{ field: 'payType', operator: 'eq', value: '2' }] };

const payForm = () =>
  parsed([
    widget('input', 'payType', '付款方式'),
    widget('input', 'account', '收款账号', {}, { required: true, showWhen: transfer }),
    widget(
      'card',
      undefined,
      '转账信息',
      {},
      { showWhen: transfer, children: [widget('input', 'bank', '开户行')] },
    ),
    widget('inputNumber', 'fee', '手续费', {}, { showWhen: transfer }),
    widget('calculate', 'total', '合计', { expression: '{fee} + 1' }),
  ]);

describe('visibility rules in the renderer', { timeout: 15_000 }, () => {
  it('shows a field or a container only while the rule holds, following the value it reads', () => {
    render(<FormRenderer design={payForm()} />);
    expect(screen.queryByLabelText('收款账号')).not.toBeInTheDocument();
    expect(screen.queryByText('转账信息')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('开户行')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('付款方式'), { target: { value: '2' } });
    expect(screen.getByLabelText('收款账号')).toBeInTheDocument();
    expect(screen.getByText('转账信息')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('开户行'), { target: { value: '工商银行' } });
    expect(screen.getByLabelText('开户行')).toHaveValue('工商银行');

    fireEvent.change(screen.getByLabelText('付款方式'), { target: { value: '1' } });
    expect(screen.queryByLabelText('收款账号')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('开户行')).not.toBeInTheDocument();
  });

  it('submits without the hidden required field, its stale value emptied; calculations read it as empty', async () => {
    const onSubmit = vi.fn();
    const onChange = vi.fn();
    render(
      <FormRenderer
        design={payForm()}
        value={{ payType: '1', account: 'stale', fee: 5 }}
        onChange={onChange}
        onSubmit={onSubmit}
      />,
    );
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ total: 1 })));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ payType: '1', account: null, bank: null, fee: null, total: 1 }),
    );

    fireEvent.change(screen.getByLabelText('付款方式'), { target: { value: '2' } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ total: 6 })));
    expect(screen.getByLabelText('收款账号')).toHaveValue('stale');
    fireEvent.change(screen.getByLabelText('收款账号'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('收款账号不能为空')).toBeInTheDocument();
  });
});
