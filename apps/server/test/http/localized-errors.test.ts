import type { Language } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import {
  captchaKey,
  loginToken,
  md5,
  postLogin,
  resetConfig,
  setConfig,
  setPassword,
  solveCaptcha,
} from '../oauth/oauth-helpers.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * Failures a user meets on the login screen and on session expiry, answered in the language the web
 * sends as Accept-Language. The strings are written out, so a missing or untranslated catalogue entry
 * fails here rather than showing Chinese to an English user.
 */
const t = useTestApp({ resetConfigAfterEach: true });
let kickedToken: string;
const PASSWORD = 'Right#2026';
const LOCK_CONFIG = { passwordErrorsNumber: 2, lockType: 2, lockTime: 10 } as const;

beforeAll(async () => {
  for (const account of ['zhangsan', 'lisi']) await setPassword(t, account, PASSWORD);
  await setConfig(t, { singleLogin: 1 });
  kickedToken = await loginToken(t, 'zhangsan', PASSWORD);
  await loginToken(t, 'zhangsan', PASSWORD);
  await setConfig(t, LOCK_CONFIG);
  for (let i = 0; i < LOCK_CONFIG.passwordErrorsNumber; i++) {
    await postLogin(t, { account: 'lisi', password: md5('Wrong#2026') });
  }
  await resetConfig(t);
});

type Call = Awaited<ReturnType<TestApp['call']>>;

interface Case {
  name: string;
  status: number;
  code: number;
  messages: Record<Language, string>;
  act(lang: Language): Promise<Call>;
}

const me = (lang: Language, token?: string) =>
  t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token, headers: { 'accept-language': lang } });

/** Logs in as admin with the login captcha on; `code` is what the user typed for the picture. */
async function captchaLogin(lang: Language, options: { isWrong: boolean; delayMs: number }): Promise<Call> {
  await setConfig(t, { enableVerificationCode: 1 });
  const key = captchaKey();
  const answer = await solveCaptcha(t, key);
  t.clock.advance(options.delayMs);
  const code = options.isWrong ? `${answer}x` : answer;
  return postLogin(t, { account: 'admin', password: md5('whatever'), code, timestamp: key }, { lang });
}

// Ordered: the expired-captcha case moves the clock, so it comes after the lockout case.
const CASES: Case[] = [
  {
    name: '600 login expired (no token)',
    status: 401,
    code: 600,
    messages: {
      'zh-CN': '登录过期,请重新登录',
      'zh-TW': '登錄過期,請重新登錄',
      'en-US': 'Your session has expired, please log in again',
    },
    act: (lang) => me(lang),
  },
  {
    name: '602 invalid token',
    status: 401,
    code: 602,
    messages: { 'zh-CN': 'Token验证失败', 'zh-TW': 'Token驗證失敗', 'en-US': 'Invalid token' },
    act: (lang) => me(lang, 'Bearer not-a-token'),
  },
  {
    name: '601 kicked out by a login elsewhere',
    status: 401,
    code: 601,
    messages: {
      'zh-CN': '您的账号在其他地方登录，已被强制下线',
      'zh-TW': '您的帳號在其他地方登錄，已被強制下線',
      'en-US': 'You have been signed out because your account logged in elsewhere',
    },
    act: (lang) => me(lang, kickedToken),
  },
  {
    name: 'locked account (even with the right password)',
    status: 400,
    code: 400,
    messages: {
      'zh-CN': '账号已被锁定，请10分钟后再试',
      'zh-TW': '帳號已被鎖定，請10分鐘後再試',
      'en-US': 'The account is locked, please try again in 10 minutes',
    },
    act: async (lang) => {
      await setConfig(t, LOCK_CONFIG);
      return postLogin(t, { account: 'lisi', password: md5(PASSWORD) }, { lang });
    },
  },
  {
    name: 'unknown body field',
    status: 400,
    code: 400,
    messages: {
      'zh-CN': '不允许的字段：isAdmin',
      'zh-TW': '不允許的欄位：isAdmin',
      'en-US': 'Field not allowed: isAdmin',
    },
    act: (lang) => postLogin(t, { account: 'admin', password: md5('x'), isAdmin: '1' }, { lang }),
  },
  {
    name: 'oversized body',
    status: 413,
    code: 400,
    messages: { 'zh-CN': '请求内容过大', 'zh-TW': '請求內容過大', 'en-US': 'Request body is too large' },
    act: (lang) => postLogin(t, { account: 'a'.repeat(1_100_000), password: md5('x') }, { lang }),
  },
  {
    name: 'wrong captcha',
    status: 400,
    code: 400,
    messages: {
      'zh-CN': '验证码错误，请重新输入',
      'zh-TW': '驗證碼錯誤，請重新輸入',
      'en-US': 'The captcha is incorrect',
    },
    act: (lang) => captchaLogin(lang, { isWrong: true, delayMs: 0 }),
  },
  {
    name: 'expired captcha (after 5 minutes)',
    status: 400,
    code: 400,
    messages: {
      'zh-CN': '验证码已过期，请刷新后重试',
      'zh-TW': '驗證碼已過期，請刷新後重試',
      'en-US': 'The captcha has expired, please refresh it',
    },
    act: (lang) => captchaLogin(lang, { isWrong: false, delayMs: 5 * 60_000 + 1000 }),
  },
];

describe('error messages in the caller language (Accept-Language)', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      for (const lang of ['zh-CN', 'zh-TW', 'en-US'] as const) {
        const res = await c.act(lang);
        expect({ lang, status: res.status, body: res.body }).toEqual({
          lang,
          status: c.status,
          body: { code: c.code, msg: c.messages[lang], data: null },
        });
      }
    });
  }
});
