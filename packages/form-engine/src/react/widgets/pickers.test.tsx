import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JnpfKey } from '../../widget-registry.ts';
import { FormRenderer } from '../FormRenderer.tsx';
import { UNSUPPORTED_KEYS } from '../registry.tsx';
import { createFakeSources, type FormDataSources } from '../sources.tsx';
import { parsed, widget } from '../test-helpers.ts';
import { PICKER_KINDS, type PickerWidgetKey } from './pickers-config.ts';
import { pickerSources } from './pickers-fixtures.ts';

/** Every key built on the picker dialog (the organization picker under both of its names). */
const PICKER_KEYS = Object.keys(PICKER_KINDS) as PickerWidgetKey[];

function renderPicker(
  key: JnpfKey,
  extra: Record<string, unknown> = {},
  value?: unknown,
  sources: FormDataSources = pickerSources,
) {
  const onChange = vi.fn();
  const design = parsed([widget(key, 'picked', '选择', extra)]);
  render(
    <FormRenderer
      design={design}
      value={value === undefined ? {} : { picked: value }}
      mode="edit"
      onChange={onChange}
      sources={sources}
    />,
  );
  return { onChange, lastValue: () => onChange.mock.lastCall?.[0].picked };
}

/** Opens the dialog by clicking the field's box. */
async function openDialog() {
  fireEvent.click(screen.getByLabelText('选择'));
  return screen.findByRole('dialog');
}

