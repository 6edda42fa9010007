import type { UserListItem, UserWork } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { userLocales } from './user.locales.ts';
import { WorkHandoverDialog } from './work-handover-dialog.tsx';

// The user page registers these in the app; the dialog is rendered here on its own.
registerLocales(userLocales);

const leaving: UserListItem = { id: 'u1', account: 'zhangsan', realName: '张三' };

const work: UserWork = {
  organizations: [{ id: 'o1', fullName: '研发部' }],
  positions: [
    { id: 'p1', fullName: '工程师' },
    { id: 'p2', fullName: '组长' },
  ],
  delegations: [{ id: 'o2', fullName: '华东分公司' }],
  roles: [],
  groups: [{ id: 'g1', fullName: '项目组' }],
  subordinates: [{ id: 'u3', account: 'xiaowang', realName: '小王' }],
};

const option = (id: string, account: string, realName: string) => ({
  id,
  account,
  realName,
  fullName: `${realName}/${account}`,
  headIcon: null,
  organizeId: null,
  organizeName: null,
});

/** Re-renders the dialog on demand, as the user page does whenever its own state changes. */
function Harness({ onSaved }: { onSaved: () => void }) {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders(renders + 1)}>
        parent re-render {renders}
      </button>
      <WorkHandoverDialog user={leaving} onClose={() => {}} onSaved={onSaved} />
    </>
  );
}

function renderDialog(onSaved = vi.fn()) {
  const stub = stubFetch({
    'GET /api/permission/Users/getWorkByUser': envelope(work),
    'GET /api/permission/Users/All': envelope({
      list: [option('u1', 'zhangsan', '张三'), option('u2', 'lisi', '李四')],
    }),
    'POST /api/permission/Users/workHandover': envelope(
      { organizations: 1, delegations: 1, positions: 2, roles: 0, groups: 1, subordinates: 1 },
      '工作交接成功',
    ),
  });
  renderWithApp(<Harness onSaved={onSaved} />);
  return stub;
}

async function openOptions(dialog: HTMLElement): Promise<Element[]> {
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  return waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')];
    if (found.length === 0) throw new Error('user options not open');
    return found;
  });
}

describe('the work handover dialog', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what the leaving user hands over', async () => {
    const { calls } = renderDialog();
    const dialog = await screen.findByTestId('user-handover-dialog');
    expect(await within(dialog).findByText('研发部')).toBeInTheDocument();
    expect(within(dialog).getByText('张三/zhangsan')).toBeInTheDocument();
    expect(within(dialog).getByText('工程师、组长')).toBeInTheDocument();
    expect(within(dialog).getByText('小王')).toBeInTheDocument();
    expect(within(dialog).getByText('华东分公司')).toBeInTheDocument();
    expect(within(dialog).getByText('项目组')).toBeInTheDocument();
    // No roles: the row says so instead of staying blank.
    expect(within(dialog).getByText('无')).toBeInTheDocument();
    const query = calls.find((c) => c.path === '/api/permission/Users/getWorkByUser');
    expect(query?.url.searchParams.get('fromId')).toBe('u1');
  });

  it('needs a receiver, never offers the leaving user, and hands over to the chosen one', async () => {
    const onSaved = vi.fn();
    const { calls } = renderDialog(onSaved);
    const dialog = await screen.findByTestId('user-handover-dialog');
    await within(dialog).findByText('研发部');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('请选择接收人')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    const options = await openOptions(dialog);
    expect(options.map((o) => o.textContent)).toEqual(['李四/lisi']);
    fireEvent.click(options[0] as Element);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('工作交接成功')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ fromId: 'u1', toId: 'u2' });
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: 3_000 });
  });

  it('keeps the chosen receiver when the page around it re-renders', async () => {
    const { calls } = renderDialog();
    const dialog = await screen.findByTestId('user-handover-dialog');
    await within(dialog).findByText('研发部');
    const options = await openOptions(dialog);
    fireEvent.click(options[0] as Element);
    fireEvent.click(screen.getByRole('button', { name: /parent re-render/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('工作交接成功')).toBeInTheDocument();
    expect(JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}')).toEqual({
      fromId: 'u1',
      toId: 'u2',
    });
  });
});
