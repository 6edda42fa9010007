import { DEFAULT_SYS_CONFIG } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { md5 } from '../../../shared/crypto/md5.ts';
import { pageOf } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { orgTree } from '../permission-testing.ts';
import {
  CREATE_ROUTES,
  LIST,
  lastParam,
  menuEntries,
  openRowMenu,
  renderPage,
  TREE,
  user,
} from './user-page-testing.tsx';

describe('user page', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists 20 a page with the total; the tree and the keyword narrow the list', async () => {
    const { calls } = stubFetch({ [TREE]: orgTree, [LIST]: pageOf([user('1', '张三')], 45) });
    renderPage();
    expect(await screen.findByText('张三')).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(screen.getByText('20 条/页')).toBeInTheDocument();
    expect(lastParam(calls, 'pageSize')).toBe('20');

    fireEvent.click(await within(screen.getByTestId('user-organize-tree')).findByText('研发部'));
    await waitFor(() => expect(lastParam(calls, 'organizeId')).toBe('d1'));

    fireEvent.change(screen.getByTestId('user-search-keyword'), { target: { value: '138' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(lastParam(calls, 'keyword')).toBe('138'));
    expect(lastParam(calls, 'organizeId')).toBe('d1');
    expect(lastParam(calls, 'currentPage')).toBe('1');
  });

  it('shows only the granted actions, and unlock only for a locked user', async () => {
    stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([user('1', '张三'), user('2', '李四', { enabledMark: 2 })]),
    });
    renderPage(['btn_edit', 'btn_unlock']);
    const table = await screen.findByTestId('user-table');
    await within(table).findByText('李四');
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /删\s?除/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /编\s?辑/ })).toHaveLength(2);
    expect(menuEntries(await openRowMenu(table, '李四'))).toEqual(['解锁', '工作交接']);
    expect(within(table).getByText('锁定')).toBeInTheDocument();
  });

  it('refuses a bad account, mobile and missing organization in the browser, without calling the server', async () => {
    const { calls } = stubFetch(CREATE_ROUTES);
    renderPage(['btn_add']);
    await screen.findByText('共 0 条');
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('user-dialog');
    // The dialog tells which initial password the new account signs in with, and where it is set.
    expect(
      within(dialog).getByText(
        '新用户使用系统配置的初始密码（默认 Sme@2026，部署时可用 NEW_USER_INITIAL_PASSWORD 更改），首次登录时须修改密码',
      ),
    ).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'bad_account' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '王五' } });
    fireEvent.change(within(dialog).getByLabelText('手机'), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('只能输入数字英文')).toBeInTheDocument();
    expect(await within(dialog).findByText('请正确输入您的手机号')).toBeInTheDocument();
    // The placeholder says the same, so look among the field errors.
    const errors = [...dialog.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);
    expect(errors).toContain('请选择所属组织');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/permission/Users')).toBe(false);
  });

  it('creates a user in the organization chosen in the tree', async () => {
    const { calls } = stubFetch(CREATE_ROUTES);
    renderPage(['btn_add']);
    fireEvent.click(await within(screen.getByTestId('user-organize-tree')).findByText('研发部'));
    await waitFor(() => expect(lastParam(calls, 'organizeId')).toBe('d1'));
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('user-dialog');
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'wangwu' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '王五' } });
    fireEvent.change(within(dialog).getByLabelText('手机'), { target: { value: '13912345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/permission/Users');
    expect(JSON.parse(post?.body ?? '{}')).toMatchObject({
      account: 'wangwu',
      realName: '王五',
      mobilePhone: '13912345678',
      organizeIds: ['d1'],
      positionIds: [],
      roleIds: [],
      enabledMark: 1,
    });
  });

  it('disables a user after confirmation', async () => {
    const { calls } = stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([user('1', '张三')]),
      'PUT /api/permission/Users/1/Actions/State': envelope({ enabledMark: 0 }, '已禁用'),
    });
    renderPage(['btn_state']);
    const table = await screen.findByTestId('user-table');
    fireEvent.click(within(await openRowMenu(table, '张三')).getByText('禁用'));
    expect(await screen.findByText('您确定要禁用当前数据吗, 是否继续?')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('已禁用')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/permission/Users/1/Actions/State')).toBe(
      true,
    );
  });

  it('resets a password: both entries must match and travel as md5', async () => {
    const { calls } = stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([user('1', '张三')]),
      'POST /api/permission/Users/1/Actions/ResetPassword': envelope(null, '密码已重置'),
    });
    renderPage(['btn_resetPassword']);
    const table = await screen.findByTestId('user-table');
    fireEvent.click(within(await openRowMenu(table, '张三')).getByText('重置密码'));
    const dialog = await screen.findByTestId('user-reset-dialog');
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'abc12345' } });
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'abc123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('两次输入的密码不一致')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: 'abc12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/permission/Users/1/Actions/ResetPassword');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      userPassword: md5('abc12345'),
      validatePassword: md5('abc12345'),
    });
  });

  it('resets a password under the served password policy: `#` is fine, the policy rules are not', async () => {
    const policy = { ...DEFAULT_SYS_CONFIG, passwordLengthMinNumber: 10, containsCharacters: 1 };
    const { calls } = stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([user('1', '张三')]),
      'GET /api/oauth/PasswordPolicy': envelope(policy),
      'POST /api/permission/Users/1/Actions/ResetPassword': envelope(null, '密码已重置'),
    });
    renderPage(['btn_resetPassword']);
    const table = await screen.findByTestId('user-table');
    fireEvent.click(within(await openRowMenu(table, '张三')).getByText('重置密码'));
    const dialog = await screen.findByTestId('user-reset-dialog');
    expect(
      await within(dialog).findByText('长度 10-16 位，须包含数字、小写字母、特殊字符'),
    ).toBeInTheDocument();
    const submitWith = (password: string) => {
      fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: password } });
      fireEvent.change(within(dialog).getByLabelText('确认密码'), { target: { value: password } });
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    };
    submitWith('abc#1234');
    expect(await within(dialog).findByText('新密码长度不能小于10位')).toBeInTheDocument();
    submitWith('abcdefgh#x');
    expect(await within(dialog).findByText('新密码必须包含数字')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/ResetPassword'))).toBe(false);

    submitWith('abc#123456');
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/permission/Users/1/Actions/ResetPassword');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      userPassword: md5('abc#123456'),
      validatePassword: md5('abc#123456'),
    });
  });
  it('resets to the configured initial password with one click', async () => {
    const { calls } = stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([user('1', '张三')]),
      'GET /api/system/SysConfig/InitialPassword': envelope({ newUserDefaultPassword: 'Init@2027' }),
      'POST /api/permission/Users/1/Actions/ResetPassword': envelope(null, '密码已重置'),
    });
    renderPage(['btn_resetPassword']);
    const table = await screen.findByTestId('user-table');
    fireEvent.click(within(await openRowMenu(table, '张三')).getByText('重置密码'));
    const dialog = await screen.findByTestId('user-reset-dialog');
    fireEvent.click(await within(dialog).findByTestId('user-reset-use-initial'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('密码已重置')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/permission/Users/1/Actions/ResetPassword');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      userPassword: md5('Init@2027'),
      validatePassword: md5('Init@2027'),
    });
  });
});
