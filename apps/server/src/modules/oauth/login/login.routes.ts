import { oauthEndpoints } from '@platform/contracts';
import {
  ok,
  publicAccess,
  type RouteAccess,
  route,
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
export const loginRoutes = [
  route(oauthEndpoints.login, {
    access: publicAccess,
    handler: async ({ app, body, request }) =>
      ok(await login(app, body, clientInfoOf(request)), 'login.success'),
  }),
  route(oauthEndpoints.loginConfig, {
    access: publicAccess,
    handler: async ({ app }) => {
      const config = await getSysConfig(app);
      return {
        enableVerificationCode: config.enableVerificationCode,
        verificationCodeNumber: config.verificationCodeNumber,
      };
    },
  }),
  route(oauthEndpoints.sendSmsCode, {
    access: publicAccess,
    handler: async ({ app, body, request }) =>
      ok(await sendLoginSmsCode(app, body.mobile, clientInfoOf(request)), 'sms.sent'),
  }),
  route(oauthEndpoints.logout, {
    access: signedInWhileLocked,
    handler: async ({ app, user, request }) => {
      await logout(app, user, clientInfoOf(request));
      return ok(null, 'logout.success');
    },
  }),
  route(oauthEndpoints.lockScreen, {
    access: signedInWhileLocked,
    handler: async ({ app, user, request }) => {
      await lockScreen(app, user, clientInfoOf(request));
      return ok(null, 'lock.locked');
    },
  }),
  route(oauthEndpoints.unlockScreen, {
    access: signedInWhileLocked,
    handler: async ({ app, user, body, request }) => {
      await unlockScreen(app, user, body, clientInfoOf(request));
      return ok(null, 'lock.unlocked');
    },
  }),
  route(oauthEndpoints.passwordStatus, {
    access: signedInBeforePasswordChange,
    handler: ({ app, user, lang }) => getPasswordStatus(app, user, lang),
  }),
  route(oauthEndpoints.passwordPolicy, {
    access: publicAccess,
    handler: ({ app }) => getPasswordPolicy(app),
  }),
];
