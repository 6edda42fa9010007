import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Strength on: at least 8 characters with a digit, a lowercase and an uppercase letter. */
const strictPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 0,
};

/** Typing key by key is slow in happy-dom with antd; a change event per field is what the form reads. */
async function fill(fields: { old?: string; next?: string; repeat?: string; code?: string }) {
  const set = (id: string, value: string | undefined) =>
    fireEvent.change(screen.getByTestId(`change-password-${id}`), { target: { value: value ?? '' } });
  set('old', fields.old);
  set('new', fields.next);
  set('repeat', fields.repeat);
  set('code', fields.code);
  await userEvent.setup().click(screen.getByTestId('change-password-submit'));
}

describe('change password form', { timeout: 15_000 }, () => {
  beforeEach(() => useSession.getState().setCurrent(currentUserFixture({ sysConfigInfo: strictPolicy })));
  afterEach(() => vi.unstubAllGlobals());

  it('names every empty field', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<ChangePasswordForm />);
    await fill({});
    expect(await screen.findByText('旧密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('新密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('重复密码不能为空')).toBeInTheDocument();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.includes('ModifyPassword'))).toHaveLength(0);
  });

  it('enforces the policy from the system config', async () => {
    stubFetch({});
    renderWithApp(<ChangePasswordForm />);
    await fill({ old: 'Old12345', next: 'Ab1', repeat: 'Ab1', code: '1234' });
    expect(await screen.findByText('新密码长度不能小于8位')).toBeInTheDocument();
    await fill({ old: 'Old12345', next: 'abcdefgh1', repeat: 'abcdefgh1', code: '1234' });
    expect(await screen.findByText('新密码必须包含大写字母')).toBeInTheDocument();
    await fill({ old: 'Old12345', next: 'Abcdefghi', repeat: 'Abcdefghi', code: '1234' });
    expect(await screen.findByText('新密码必须包含数字')).toBeInTheDocument();
    expect(screen.getByTestId('password-policy-hint')).toHaveTextContent(
      '长度 8-16 位，须包含数字、小写字母、大写字母',
    );
  });

  it('only checks the 6-16 length when the strength limit is off', async () => {
    useSession
      .getState()
      .setCurrent(currentUserFixture({ sysConfigInfo: { ...strictPolicy, passwordStrengthLimit: 0 } }));
    stubFetch({});
    renderWithApp(<ChangePasswordForm />);
    await fill({ old: 'Old12345', next: 'abc', repeat: 'abc', code: '1234' });
    expect(await screen.findByText('新密码长度不能小于6位')).toBeInTheDocument();
    await fill({ old: 'Old12345', next: 'abcdefg', repeat: 'abcdefg', code: '1234' });
    await waitFor(() => expect(screen.queryByText(/新密码长度不能小于/)).not.toBeInTheDocument());
    expect(screen.queryByText(/新密码必须包含/)).not.toBeInTheDocument();
  });

  it('says when the two passwords differ', async () => {
    stubFetch({});
    renderWithApp(<ChangePasswordForm />);
    await fill({ old: 'Old12345', next: 'Abcdefg12', repeat: 'Abcdefg13', code: '1234' });
    expect(await screen.findByText('两次密码输入不一致')).toBeInTheDocument();
  });

  it('sends md5 digests with the captcha and shows the server msg', async () => {
    const onSuccess = vi.fn();
    const { calls } = stubFetch({
      'POST /api/permission/Users/Current/Actions/ModifyPassword': envelope(null, '修改成功，请牢记新密码'),
    });
    renderWithApp(<ChangePasswordForm onSuccess={onSuccess} />);
    const captchaKey = screen
      .getByTestId('change-password-captcha-image')
      .getAttribute('src')
      ?.split('/')
      .pop();
    await fill({ old: 'Old12345', next: 'Abcdefg12', repeat: 'Abcdefg12', code: ' x7k2 ' });
    expect(await screen.findByText('修改成功，请牢记新密码')).toBeInTheDocument();
    const call = calls.find((c) => c.path.endsWith('/Actions/ModifyPassword'));
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      oldPassword: md5('Old12345'),
      password: md5('Abcdefg12'),
      validatePassword: md5('Abcdefg12'),
      code: 'x7k2',
      timestamp: captchaKey,
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('keeps its input ids apart from a second copy (profile tab and forced-change dialog at once)', () => {
    stubFetch({});
    renderWithApp(
      <>
        <ChangePasswordForm />
        <ChangePasswordForm testIdPrefix="force-password" />
      </>,
    );
    const ids = [...document.querySelectorAll('input')].map((el) => el.id);
    expect(ids).toHaveLength(8);
    expect(new Set(ids).size).toBe(8);
    // Each label still names its own input.
    const forced = screen.getByTestId('force-password-old');
    expect(document.querySelector(`label[for="${forced.id}"]`)).not.toBeNull();
  });
});
