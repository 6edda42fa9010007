import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { PAY_OPTIONS, parsed, widget } from '../test-helpers.ts';

const design = () =>
  parsed([
    widget('select', 'pay', '付款方式', { options: PAY_OPTIONS }),
    widget('date', 'day', '付款日期', { format: 'yyyy-MM-dd' }),
    widget('time', 'at', '会议时间', { format: 'HH:mm' }),
    widget('inputNumber', 'price', '单价', { precision: 2 }),
    widget('select', 'locked', '锁定', { options: PAY_OPTIONS, disabled: true }),
  ]);

const day = new Date(2026, 2, 5).getTime();
const record = { pay: '2', day, at: '09:30:00', price: 12.5, locked: '1' };

describe('deferred controls (a face until the user reaches for the control)', () => {
  it('shows every value as the control would, with no antd component behind the faces', () => {
    const { container } = render(<FormRenderer design={design()} value={record} />);
    expect(screen.getByTitle('转账')).toHaveClass('form-engine-face-text');
    expect(screen.getByLabelText('付款日期')).toHaveValue('2026-03-05');
    expect(screen.getByLabelText('会议时间')).toHaveValue('09:30');
    expect(screen.getByLabelText('单价')).toHaveValue('12.50');
    expect(screen.getByLabelText('付款方式')).toHaveAttribute('role', 'combobox');
    expect(container.querySelector('.ant-select, .ant-picker, .ant-input-number')).toBeNull();
  });

  it('mounts the real select on hover and opens it on a press', async () => {
    const onChange = vi.fn();
    render(<FormRenderer design={design()} value={record} onChange={onChange} />);
    const face = screen.getByLabelText('付款方式');
    fireEvent.mouseDown(face);
    await screen.findAllByRole('option');
    fireEvent.click(document.querySelector('.ant-select-item-option[title="现金"]') as HTMLElement);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pay: '1' })));
  });

  it('gives the focus (and the text, selected) to the number box reached by Tab', () => {
    const { container } = render(<FormRenderer design={design()} value={record} />);
    fireEvent.focus(screen.getByLabelText('单价'));
    const box = screen.getByLabelText('单价') as HTMLInputElement;
    expect(container.querySelector('.ant-input-number-actions')).not.toBeNull();
    expect(box).toHaveFocus();
    expect(box.selectionStart).toBe(0);
    expect(box.selectionEnd).toBe('12.50'.length);
  });

  it('keeps the face of a locked control however it is reached', () => {
    const { container } = render(<FormRenderer design={design()} value={record} />);
    const locked = screen.getByLabelText('锁定');
    fireEvent.mouseEnter(locked.closest('.form-engine-face') as HTMLElement);
    fireEvent.mouseDown(locked);
    expect(locked).toBeDisabled();
    expect(container.querySelector('.form-engine-face-disabled')).toHaveTextContent('现金');
    expect(container.querySelectorAll('.ant-select')).toHaveLength(0);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('mounts the date picker when the pointer comes over it', () => {
    const { container } = render(<FormRenderer design={design()} value={record} />);
    const face = screen.getByLabelText('付款日期').closest('.form-engine-face') as HTMLElement;
    fireEvent.mouseEnter(face);
    expect(container.querySelector('.ant-picker .ant-picker-clear')).not.toBeNull();
    expect(screen.getByLabelText('付款日期')).toHaveValue('2026-03-05');
  });
});
