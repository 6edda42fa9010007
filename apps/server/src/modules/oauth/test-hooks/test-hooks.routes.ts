import { testHookEndpoints } from '@platform/contracts';
import { notFound } from '../../../http/app-error.ts';
import { publicAccess, route } from '../../../http/route.ts';
import { peekCaptchaCode } from '../captcha/captcha.service.ts';
import { smsDeliveriesSettled } from '../sms/sms-code.service.ts';
import { lastSmsCodeForTests } from './test-hook-store.ts';

/**
 * Registered only when TEST_HOOKS=1 (config.ts refuses that in production): tests and e2e read the
 * captcha and SMS codes a user would read from the picture or the phone.
 */
export const testHookRoutes = [
  route(testHookEndpoints.captchaCode, {
    access: publicAccess,
    handler: async ({ app, params }) => {
      const code = await peekCaptchaCode(app, params.random);
      if (!code) throw notFound();
      return { code };
    },
  }),
  route(testHookEndpoints.smsCode, {
    access: publicAccess,
    handler: async ({ app, params }) => {
      // A code is sent after its request has been answered: the one that request started counts.
      await smsDeliveriesSettled(app);
      const code = lastSmsCodeForTests(app, params.mobile);
      if (!code) throw notFound();
      return { code };
    },
  }),
];
