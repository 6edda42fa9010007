import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import doc from '../../../../docs/form-engine.md?raw';
import type { JnpfKey } from '../widget-registry.ts';
import { FormRenderer } from './FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from './registry.tsx';
import { CATEGORY_OPTIONS, fakeSources, PAY_OPTIONS, parsed, widget } from './test-helpers.ts';

const DAY = new Date(2024, 2, 5).getTime();
const NEXT_DAY = new Date(2024, 2, 6).getTime();
const AT = new Date(2024, 2, 5, 9, 30, 0).getTime();

interface Case {
  key: JnpfKey;
  value?: unknown;
  extra?: Record<string, unknown>;
  config?: Record<string, unknown>;
  /** What read mode shows. */
  read: string | RegExp;
  /** What edit mode shows: an input's value, or text. */
  edit: { display: string } | { text: string | RegExp } | { role: string; checked?: boolean };
}

const CASES: Case[] = [
  { key: 'input', value: 'abc', read: 'abc', edit: { display: 'abc' } },
  { key: 'comInput', value: 'old', read: 'old', edit: { display: 'old' } },
  { key: 'textarea', value: 'long text', read: 'long text', edit: { display: 'long text' } },
  { key: 'PsdInput', value: 'secret', read: '******', edit: { display: 'secret' } },
  { key: 'inputNumber', value: 12.5, extra: { precision: 2 }, read: '12.50', edit: { display: '12.50' } },
  { key: 'numInput', value: 1234, extra: { thousands: true }, read: '1,234', edit: { display: '1234' } },
  { key: 'switch', value: 1, read: '开', edit: { role: 'switch', checked: true } },
  {
    key: 'radio',
    value: '2',
    extra: { options: PAY_OPTIONS },
    read: '转账',
    edit: { role: 'radio', checked: true },
  },
  {
    key: 'checkbox',
    value: ['1', '2'],
    extra: { options: PAY_OPTIONS },
    read: '现金, 转账',
    edit: { role: 'checkbox', checked: true },
  },
  { key: 'select', value: '1', extra: { options: PAY_OPTIONS }, read: '现金', edit: { text: '现金' } },
  {
    key: 'select',
    value: 'a',
    config: { dataType: 'dictionary', dictionaryType: 'level' },
    read: 'A级',
    edit: { text: 'A级' },
  },
  {
    key: 'cascader',
    value: ['1', '11'],
    extra: { options: CATEGORY_OPTIONS },
    read: '办公用品/纸张',
    edit: { text: /办公用品.*纸张/ },
  },
  {
    key: 'date',
    value: DAY,
    extra: { format: 'yyyy-MM-dd' },
    read: '2024-03-05',
    edit: { display: '2024-03-05' },
  },
  { key: 'time', value: '08:30:00', read: '08:30:00', edit: { display: '08:30:00' } },
  {
    key: 'dateRange',
    value: [DAY, NEXT_DAY],
    extra: { format: 'yyyy-MM-dd' },
    read: '2024-03-05 ~ 2024-03-06',
    edit: { display: '2024-03-06' },
  },
  {
    key: 'timeRange',
    value: ['08:00:00', '09:00:00'],
    read: '08:00:00 ~ 09:00:00',
    edit: { display: '09:00:00' },
  },
  { key: 'numRange', value: [1, 5], read: '1 ~ 5', edit: { display: '5' } },
  { key: 'colorPicker', value: '#ff0000', read: '#ff0000', edit: { text: /#?FF0000/i } },
  { key: 'rate', value: 3, read: '3', edit: { role: 'radio', checked: true } },
  { key: 'slider', value: 40, read: '40', edit: { role: 'slider' } },
  {
    key: 'link',
    extra: { content: '使用说明', href: 'https://example.com' },
    read: '使用说明',
    edit: { text: '使用说明' },
  },
  { key: 'button', extra: { buttonText: '提交审批' }, read: '提交审批', edit: { role: 'button' } },
  { key: 'text', config: { defaultValue: '请如实填写' }, read: '请如实填写', edit: { text: '请如实填写' } },
  { key: 'JNPFText', config: { defaultValue: '旧文本' }, read: '旧文本', edit: { text: '旧文本' } },
  {
    key: 'alert',
    extra: { title: '超过一万元需审批', type: 'warning' },
    read: '超过一万元需审批',
    edit: { text: '超过一万元需审批' },
  },
  {
    key: 'divider',
    extra: { __slot__: { default: '系统信息' } },
    read: '系统信息',
    edit: { text: '系统信息' },
  },
  { key: 'groupTitle', extra: { content: '基本信息' }, read: '基本信息', edit: { text: '基本信息' } },
  {
    key: 'calculate',
    extra: { expression: '1000 × 2', precision: 2, thousands: true, isAmountChinese: true },
    read: '2,000.00',
    edit: { text: '贰仟元整' },
  },
  { key: 'createUser', value: 'u1', read: '张三', edit: { text: '张三' } },
  { key: 'modifyUser', value: 'u1', read: '张三', edit: { text: '张三' } },
  { key: 'createTime', value: AT, read: '2024-03-05 09:30:00', edit: { text: '2024-03-05 09:30:00' } },
  { key: 'modifyTime', value: AT, read: '2024-03-05 09:30:00', edit: { text: '2024-03-05 09:30:00' } },
  { key: 'currOrganize', value: ['root', 'o1'], read: '研发部', edit: { text: '研发部' } },
  { key: 'currPosition', value: 'p1', read: '经理', edit: { text: '经理' } },
];

function renderCase(item: Case, mode: 'edit' | 'read') {
  const design = parsed([widget(item.key, 'field1', '字段', item.extra, item.config)]);
  const value = item.value === undefined ? {} : { field1: item.value };
  return render(<FormRenderer design={design} value={value} mode={mode} sources={fakeSources} />);
}

describe('widgets', () => {
  it.each(CASES.map((item) => [`${item.key} ${JSON.stringify(item.config ?? {})}`, item] as const))(
    '%s shows its value in read mode',
    async (_name, item) => {
      renderCase(item, 'read');
      expect(await screen.findByText(item.read)).toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    },
  );

  it.each(CASES.map((item) => [`${item.key} ${JSON.stringify(item.config ?? {})}`, item] as const))(
    '%s shows its value in edit mode',
    async (_name, item) => {
      renderCase(item, 'edit');
      const { edit } = item;
      if ('display' in edit) expect(await screen.findByDisplayValue(edit.display)).toBeInTheDocument();
      else if ('text' in edit) expect(await screen.findByText(edit.text)).toBeInTheDocument();
      else {
        const controls = await screen.findAllByRole(edit.role);
        if (edit.checked)
          expect(
            controls.some(
              (control) =>
                control.getAttribute('aria-checked') === 'true' || (control as HTMLInputElement).checked,
            ),
          ).toBe(true);
        else expect(controls.length).toBeGreaterThan(0);
      }
    },
  );

  it('links only to web, mail and phone addresses or relative ones; other schemes keep the text only', () => {
    const link = (href: string) =>
      render(<FormRenderer design={parsed([widget('link', 'l', '链接', { content: '说明', href })])} />);
    const { container } = link(' JavaScript:alert(1)');
    expect(screen.getByText('说明')).toBeInTheDocument();
    expect(container.querySelector('a[href]')).toBeNull();
  });

  it('links a web address and a relative one', () => {
    const link = (href: string) =>
      render(<FormRenderer design={parsed([widget('link', 'l', '链接', { content: href, href })])} />);
    link('https://example.com');
    link('/workFlow/flowLaunch');
    expect(screen.getByRole('link', { name: 'https://example.com' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect(screen.getByRole('link', { name: '/workFlow/flowLaunch' })).toHaveAttribute(
      'href',
      '/workFlow/flowLaunch',
    );
  });

  it('opens one collapse pane at a time in accordion mode', () => {
    const pane = (name: string) => ({
      title: `面板${name}`,
      name,
      __config__: { jnpfKey: 'collapseItem', children: [] },
    });
    const collapse = (accordion: boolean) =>
      parsed([
        widget('collapse', '', '折叠', { accordion }, { active: ['1'], children: [pane('1'), pane('2')] }),
      ]);
    const expanded = () => document.querySelectorAll('.ant-collapse-item-active').length;
    const { unmount } = render(<FormRenderer design={collapse(true)} />);
    fireEvent.click(screen.getByText('面板2'));
    expect(expanded()).toBe(1);
    unmount();
    render(<FormRenderer design={collapse(false)} />);
    fireEvent.click(screen.getByText('面板2'));
    expect(expanded()).toBe(2);
  });

  it('shows a placeholder in every language for a control the host does not supply', () => {
    expect(UNSUPPORTED_KEYS).not.toContain('input');
    // The rich-text editor is the host's (sources.RichTextField); without it the edit face says so.
    const design = parsed([widget('editor', 'body', '正文')]);
    const { rerender } = render(<FormRenderer design={design} mode="edit" />);
    expect(screen.getByText('该控件暂未支持')).toBeInTheDocument();
    rerender(<FormRenderer design={design} mode="edit" locale="zh-TW" />);
    expect(screen.getByText('該控件暫未支援')).toBeInTheDocument();
    rerender(<FormRenderer design={design} mode="edit" locale="en-US" />);
    expect(screen.getByText('This widget is not supported yet')).toBeInTheDocument();
  });

  it('lists exactly the placeholder keys as not built in docs/form-engine.md', () => {
    const section = doc.slice(doc.indexOf('**Not built yet**'), doc.indexOf('## Not done yet'));
    const listed = [...section.matchAll(/`(\w+)`/g)]
      .map((match) => match[1])
      .filter((key) => key !== 'UNSUPPORTED_KEYS');
    expect(listed.sort()).toEqual([...UNSUPPORTED_KEYS].sort());
  });
});
