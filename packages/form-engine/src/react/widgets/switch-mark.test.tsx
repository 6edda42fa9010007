import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormRenderer } from '../FormRenderer.tsx';
import { parsed, widget } from '../test-helpers.ts';

const design = (form: Record<string, unknown> = {}) =>
  parsed([widget('switch', 'urgent', '加急', { 'active-value': 'Y', 'inactive-value': 'N' })], form);

const lastRecord = (onChange: ReturnType<typeof vi.fn>) =>
  onChange.mock.calls.at(-1)?.[0] as Record<string, unknown>;

describe('switch field', () => {
  it("toggles by click between the design's on and off values, and ← / → set it off / on", () => {
    const onChange = vi.fn();
    render(<FormRenderer design={design()} value={{ urgent: 'N' }} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '加急' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(lastRecord(onChange).urgent).toBe('Y');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle.className).toContain('ant-switch-checked');
    fireEvent.keyDown(toggle, { key: 'ArrowLeft' });
    expect(lastRecord(onChange).urgent).toBe('N');
    fireEvent.keyDown(toggle, { key: 'ArrowRight' });
    expect(lastRecord(onChange).urgent).toBe('Y');
  });

  it('is disabled with the form, and small in a small form', () => {
    const onChange = vi.fn();
    render(<FormRenderer design={design({ disabled: true, size: 'small' })} onChange={onChange} />);
    const toggle = screen.getByRole('switch');
    expect(toggle).toBeDisabled();
    expect(toggle.className).toMatch(/ant-switch-disabled/);
    expect(toggle.className).toMatch(/ant-switch-small/);
    fireEvent.keyDown(toggle, { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
