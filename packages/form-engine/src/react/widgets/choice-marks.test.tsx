import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { parsed, widget } from '../test-helpers.ts';

const OPTIONS = [
  { fullName: '现金', id: '1' },
  { fullName: '转账', id: '2' },
  { fullName: '支票', id: '3' },
];

const design = (form: Record<string, unknown> = {}) =>
  parsed(
    [
      widget('radio', 'pay', '方式', { options: OPTIONS }),
      widget('checkbox', 'docs', '单据', { options: OPTIONS }),
    ],
    form,
  );

const lastRecord = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('radio and checkbox groups', () => {
  it('radio: one choice; arrow keys move within its own group only (a name per field)', () => {
    const onChange = vi.fn();
    render(<FormRenderer design={design()} onChange={onChange} />);
    const group = screen.getByRole('radiogroup');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios).toHaveLength(3);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    expect(radios[0].name).toBe(group.id);
    fireEvent.click(radios[1]);
    expect(lastRecord(onChange).pay).toBe('2');
    expect((screen.getAllByRole('radio')[1] as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')[1].closest('label')?.className).toContain(
      'ant-radio-wrapper-checked',
    );
  });

  it('checkbox: the value keeps the options order whatever the order of the clicks, and a box unticks', () => {
    const onChange = vi.fn();
    render(<FormRenderer design={design()} onChange={onChange} />);
    const box = (name: string) =>
      screen.getAllByLabelText(name).find((el) => el.getAttribute('type') === 'checkbox');
    fireEvent.click(box('支票') as HTMLElement);
    fireEvent.click(box('现金') as HTMLElement);
    expect(lastRecord(onChange).docs).toEqual(['1', '3']);
    fireEvent.click(box('支票') as HTMLElement);
    expect(lastRecord(onChange).docs).toEqual(['1']);
    expect((box('现金') as HTMLElement).closest('label')?.className).toContain(
      'ant-checkbox-wrapper-checked',
    );
  });

  it('carries antd classes that scope its stylesheet, and a disabled form disables every mark', () => {
    render(<FormRenderer design={design({ disabled: true })} />);
    const marks = [...screen.getAllByRole('radio'), ...screen.getAllByRole('checkbox')] as HTMLInputElement[];
    expect(marks).toHaveLength(6);
    for (const mark of marks) {
      expect(mark.disabled).toBe(true);
      expect(mark.closest('label')?.className).toMatch(/-wrapper-disabled/);
      expect(mark.closest('label')?.className).toMatch(/\bcss-/);
    }
  });
});
