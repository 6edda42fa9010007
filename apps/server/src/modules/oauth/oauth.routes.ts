import type { RouteDefinition } from '../../http/route.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { currentUserInfoRoutes } from './current-user/current-user.routes.ts';
import { loginRoutes } from './login/login.routes.ts';
import { scanLoginRoutes } from './scan/scan-login.routes.ts';
import { accountSecurityRoutes } from './sessions/account-security.routes.ts';
import { testHookRoutes } from './test-hooks/test-hooks.routes.ts';

/** Login, captcha, scan login, CurrentUser, lock screen, password change and the user's sessions. */
export const oauthRoutes: RouteDefinition[] = [
  ...loginRoutes,
  ...captchaRoutes,
  ...scanLoginRoutes,
  ...currentUserInfoRoutes,
  ...accountSecurityRoutes,
];

/** Only in the route table when config.hasTestHooks (see modules/index.ts routeTable). */
export const oauthTestHookRoutes: RouteDefinition[] = [...testHookRoutes];
