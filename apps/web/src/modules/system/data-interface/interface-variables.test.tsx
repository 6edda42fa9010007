import type { DataInterfaceVariate } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import {
  INTERFACE_CATEGORIES,
  INTERFACE_LIST,
  interfaceCategories,
  interfaceRow,
  renderDataInterfacePage,
} from './data-interface-testing.tsx';

const BASE = '/api/system/DataInterfaceVariate';
const LIST = `GET ${BASE}/a`;
const LOADED = { timeout: 5000 };
const ALL_BUTTONS = ['btn_add', 'btn_edit', 'btn_remove', 'btn_copy', 'btn_export'];

const variable = (id: string, fullName: string, value: string | null = '1'): DataInterfaceVariate => ({
  id,
  interfaceId: 'a',
  fullName,
  value,
  expression: null,
  creatorTime: 1_767_225_600_000,
  creatorUser: '管理员/admin',
  lastModifyTime: null,
});

/** The page's routes plus the variables' routes of interface a (地区). */
const stubServer = (routes: Parameters<typeof stubFetch>[0]) =>
  stubFetch({
    [INTERFACE_CATEGORIES]: interfaceCategories,
    [INTERFACE_LIST]: pageOf([interfaceRow('a', '地区')]),
    ...routes,
  });

/** Opens the 更多 menu of the row showing `rowText` and returns the open menu. */
async function openMore(container: HTMLElement, rowText: string): Promise<HTMLElement> {
  const row = (await within(container).findByText(rowText, undefined, LOADED)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
  return waitFor(() => {
    const menus = document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
    const menu = menus[menus.length - 1];
    if (!menu) throw new Error('the 更多 menu did not open');
    return menu;
  });
}

/** Renders the page and opens 变量 of interface 地区. */
async function openVariables(buttons: string[]): Promise<HTMLElement> {
  renderDataInterfacePage(buttons);
  const table = await screen.findByTestId('data-interface-table');
  fireEvent.click(within(await openMore(table, '地区')).getByText('变量'));
  return screen.findByTestId('interface-variables-drawer');
}

const okButtons = () => screen.findAllByRole('button', { name: /确\s*定/ });
const bodyOf = (call: StubCall | undefined) => JSON.parse(call?.body ?? '{}');

describe('interface variables drawer', { timeout: 60_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the variables of the chosen interface and searches them by name', async () => {
    const { calls } = stubServer({
      [LIST]: (call) =>
        envelope({
          list:
            call.url.searchParams.get('keyword') === 'ten'
              ? [variable('v1', 'tenant', 'T1')]
              : [variable('v1', 'tenant', 'T1'), variable('v2', 'region', 'R9')],
        }),
    });
    const drawer = await openVariables([]);
    expect(within(drawer).getByText('接口变量：地区')).toBeInTheDocument();
    expect(await within(drawer).findByText('region', undefined, LOADED)).toBeInTheDocument();
    expect(within(drawer).getByText('T1')).toBeInTheDocument();
    expect(within(drawer).getAllByText('管理员/admin')).toHaveLength(2);

    fireEvent.change(within(drawer).getByTestId('interface-variables-search-keyword'), {
      target: { value: 'ten' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(within(drawer).queryByText('region')).not.toBeInTheDocument());
    expect(callsTo(calls, LIST).at(-1)?.url.searchParams.get('keyword')).toBe('ten');
  });

  it('shows 暂无数据 for an interface without variables', async () => {
    stubServer({ [LIST]: envelope({ list: [] }) });
    const empty = await openVariables([]);
    expect(await within(empty).findByText('暂无数据', undefined, LOADED)).toBeInTheDocument();
  });

  it('shows a retry when the variables fail to load', async () => {
    stubServer({ [LIST]: envelope(null, '服务器繁忙', 500) });
    const failed = await openVariables([]);
    expect(await within(failed).findByRole('button', { name: /重\s?试/ }, LOADED)).toBeInTheDocument();
  });

  it('refuses a name with @ in the dialog, then creates the variable with the interface id', async () => {
    const { calls } = stubServer({
      [LIST]: envelope({ list: [] }),
      [`POST ${BASE}`]: envelope({ id: 'n1' }, '新建成功'),
    });
    const drawer = await openVariables(ALL_BUTTONS);
    fireEvent.click(await within(drawer).findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('interface-variable-dialog');
    fireEvent.change(within(dialog).getByLabelText('变量名'), { target: { value: '@tenant' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('变量名不能包含 @、花括号和空格')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('变量名'), { target: { value: 'tenant' } });
    fireEvent.change(within(dialog).getByTestId('interface-variable-value'), { target: { value: 'T1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `POST ${BASE}`)).toHaveLength(1));
    expect(bodyOf(callsTo(calls, `POST ${BASE}`)[0])).toEqual({
      interfaceId: 'a',
      fullName: 'tenant',
      value: 'T1',
    });
  });

  it('edits a variable from its row without resending the interface', async () => {
    const { calls } = stubServer({
      [LIST]: envelope({ list: [variable('v1', 'tenant', 'T1')] }),
      [`PUT ${BASE}/v1`]: envelope(null, '修改成功'),
    });
    const drawer = await openVariables(ALL_BUTTONS);
    const row = (await within(drawer).findByText('tenant', undefined, LOADED)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByTestId('interface-variable-dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('变量名')).toHaveValue('tenant'));
    fireEvent.change(within(dialog).getByTestId('interface-variable-value'), { target: { value: 'T2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, `PUT ${BASE}/v1`)).toHaveLength(1));
    expect(bodyOf(callsTo(calls, `PUT ${BASE}/v1`)[0])).toEqual({ fullName: 'tenant', value: 'T2' });
  });

  it('copies a variable after asking and lists the copy', async () => {
    let isCopied = false;
    const { calls } = stubServer({
      [LIST]: () =>
        envelope({
          list: [variable('v1', 'tenant'), ...(isCopied ? [variable('v9', 'tenant.副本1a2b3')] : [])],
        }),
      [`POST ${BASE}/v1/Actions/Copy`]: () => {
        isCopied = true;
        return envelope({ id: 'v9' }, '复制成功');
      },
    });
    const drawer = await openVariables(ALL_BUTTONS);
    fireEvent.click(within(await openMore(drawer, 'tenant')).getByText('复制'));
    expect(await screen.findByText('您确定要复制该变量, 是否继续?')).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/v1/Actions/Copy`)).toHaveLength(0);
    fireEvent.click((await okButtons()).at(-1) as Element);
    expect(await within(drawer).findByText('tenant.副本1a2b3', undefined, LOADED)).toBeInTheDocument();
    expect(callsTo(calls, `POST ${BASE}/v1/Actions/Copy`)).toHaveLength(1);
  });

  it('deletes a variable after asking', async () => {
    const { calls } = stubServer({
      [LIST]: envelope({ list: [variable('v1', 'tenant')] }),
      [`DELETE ${BASE}/v1`]: envelope(null, '删除成功'),
    });
    const drawer = await openVariables(ALL_BUTTONS);
    const row = (await within(drawer).findByText('tenant', undefined, LOADED)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeInTheDocument();
    expect(callsTo(calls, `DELETE ${BASE}/v1`)).toHaveLength(0);
    fireEvent.click((await okButtons()).at(-1) as Element);
    await waitFor(() => expect(callsTo(calls, `DELETE ${BASE}/v1`)).toHaveLength(1));
  });

  it('exports a variable after asking and downloads the file the server names', async () => {
    const { calls } = stubServer({
      [LIST]: envelope({ list: [variable('v1', 'tenant')] }),
      [`GET ${BASE}/v1/Actions/Export`]: envelope({ name: 'tenant.json', url: '/api/file/Download/x' }),
      'GET /api/file/*': envelope(null),
    });
    const drawer = await openVariables(ALL_BUTTONS);
    fireEvent.click(within(await openMore(drawer, 'tenant')).getByText('导出'));
    expect(await screen.findByText('您确定要导出该变量, 是否继续?')).toBeInTheDocument();
    fireEvent.click((await okButtons()).at(-1) as Element);
    await waitFor(() => expect(callsTo(calls, 'GET /api/file/Download/x')).toHaveLength(1));
    expect(callsTo(calls, `GET ${BASE}/v1/Actions/Export`)).toHaveLength(1);
  });

  it('hides 新建, 编辑, 删除, 复制 and 导出 without their buttons', async () => {
    stubServer({ [LIST]: envelope({ list: [variable('v1', 'tenant')] }) });
    const drawer = await openVariables([]);
    const row = (await within(drawer).findByText('tenant', undefined, LOADED)).closest('tr') as HTMLElement;
    expect(within(drawer).queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
  });
});
