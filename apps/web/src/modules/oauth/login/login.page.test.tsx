import { createHash } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { useSettings } from '../../../platform/stores/settings-store.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import LoginPage from './login.page.tsx';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

function renderLogin(route = '/login?redirect=%2Fprofile%3Ftab%3Dlog') {
  return renderWithApp(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/profile" element={<div>profile page</div>} />
      <Route path="/home" element={<div>home page</div>} />
    </Routes>,
    { route },
  );
}

/** One change event per field: key-by-key typing is slow in happy-dom and the form reads the value only. */
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

const noCaptcha = envelope({ enableVerificationCode: 0, verificationCodeNumber: 4 });

describe('login page, account + password', { timeout: 15_000 }, () => {
  beforeEach(() => {
    useSession.getState().reset();
    useSettings.getState().reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the trimmed account and md5 password form-urlencoded, stores the token and follows redirect', async () => {
    const { calls } = stubFetch({
      'GET /api/oauth/getConfig/*': noCaptcha,
      'POST /api/oauth/Login': envelope({ token: 'Bearer abc.def', theme: 'functional' }, '登录成功'),
    });
    renderLogin();
    const user = userEvent.setup();
    type('login-account', '  admin  ');
    type('login-password', 'Admin@12345');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByText('profile page')).toBeInTheDocument();
    const login = calls.find((c) => c.path === '/api/oauth/Login');
    expect(login?.method).toBe('POST');
    expect(login?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(login?.body);
    expect(form.get('account')).toBe('admin');
    expect(form.get('password')).toBe(md5('Admin@12345'));
    expect(form.get('grant_type')).toBe('password');
    expect(form.get('origin')).toBe('password');
    expect(login?.body).not.toContain('Admin%4012345');
    expect(useSession.getState().token).toBe('Bearer abc.def');
    expect(useSettings.getState().layoutType).toBe('functional');
  });

  it('ignores a redirect to another origin and goes home', async () => {
    stubFetch({
      'GET /api/oauth/getConfig/*': noCaptcha,
      'POST /api/oauth/Login': envelope({ token: 'Bearer t', theme: 'classic' }),
    });
    renderLogin('/login?redirect=%2F%2Fevil.example%2Fx');
    const user = userEvent.setup();
    type('login-account', 'admin');
    type('login-password', 'secret1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('keeps the user on the page without a token when the server refuses', async () => {
    stubFetch({
      'GET /api/oauth/getConfig/*': noCaptcha,
      'POST /api/oauth/Login': envelope(null, '账号或密码错误', 400),
    });
    renderLogin();
    const user = userEvent.setup();
    type('login-account', 'admin');
    type('login-password', 'wrong-pass');
    await user.click(screen.getByTestId('login-submit'));
    // Shown once, by the request helper.
    expect(await screen.findAllByText('账号或密码错误')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
  });

  it('shows the captcha when getConfig says so and sends code + timestamp', async () => {
    const { calls } = stubFetch({
      'GET /api/oauth/getConfig/*': envelope({ enableVerificationCode: 1, verificationCodeNumber: 4 }),
      'POST /api/oauth/Login': envelope({ token: 'Bearer t', theme: 'classic' }),
    });
    renderLogin();
    expect(screen.queryByTestId('login-captcha')).not.toBeInTheDocument();
    const user = userEvent.setup();
    type('login-account', 'admin');
    fireEvent.blur(screen.getByTestId('login-account'));

    const image = await screen.findByTestId('login-captcha-image');
    expect(calls.some((c) => c.path === '/api/oauth/getConfig/admin')).toBe(true);
    const firstSrc = image.getAttribute('src') ?? '';
    expect(firstSrc).toMatch(/^\/cloud-api\/api\/file\/ImageCode\/[A-Za-z0-9_-]+$/);
    await user.click(image);
    await waitFor(() =>
      expect(screen.getByTestId('login-captcha-image').getAttribute('src')).not.toBe(firstSrc),
    );

    type('login-password', 'secret1');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('请输入验证码')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/oauth/Login')).toBe(false);

    type('login-captcha', 'ab12');
    const shownKey = screen.getByTestId('login-captcha-image').getAttribute('src')?.split('/').pop();
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    const form = new URLSearchParams(calls.find((c) => c.path === '/api/oauth/Login')?.body);
    expect(form.get('code')).toBe('ab12');
    // The key of the picture the user read the code from.
    expect(form.get('timestamp')).toBe(shownKey);
  });
});
