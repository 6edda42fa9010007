import {
  loginBodySchema,
  loginConfigResponseSchema,
  loginResponseSchema,
  passwordPolicySchema,
  passwordStatusSchema,
  smsCodeBodySchema,
  smsCodeResponseSchema,
  unlockBodySchema,
} from '@platform/contracts';
import { z } from 'zod';
import {
  defineRoute,
  ok,
  publicAccess,
  type RouteAccess,
  signedInBeforePasswordChange,
} from '../../../http/route.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { lockScreen, unlockScreen } from '../lock/lock-screen.service.ts';
import { getPasswordPolicy, getPasswordStatus } from '../password/password.service.ts';
import { logout } from '../sessions/my-sessions.service.ts';
import { sendLoginSmsCode } from '../sms/sms-code.service.ts';
import { login } from './login.service.ts';
import { clientInfoOf } from './login-audit.ts';

/**
 * Lock screen, unlock and logout still work on a locked session (everything else answers 401), and
 * before the initial password is changed (the forced dialog offers logout; the screen may lock).
 */
const signedInWhileLocked: RouteAccess = {
  kind: 'authenticated',
  allowWhileLocked: true,
  allowBeforePasswordChange: true,
};
const TAGS = ['oauth'];

export const loginRoutes = [
  defineRoute({
    method: 'POST',
    path: '/oauth/Login',
    access: publicAccess,
    summary: 'Log in (form-urlencoded): password, SMS code (grant_type=sms) or scan ticket (jnpf_ticket)',
    tags: TAGS,
    schema: { body: loginBodySchema, response: loginResponseSchema },
    handler: async ({ app, body, request }) =>
      ok(await login(app, body, clientInfoOf(request)), 'login.success'),
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth/getConfig/:account',
    access: publicAccess,
    summary: 'Whether the login form needs a captcha, and its length',
    tags: TAGS,
    schema: { params: z.object({ account: z.string().max(100) }), response: loginConfigResponseSchema },
    handler: async ({ app }) => {
      const config = await getSysConfig(app);
      return {
        enableVerificationCode: config.enableVerificationCode,
        verificationCodeNumber: config.verificationCodeNumber,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/oauth/SmsCode',
    access: publicAccess,
    summary: 'Send a login code by SMS to a mobile (or mobile@account)',
    tags: TAGS,
    schema: { body: smsCodeBodySchema, response: smsCodeResponseSchema },
    handler: async ({ app, body, request }) =>
      ok(await sendLoginSmsCode(app, body.mobile, clientInfoOf(request)), 'sms.sent'),
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth/Logout',
    access: signedInWhileLocked,
    summary: 'Log out: ends this session',
    tags: TAGS,
    schema: {},
    handler: async ({ app, user, request }) => {
      await logout(app, user, clientInfoOf(request));
      return ok(null, 'logout.success');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/oauth/LockScreen/Lock',
    access: signedInWhileLocked,
    summary: 'Lock the screen: the session answers only unlock, lock and logout until unlocked',
    tags: TAGS,
    schema: {},
    handler: async ({ app, user, request }) => {
      await lockScreen(app, user, clientInfoOf(request));
      return ok(null, 'lock.locked');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/oauth/LockScreen',
    access: signedInWhileLocked,
    summary: 'Unlock the screen with account and md5 password',
    tags: TAGS,
    schema: { body: unlockBodySchema },
    handler: async ({ app, user, body, request }) => {
      await unlockScreen(app, user, body, clientInfoOf(request));
      return ok(null, 'lock.unlocked');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/oauth/updatePasswordMessage',
    access: signedInBeforePasswordChange,
    summary: 'Whether the password must be changed now (initial, expired) or soon (expiring)',
    tags: TAGS,
    schema: { response: passwordStatusSchema },
    handler: ({ app, user, lang }) => getPasswordStatus(app, user, lang),
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth/PasswordPolicy',
    access: publicAccess,
    summary: 'The password policy of the system config (for the change and reset dialogs)',
    tags: TAGS,
    schema: { response: passwordPolicySchema },
    handler: ({ app }) => getPasswordPolicy(app),
  }),
];
