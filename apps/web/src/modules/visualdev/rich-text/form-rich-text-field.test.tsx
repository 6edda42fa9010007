import type { RichTextFieldProps } from '@platform/form-engine/react';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { FormRichTextField } from './form-rich-text-field.tsx';

function setup(overrides: Partial<RichTextFieldProps> = {}) {
  const onChange = vi.fn();
  const props: RichTextFieldProps = {
    id: 'detail',
    value: '<p>旧内容</p>',
    onChange,
    disabled: false,
    placeholder: '请输入',
    ...overrides,
  };
  const view = renderWithApp(<FormRichTextField {...props} />);
  return { ...view, onChange, editor: () => screen.queryByTestId('form-rich-text-editor') as HTMLElement };
}

// happy-dom has no editing commands; the browser's are stood in for by a spy.
const execCommand = vi.fn(() => true);
Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });

afterEach(() => execCommand.mockClear());

describe('FormRichTextField', () => {
  it('shows the value in the editor without anything that can run script', () => {
    const { editor } = setup({
      value: '<p>旧内容<img src="x.png" onerror="alert(1)"></p><script>alert(2)</script>',
    });
    expect(editor().querySelector('p')?.textContent).toBe('旧内容');
    expect(editor().querySelector('script')).toBeNull();
    expect(editor().querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('hands on the edited markup sanitised, and empty markup as an empty value', () => {
    const { editor, onChange } = setup();
    editor().innerHTML = '<p>新<b onclick="x()">内容</b><a href="javascript:alert(1)">链</a></p>';
    fireEvent.input(editor());
    expect(onChange).toHaveBeenLastCalledWith('<p>新<b>内容</b><a>链</a></p>');
    editor().innerHTML = '<p><br></p>';
    fireEvent.input(editor());
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('runs the toolbar formats on the selection', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(execCommand).toHaveBeenLastCalledWith('bold', false, undefined);
    fireEvent.click(screen.getByRole('button', { name: '有序列表' }));
    expect(execCommand).toHaveBeenLastCalledWith('insertOrderedList', false, undefined);
  });

  it('sanitises pasted markup before inserting it, and escapes pasted text', () => {
    const { editor } = setup();
    const paste = (data: Record<string, string>) =>
      fireEvent.paste(editor(), { clipboardData: { getData: (type: string) => data[type] ?? '' } });
    paste({ 'text/html': '<p>粘贴<img src=x onerror=alert(1)></p><script>alert(1)</script>' });
    expect(execCommand).toHaveBeenLastCalledWith('insertHTML', false, '<p>粘贴<img src="x"></p>');
    paste({ 'text/plain': '<b>a</b>\nb' });
    expect(execCommand).toHaveBeenLastCalledWith('insertHTML', false, '&lt;b&gt;a&lt;/b&gt;<br>b');
  });

  it('shows a locked field through the shared read-only view', () => {
    const { editor } = setup({ disabled: true, value: '<p>只读<strong>内容</strong></p>' });
    expect(editor()).toBeNull();
    expect(screen.getByTestId('form-rich-text-locked').querySelector('strong')?.textContent).toBe('内容');
    expect(screen.queryByRole('button', { name: '加粗' })).toBeNull();
  });
});
