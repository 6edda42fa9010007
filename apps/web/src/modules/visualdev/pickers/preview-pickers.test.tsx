import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import PreviewModelPage from '../preview-model/preview-model.page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = (id: string, fullName: string) => ({
  id,
  parentId: 'd1',
  fullName,
  type: 'user',
  icon: '',
  hasChildren: false,
  isLeaf: true,
  account: id,
  headIcon: null,
  organize: '总公司/研发部',
});

describe('pickers on the function preview page', () => {
  it('the gallery user picker searches the server and keeps the confirmed user', async () => {
    const { calls } = stubFetch({
      'POST /api/permission/Users/ImUser/Selector/0': (call) =>
        JSON.parse(call.body ?? '{}').keyword === '张'
          ? envelope({
              list: [user('u1', '张三/zhangsan')],
              pagination: { currentPage: 1, pageSize: 20, total: 1 },
            })
          : envelope({ list: [] }),
    });
    renderWithApp(<PreviewModelPage />, { route: '/previewModel' });
    fireEvent.click(screen.getByRole('tab', { name: '控件库' }));
    const edit = await screen.findByTestId('gallery-userSelect-edit');
    fireEvent.click(within(edit).getByRole('combobox'));
    const dialog = await screen.findByRole('dialog');
    const search = within(dialog).getByPlaceholderText('请输入关键词查询');
    fireEvent.change(search, { target: { value: '张' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await within(dialog).findByText('张三/zhangsan'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(edit).findByText('张三/zhangsan')).toBeInTheDocument();
    const searches = callsTo(calls, 'POST /api/permission/Users/ImUser/Selector/0').map((c) =>
      JSON.parse(c.body ?? '{}'),
    );
    expect(searches).toContainEqual({ keyword: '张', currentPage: 1, pageSize: 20 });
  }, 30_000);
});
