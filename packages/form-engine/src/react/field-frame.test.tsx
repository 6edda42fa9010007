import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormRenderer } from './FormRenderer.tsx';
import { parsed, widget } from './test-helpers.ts';

const frameOf = (label: string) => screen.getByTitle(label).closest('.form-engine-item') as HTMLElement;

describe('field frame and grid', () => {
  it('lays fields out in columns of their span, hides span 0 and sets the form gutter and label width', () => {
    const design = parsed(
      [
        widget('input', 'a', '左', {}, { span: 12 }),
        widget('input', 'b', '右', {}, { span: 8 }),
        widget('input', 'c', '藏', {}, { span: 0 }),
      ],
      { gutter: 20, labelWidth: 120 },
    );
    const { container } = render(<FormRenderer design={design} />);
    const root = container.querySelector('.form-engine') as HTMLElement;
    expect(root.style.getPropertyValue('--form-engine-gutter')).toBe('20px');
    expect(root.style.getPropertyValue('--form-engine-label-width')).toBe('120px');
    const column = (label: string) => frameOf(label).closest('.form-engine-col') as HTMLElement;
    expect(column('左').style.maxWidth).toBe('50%');
    expect(column('右').style.maxWidth).toBe(`${(8 / 24) * 100}%`);
    expect(column('藏').style.display).toBe('none');
  });

  it('names the control by its label, marks required fields, and takes a field label width of its own', () => {
    const design = parsed([
      widget('input', 'a', '名称', {}, { required: true, labelWidth: 60 }),
      widget('input', 'b', '无标签', {}, { showLabel: false }),
    ]);
    render(<FormRenderer design={design} />);
    expect(screen.getByLabelText('名称')).toHaveAttribute('id', expect.stringMatching(/-a$/));
    const label = screen.getByTitle('名称');
    expect(label).toHaveClass('form-engine-item-required');
    expect((label.parentElement as HTMLElement).style.getPropertyValue('--form-engine-label-width')).toBe(
      '60px',
    );
    expect(screen.queryByTitle('无标签')).toBeNull();
  });

  it('shows the tip of a label on hover and no required mark in read mode', async () => {
    const design = parsed([widget('input', 'a', '编号', {}, { required: true, tipLabel: '按规则填写' })]);
    const { rerender } = render(<FormRenderer design={design} />);
    fireEvent.mouseEnter(frameOf('编号').querySelector('.form-engine-item-tooltip') as HTMLElement);
    expect(await screen.findByText('按规则填写')).toBeInTheDocument();
    rerender(<FormRenderer design={design} mode="read" />);
    expect(screen.getByTitle('编号')).not.toHaveClass('form-engine-item-required');
    expect(screen.getByTitle('编号')).not.toHaveAttribute('for');
  });
});
