import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import { parsed, widget } from '../test-helpers.ts';
import type { RichTextFieldProps } from '../widget-sources.ts';

/** A stand-in for the host's editor: shows what it got and types bold text on click. */
function FakeEditor(props: RichTextFieldProps) {
  return (
    <button
      type="button"
      data-testid="fake-editor"
      data-props={JSON.stringify({ ...props, onChange: undefined })}
      onClick={() => props.onChange(`${props.value}<b>新</b>`)}
    >
      editor
    </button>
  );
}

const design = parsed([widget('editor', 'detail', '说明', { placeholder: '请填写说明' })]);

describe('rich text widget (editor)', () => {
  it('is built: not in the placeholder list', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('editor');
  });

  it('read mode shows the formatting but none of the script in the stored HTML', () => {
    const { container } = render(
      <FormRenderer
        design={design}
        value={{
          detail:
            '<p>要求<strong>加粗</strong><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">链接</a></p><script>alert(2)</script>',
        }}
        mode="read"
      />,
    );
    expect(screen.getByText('加粗').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('链接').getAttribute('href')).toBeNull();
  });

  it('read mode shows a dash for empty rich text', () => {
    render(<FormRenderer design={design} value={{ detail: '<p><br></p>' }} mode="read" />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('edit mode keeps the placeholder without an injected editor', () => {
    render(<FormRenderer design={design} mode="edit" />);
    expect(screen.getByText('该控件暂未支持')).toBeInTheDocument();
  });

  it('edit mode renders the injected editor with the value and placeholder, and its edits reach the record', () => {
    const onChange = vi.fn();
    const locked = parsed([
      widget('editor', 'detail', '说明', { placeholder: '请填写说明' }),
      widget('editor', 'memo', '备注', { disabled: true }),
    ]);
    render(
      <FormRenderer
        design={locked}
        value={{ detail: '<p>旧</p>' }}
        mode="edit"
        onChange={onChange}
        sources={{ RichTextField: FakeEditor }}
      />,
    );
    const [detail, memo] = screen.getAllByTestId('fake-editor');
    expect(JSON.parse(detail?.dataset.props ?? '{}')).toMatchObject({
      value: '<p>旧</p>',
      placeholder: '请填写说明',
      disabled: false,
    });
    expect(JSON.parse(memo?.dataset.props ?? '{}')).toMatchObject({
      value: '',
      placeholder: '请输入',
      disabled: true,
    });
    fireEvent.click(detail as HTMLElement);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ detail: '<p>旧</p><b>新</b>' }));
  });
});
