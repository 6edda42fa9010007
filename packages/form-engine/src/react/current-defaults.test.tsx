import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CurrentUserDefaults, currentDefault } from './current-defaults.ts';
import { FormRenderer, initialRecord } from './FormRenderer.tsx';
import { parsed, widget } from './test-helpers.ts';

const USER: CurrentUserDefaults = { userId: 'u1', departmentId: 'd1', organizeIdList: ['c1', 'd1'] };
// 2026-11-28 14:35:42.500 on this machine's clock, as the pickers read it.
const NOW = new Date(2026, 10, 28, 14, 35, 42, 500);
const current = { defaultCurrent: true };

describe('默认为当前…: what a new record starts with', () => {
  it('dates start at the precision their picker shows', () => {
    const at = (props: Record<string, unknown>) =>
      currentDefault(widget('date', 'd', '日期', props, current), USER, NOW);
    expect(at({ format: 'yyyy-MM-dd' })).toBe(new Date(2026, 10, 28).getTime());
    expect(at({ format: 'yyyy-MM-dd HH:mm:ss' })).toBe(new Date(2026, 10, 28, 14, 35, 42).getTime());
    expect(at({ format: 'yyyy-MM-dd HH:mm' })).toBe(new Date(2026, 10, 28, 14, 35).getTime());
    expect(at({ format: 'yyyy-MM' })).toBe(new Date(2026, 10, 1).getTime());
    expect(at({ format: 'yyyy', type: 'year' })).toBe(new Date(2026, 0, 1).getTime());
  });

  it('times are the clock in the field format; pickers take the user, department or organization path', () => {
    expect(currentDefault(widget('time', 't', '时间', {}, current), USER, NOW)).toBe('14:35:42');
    expect(currentDefault(widget('time', 't', '时间', { format: 'HH:mm' }, current), USER, NOW)).toBe(
      '14:35',
    );
    expect(currentDefault(widget('userSelect', 'u', '经办人', {}, current), USER)).toBe('u1');
    expect(currentDefault(widget('userSelect', 'u', '经办人', { multiple: true }, current), USER)).toEqual([
      'u1',
    ]);
    expect(currentDefault(widget('depSelect', 'p', '部门', {}, current), USER)).toBe('d1');
    expect(currentDefault(widget('comSelect', 'o', '组织', {}, current), USER)).toEqual(['c1', 'd1']);
    expect(currentDefault(widget('comSelect', 'o', '组织', { multiple: true }, current), USER)).toEqual([
      ['c1', 'd1'],
    ]);
  });

  it('leaves a field alone without defaultCurrent, without a user, or when the user has no department', () => {
    expect(currentDefault(widget('userSelect', 'u', '经办人'), USER)).toBeUndefined();
    expect(currentDefault(widget('userSelect', 'u', '经办人', {}, current), undefined)).toBeUndefined();
    const companyOnly = { ...USER, departmentId: null, organizeIdList: ['c1'] };
    expect(currentDefault(widget('depSelect', 'p', '部门', {}, current), companyOnly)).toBeUndefined();
    expect(currentDefault(widget('input', 'x', '文本', {}, current), USER)).toBeUndefined();
  });

  it('a new record takes them over the design default', () => {
    const design = parsed([
      widget('userSelect', 'handler', '经办人', {}, { ...current, defaultValue: 'u9' }),
      widget('userSelect', 'checker', '复核人', {}, { defaultValue: 'u9' }),
    ]);
    expect(initialRecord(design.model, USER)).toEqual({ handler: 'u1', checker: 'u9' });
  });

  it('a sub-table row added in the form starts with the current user', () => {
    const onChange = vi.fn();
    const design = parsed([
      widget(
        'table',
        'lines',
        '明细',
        {},
        { children: [widget('userSelect', 'owner', '负责人', {}, current)] },
      ),
    ]);
    render(<FormRenderer design={design} onChange={onChange} sources={{ currentUser: () => USER }} />);
    fireEvent.click(screen.getByRole('button', { name: /添\s?加/ }));
    expect(onChange.mock.lastCall?.[0]).toEqual({ lines: [{ owner: 'u1' }] });
  });
});
