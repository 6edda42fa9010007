import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../testing/render-with-app.tsx';
import { FormDialog, SAVE_MESSAGE_MS } from './form-dialog.tsx';

interface Values {
  fullName: string;
}

function renderDialog(onSubmit: (v: Values) => Promise<string>) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithApp(
    <FormDialog<Values>
      open
      title="新建组织"
      initialValues={{ fullName: '研发部' }}
      onSubmit={onSubmit}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="fullName" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
        <Input />
      </Form.Item>
    </FormDialog>,
  );
  return { onClose, onSaved };
}

const okButton = () => screen.getByRole('button', { name: /确\s*定/ });

describe('FormDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the server message, then closes and refreshes after 1.5 s', async () => {
    const onSubmit = vi.fn().mockResolvedValue('新建成功');
    const { onClose, onSaved } = renderDialog(onSubmit);
    expect(await screen.findByDisplayValue('研发部')).toBeTruthy();
    fireEvent.click(okButton());
    expect(await screen.findByText('新建成功')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ fullName: '研发部' });
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: SAVE_MESSAGE_MS + 1_000 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not submit invalid values and stays open with what was typed after a failure', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('编码已存在'));
    const { onClose, onSaved } = renderDialog(onSubmit);
    const input = await screen.findByDisplayValue('研发部');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('请输入名称')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '市场部' } });
    await act(async () => {
      fireEvent.click(okButton());
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(okButton().className).not.toContain('loading'));
    expect(screen.getByDisplayValue('市场部')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('gives every form its own input ids, so a label never points into another (hidden) dialog', async () => {
    const field = (label: string) => (
      <Form.Item name="fullName" label={label}>
        <Input />
      </Form.Item>
    );
    const noop = async () => '';
    renderWithApp(
      <>
        {/* Closed but mounted (forceRender), like the 新建菜单 dialog behind 页面资源 → 新建. */}
        <FormDialog<Values> open={false} title="新建菜单" onSubmit={noop} onClose={vi.fn()} onSaved={vi.fn()}>
          {field('菜单名称')}
        </FormDialog>
        <FormDialog<Values>
          open
          title="新建按钮"
          testId="resource-dialog"
          onSubmit={noop}
          onClose={vi.fn()}
          onSaved={vi.fn()}
        >
          {field('名称')}
        </FormDialog>
      </>,
    );
    const dialog = await screen.findByTestId('resource-dialog');
    const input = within(dialog).getByLabelText('名称');
    expect(dialog.contains(input)).toBe(true);
    const ids = [...document.querySelectorAll('input')].map((el) => el.id).filter(Boolean);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});
