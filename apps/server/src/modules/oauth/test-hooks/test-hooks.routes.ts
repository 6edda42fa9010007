import { captchaKeySchema, MOBILE_PATTERN } from '@platform/contracts';
import { z } from 'zod';
import { notFound } from '../../../http/app-error.ts';
import { defineRoute, publicAccess } from '../../../http/route.ts';
import { peekCaptchaCode } from '../captcha/captcha.service.ts';
import { lastSmsCodeForTests } from './test-hook-store.ts';

/**
 * Registered only when TEST_HOOKS=1 (config.ts refuses that in production): tests and e2e read the
 * captcha and SMS codes a user would read from the picture or the phone.
 */
export const testHookRoutes = [
  defineRoute({
    method: 'GET',
    path: '/oauth/TestHooks/Captcha/:random',
    access: publicAccess,
    summary: 'TEST ONLY: the code of a captcha',
    tags: ['test-hooks'],
    schema: { params: z.object({ random: captchaKeySchema }), response: z.object({ code: z.string() }) },
    handler: async ({ app, params }) => {
      const code = await peekCaptchaCode(app, params.random);
      if (!code) throw notFound();
      return { code };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth/TestHooks/Sms/:mobile',
    access: publicAccess,
    summary: 'TEST ONLY: the last SMS code sent to a number',
    tags: ['test-hooks'],
    schema: {
      params: z.object({ mobile: z.string().regex(MOBILE_PATTERN) }),
      response: z.object({ code: z.string() }),
    },
    handler: ({ app, params }) => {
      const code = lastSmsCodeForTests(app, params.mobile);
      if (!code) throw notFound();
      return { code };
    },
  }),
];
