import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { parsed, widget } from '../test-helpers.ts';
import { TextBox } from './text-box.tsx';

/*
 * Text boxes and fixed text areas are native elements in antd's Input markup: the label names them, typing
 * and the clear button change the value, and the design's limits, size and lock show as antd's do.
 */

const lastRecord = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('text box and text area', () => {
  it('types into the labelled box, and its clear button empties it and keeps the focus there', () => {
    const onChange = vi.fn();
    render(
      <FormRenderer
        design={parsed([widget('input', 'title', '标题', { maxlength: 20 })])}
        onChange={onChange}
      />,
    );
    const box = screen.getByLabelText('标题');
    expect(box).toHaveAttribute('maxlength', '20');
    expect(box).toHaveAttribute('placeholder', '请输入');
    const wrapper = box.closest('.ant-input-affix-wrapper') as HTMLElement;
    expect(wrapper.className).toContain('ant-input-outlined');
    const clear = wrapper.querySelector('.ant-input-clear-icon') as HTMLElement;
    expect(clear.className).toContain('ant-input-clear-icon-hidden');

    fireEvent.change(box, { target: { value: '差旅' } });
    expect(lastRecord(onChange).title).toBe('差旅');
    expect(box).toHaveValue('差旅');
    expect(clear.className).not.toContain('ant-input-clear-icon-hidden');

    fireEvent.click(clear);
    expect(lastRecord(onChange).title).toBe('');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('has no clear button when the design says so, and is locked and small as the form is', () => {
    render(
      <FormRenderer
        design={parsed([widget('input', 'code', '编号', { clearable: false })], {
          disabled: true,
          size: 'small',
        })}
        value={{ code: 'A-1' }}
      />,
    );
    const box = screen.getByLabelText('编号');
    expect(box).toBeDisabled();
    expect(box).toHaveValue('A-1');
    expect(box.closest('.ant-input-affix-wrapper')).toBeNull();
    expect(box.className).toMatch(/\bant-input-disabled\b/);
    expect(box.className).toMatch(/\bant-input-sm\b/);
    expect(box.className).toMatch(/\bant-input-outlined\b/);
  });

  it('writes a fixed text area as a native textarea with the design rows and limit', () => {
    const onChange = vi.fn();
    render(
      <FormRenderer
        design={parsed([widget('textarea', 'note', '备注', { maxlength: 200, placeholder: '写点什么' })])}
        onChange={onChange}
      />,
    );
    const area = screen.getByLabelText('备注');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    expect(area).toHaveAttribute('maxlength', '200');
    expect(area).toHaveAttribute('placeholder', '写点什么');
    expect(area.className).toMatch(/\bant-input-outlined\b/);
    fireEvent.change(area, { target: { value: '第一行\n第二行' } });
    expect(lastRecord(onChange).note).toBe('第一行\n第二行');
  });

  it('draws the look of its own outside a form', () => {
    const onChange = vi.fn();
    render(<TextBox id="alone" value="" onChange={onChange} allowClear={false} placeholder="单独" />);
    const box = screen.getByPlaceholderText('单独');
    expect(box.className).toMatch(/\bant-input\b/);
    expect(box.className).toMatch(/\bant-input-css-var\b/);
    fireEvent.change(box, { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledWith('x');
  });
});
