import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('phone + SMS code login', { timeout: 15_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a malformed mobile before asking for a code', async () => {
    const { calls } = stubFetch({});
    renderWithApp(<SmsLoginForm onSuccess={vi.fn()} />);
    type('login-mobile', '12345');
    await userEvent.setup().click(screen.getByTestId('login-sms-send'));
    expect(await screen.findByText('请正确输入您的手机号')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the code, counts down, then logs in with grant_type=sms (sub-account accepted)', async () => {
    const onSuccess = vi.fn();
    const { calls } = stubFetch({
      'POST /api/oauth/SmsCode': envelope({ expiresIn: 300, resendAfter: 60 }, '验证码已发送'),
      'POST /api/oauth/Login': envelope({ token: 'Bearer sms', theme: 'classic' }),
    });
    renderWithApp(<SmsLoginForm onSuccess={onSuccess} />);
    const user = userEvent.setup();
    type('login-mobile', '13800000004@sunqi');
    await user.click(screen.getByTestId('login-sms-send'));
    await waitFor(() => expect(screen.getByTestId('login-sms-send')).toBeDisabled());
    expect(screen.getByTestId('login-sms-send')).toHaveTextContent(/^(60|59)秒后重新获取$/);
    expect(JSON.parse(calls.find((c) => c.path === '/api/oauth/SmsCode')?.body ?? '{}')).toEqual({
      mobile: '13800000004@sunqi',
    });

    type('login-sms-code', '123456');
    await user.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ token: 'Bearer sms', theme: 'classic' }));
    const form = new URLSearchParams(calls.find((c) => c.path === '/api/oauth/Login')?.body);
    expect(form.get('grant_type')).toBe('sms');
    expect(form.get('account')).toBe('13800000004@sunqi');
    expect(form.get('smsCode')).toBe('123456');
  });
});
