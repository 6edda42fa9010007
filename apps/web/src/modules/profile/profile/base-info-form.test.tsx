import type { CurrentUserBaseInfo } from '@platform/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { BaseInfoForm } from './base-info-form.tsx';

const info: CurrentUserBaseInfo = {
  id: 'u1',
  account: 'admin',
  realName: '管理员',
  gender: '1',
  mobilePhone: '13800138000',
  email: 'admin@example.com',
  birthday: null,
  nation: null,
  nativePlace: null,
  certificatesNumber: null,
  landline: null,
  postalAddress: null,
  signature: null,
  description: null,
  headIcon: null,
  avatar: null,
  theme: 'classic',
  language: 'zh-CN',
  organizeId: 'o1',
  organize: '示范公司/综合部',
  position: '主管',
  manager: null,
  roleId: '管理员',
  creatorTime: 1_767_225_600_000,
  prevLogTime: null,
  isAdministrator: true,
};

const change = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('profile base info form', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the shared pattern messages and sends nothing', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<BaseInfoForm info={info} onSaved={vi.fn()} onCancel={vi.fn()} />);
    change('base-realName', '  ');
    change('base-mobilePhone', '12345678901');
    change('base-email', 'admin@');
    change('base-certificatesNumber', '110101199003071234');
    change('base-landline', '0591-abc');
    await userEvent.setup().click(screen.getByTestId('base-save'));

    expect(await screen.findByText('请输入姓名')).toBeInTheDocument();
    expect(screen.getByText('请正确输入您的手机号')).toBeInTheDocument();
    expect(screen.getByText('请正确输入您的邮箱地址')).toBeInTheDocument();
    expect(screen.getByText('请正确输入您的身份证号码')).toBeInTheDocument();
    expect(screen.getByText('固定电话只能包含数字、空格及 + - ( )')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves the strict body with blanks as null and shows the server msg', async () => {
    const onSaved = vi.fn();
    const { calls } = stubFetch({ 'PUT /api/permission/Users/Current/BaseInfo': envelope(null, '保存成功') });
    renderWithApp(<BaseInfoForm info={info} onSaved={onSaved} onCancel={vi.fn()} />);
    change('base-realName', ' 张三 ');
    change('base-email', '');
    change('base-certificatesNumber', '11010519491231002x');
    await userEvent.setup().click(screen.getByTestId('base-save'));

    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    const body = JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}');
    expect(body).toMatchObject({
      realName: '张三',
      mobilePhone: '13800138000',
      email: null,
      certificatesNumber: '11010519491231002X',
      gender: 1,
    });
    expect(Object.keys(body)).not.toContain('account');
  });
});