async function search(dialog: HTMLElement, keyword: string) {
  const box = within(dialog).getAllByPlaceholderText('请输入关键词查询')[0] as HTMLElement;
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** A result row of a search or list tab (its button holds the name). */
async function result(dialog: HTMLElement, name: string) {
  const text = await within(dialog).findByText(name);
  return text.closest('button') as HTMLButtonElement;
}

const confirm = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
const selectedPane = () => screen.getByTestId('picker-selected');

describe('picker widgets', () => {
  it('are built: none renders the placeholder', () => {
    expect(PICKER_KEYS).toHaveLength(8);
    for (const key of PICKER_KEYS) expect(UNSUPPORTED_KEYS).not.toContain(key);
  });

  it('user picker: search, pick two, confirm; the value is the ids and the box shows their names', async () => {
    const { lastValue } = renderPicker('userSelect', { multiple: true });
    const dialog = await openDialog();
    expect(within(dialog).getByText('选择用户')).toBeInTheDocument();
    for (const tab of ['全部数据', '当前组织', '我的下属'])
      expect(within(dialog).getByText(tab)).toBeInTheDocument();
    await search(dialog, '张');
    fireEvent.click(await result(dialog, '张三/zhangsan'));
    await search(dialog, '李');
    fireEvent.click(await result(dialog, '李四/lisi'));
    expect(within(selectedPane()).getByText('已选 (2)')).toBeInTheDocument();
    confirm(dialog);
    expect(lastValue()).toEqual(['u1', 'u2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('张三/zhangsan')).toBeInTheDocument();
    expect(screen.getByText('李四/lisi')).toBeInTheDocument();
  });

  it('user picker: browses the organization tree lazily and picks a user leaf only', async () => {
    const { lastValue } = renderPicker('userSelect');
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByText('总公司'));
    fireEvent.click(await within(dialog).findByText('研发部'));
    fireEvent.click(await within(dialog).findByText('李四/lisi'));
    // Organizations opened but were not picked.
    expect(within(selectedPane()).getByText('已选 (1)')).toBeInTheDocument();
    confirm(dialog);
    expect(lastValue()).toBe('u2');
  });

  it('organization picker stores the id path, shows the path names and skips disabled organizations', async () => {
    const { lastValue } = renderPicker('comSelect');
    const dialog = await openDialog();
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '800px' });
    fireEvent.click(await within(dialog).findByText('总公司'));
    fireEvent.click(await within(dialog).findByText('市场部'));
    fireEvent.click(await within(dialog).findByText('研发部'));
    // Single selection: the department replaced the company; the disabled one was never picked.
    const pane = within(selectedPane());
    expect(pane.getByText('总公司/研发部')).toBeInTheDocument();
    expect(pane.getByText('已选 (1)')).toBeInTheDocument();
    confirm(dialog);
    expect(lastValue()).toEqual(['c1', 'd1']);
  });

  it('multiple organizations are a list of paths', async () => {
    const { lastValue } = renderPicker('organizeSelect', { multiple: true }, [['c1']]);
    const dialog = await openDialog();
    await search(dialog, '研发');
    fireEvent.click(await result(dialog, '研发部'));
    confirm(dialog);
    expect(lastValue()).toEqual([['c1'], ['c1', 'd1']]);
  });

  it('clear list and confirm empties the value; cancel keeps it', async () => {
    const { onChange, lastValue } = renderPicker('roleSelect', { multiple: true }, ['r1']);
    expect(await screen.findByText('管理员')).toBeInTheDocument();
    let dialog = await openDialog();
    expect(within(selectedPane()).getByText('管理员')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /^取\s?消$/ }));
    expect(onChange).not.toHaveBeenCalled();
    dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: '清空列表' }));
    expect(within(selectedPane()).queryByText('管理员')).toBeNull();
    confirm(dialog);
    expect(lastValue()).toEqual([]);
  });

  it('a selected item can be removed in the dialog', async () => {
    const { lastValue } = renderPicker('groupSelect', { multiple: true }, ['g1']);
    expect(await screen.findByText('项目组')).toBeInTheDocument();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('移除 项目组'));
    confirm(dialog);
    expect(lastValue()).toEqual([]);
  });

  it('role picker has the 组织 and 全局 tabs; global roles are picked from their own tab', async () => {
    const { lastValue } = renderPicker('roleSelect');
    const dialog = await openDialog();
    // The 全局 folder is not repeated in the organization tree.
    expect(await within(dialog).findByText('总公司')).toBeInTheDocument();
    expect(within(dialog).queryAllByText('全局')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('tab', { name: '全局' }));
    fireEvent.click(await result(dialog, '审计员'));
    confirm(dialog);
    expect(lastValue()).toBe('r2');
  });

  it('mixed picker: one 部门 tab and users only when single; ids carry their type', async () => {
    const { lastValue } = renderPicker('usersSelect');
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('tab')).toBeNull();
    await search(dialog, '研发');
    expect(await result(dialog, '研发部')).toBeDisabled();
    await search(dialog, '王');
    fireEvent.click(await result(dialog, '王五/wangwu'));
    confirm(dialog);
    expect(lastValue()).toBe('u3--user');
  });

  it('mixed picker with multiple selection adds 角色, 岗位, 分组 and takes organizations', async () => {
    const { lastValue } = renderPicker('usersSelect', { multiple: true });
    const dialog = await openDialog();
    const tabs = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    expect(tabs).toEqual(['部门', '角色', '岗位', '分组']);
    fireEvent.click(await within(dialog).findByText('总公司'));
    fireEvent.click(within(dialog).getByRole('tab', { name: '分组' }));
    fireEvent.click(await within(dialog).findByText('项目'));
    fireEvent.click(await within(dialog).findByText('项目组'));
    confirm(dialog);
    expect(lastValue()).toEqual(['c1--company', 'g1--group']);
  });

  it('custom selection lists only the allowed items', async () => {
    renderPicker('userSelect', { selectType: 'custom', ableUserIds: ['u3'], ableDepIds: [] });
    const dialog = await openDialog();
    expect(await result(dialog, '王五/wangwu')).toBeInTheDocument();
    expect(within(dialog).queryByText('张三/zhangsan')).toBeNull();
  });

  it('the remove icon of a tag drops that item without opening the dialog', async () => {
    const { lastValue } = renderPicker('roleSelect', { multiple: true }, ['r1', 'r2']);
    expect(await screen.findByText('审计员')).toBeInTheDocument();
    const remove = document.querySelector('.ant-select-selection-item-remove') as HTMLElement;
    fireEvent.mouseDown(remove);
    fireEvent.click(remove);
    expect(lastValue()).toEqual(['r2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages a long list 20 at a time', async () => {
    const users = Array.from({ length: 25 }, (_, index) => ({
      id: `u${index + 1}`,
      fullName: `用户${index + 1}`,
      type: 'user' as const,
    }));
    renderPicker('userSelect', {}, undefined, createFakeSources({ pickers: { currentOrganize: users } }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('tab', { name: '当前组织' }));
    expect(await within(dialog).findByText('用户20')).toBeInTheDocument();
    expect(within(dialog).queryByText('用户21')).toBeNull();
    fireEvent.click(within(dialog).getByTitle(/下一页|Next Page/));
    expect(await within(dialog).findByText('用户25')).toBeInTheDocument();
    expect(within(dialog).queryByText('用户1')).toBeNull();
  });

  it('says so when the directory cannot be loaded', async () => {
    const failing: FormDataSources = { pickerNodes: () => Promise.reject(new Error('down')) };
    renderPicker('groupSelect', {}, undefined, failing);
    const dialog = await openDialog();
    expect(await within(dialog).findByText('数据加载失败')).toBeInTheDocument();
  });

  it('a disabled picker does not open', async () => {
    const { lastValue } = renderPicker('posSelect', { multiple: true, disabled: true }, ['p1']);
    expect(await screen.findByText('经理')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('选择'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastValue()).toBeUndefined();
  });
});

describe('picker read mode', () => {
  const read = (key: JnpfKey, value: unknown, extra: Record<string, unknown> = {}) =>
    render(
      <FormRenderer
        design={parsed([widget(key, 'picked', '选择', extra)])}
        value={{ picked: value }}
        mode="read"
        sources={pickerSources}
      />,
    );

  it('shows the names comma separated, organization paths as names', async () => {
    read('comSelect', [['c1', 'd1'], ['c1']], { multiple: true });
    expect(await screen.findByText('总公司/研发部, 总公司')).toBeInTheDocument();
  });

  it('names the mixed ids by their type', async () => {
    read('usersSelect', ['u1--user', 'r1--role', 'd2--department', 'g1--group'], { multiple: true });
    expect(await screen.findByText('张三/zhangsan, 管理员, 市场部, 项目组')).toBeInTheDocument();
  });

  it('shows the bare id when no name is known', async () => {
    read('userSelect', 'nobody');
    expect(await screen.findByText('nobody')).toBeInTheDocument();
  });

  it('shows a dash when empty', () => {
    read('depSelect', null);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
