import { endpoint } from './endpoint.ts';
import { idParamsSchema } from './envelope.ts';
import {
  captchaOfLengthParamsSchema,
  captchaParamsSchema,
  loginBodySchema,
  loginConfigParamsSchema,
  loginConfigResponseSchema,
  loginResponseSchema,
  modifyPasswordBodySchema,
  mySessionListSchema,
  passwordStatusSchema,
  scanPollBodySchema,
  scanPollResponseSchema,
  scanTicketInfoSchema,
  scanTicketParamsSchema,
  scanTicketResponseSchema,
  smsCodeBodySchema,
  smsCodeResponseSchema,
  testHookCodeSchema,
  testHookSmsParamsSchema,
  unlockBodySchema,
} from './oauth.ts';
import { passwordPolicySchema } from './sys-config.ts';

/** Login, logout, lock screen and the password status. */
export const oauthEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/oauth/Login',
    summary: 'Log in (form-urlencoded): password, SMS code (grant_type=sms) or scan ticket (jnpf_ticket)',
    bodyEncoding: 'form',
    schemas: { body: loginBodySchema, response: loginResponseSchema },
  }),
  loginConfig: endpoint({
    method: 'GET',
    path: '/oauth/getConfig/{account}',
    summary: 'Whether the login form needs a captcha, and its length',
    schemas: { params: loginConfigParamsSchema, response: loginConfigResponseSchema },
  }),
  sendSmsCode: endpoint({
    method: 'POST',
    path: '/oauth/SmsCode',
    summary: 'Send a login code by SMS to a mobile (or mobile@account)',
    schemas: { body: smsCodeBodySchema, response: smsCodeResponseSchema },
  }),
  logout: endpoint({
    method: 'GET',
    path: '/oauth/Logout',
    summary: 'Log out: ends this session',
    schemas: {},
  }),
  lockScreen: endpoint({
    method: 'POST',
    path: '/oauth/LockScreen/Lock',
    summary: 'Lock the screen: the session answers only unlock, lock and logout until unlocked',
    schemas: {},
  }),
  unlockScreen: endpoint({
    method: 'POST',
    path: '/oauth/LockScreen',
    summary: 'Unlock the screen with account and md5 password',
    schemas: { body: unlockBodySchema },
  }),
  passwordStatus: endpoint({
    method: 'POST',
    path: '/oauth/updatePasswordMessage',
    summary: 'Whether the password must be changed now (initial, expired) or soon (expiring)',
    schemas: { response: passwordStatusSchema },
  }),
  passwordPolicy: endpoint({
    method: 'GET',
    path: '/oauth/PasswordPolicy',
    summary: 'The password policy of the system config (for the change and reset dialogs)',
    schemas: { response: passwordPolicySchema },
  }),
};

/** Captcha pictures (SVG, one use, 5 minutes): the web shows them as an image source. */
export const captchaEndpoints = {
  image: endpoint({
    method: 'GET',
    path: '/file/ImageCode/{random}',
    summary: 'Captcha image (SVG) for a client random key; one use, 5 minutes',
    isRaw: true,
    schemas: { params: captchaParamsSchema },
  }),
  imageOfLength: endpoint({
    method: 'GET',
    path: '/file/ImageCode/{len}/{timestamp}',
    summary: 'Captcha image (SVG) of a given length (3-6) keyed by the timestamp',
    isRaw: true,
    schemas: { params: captchaOfLengthParamsSchema },
  }),
  loginImage: endpoint({
    method: 'GET',
    path: '/oauth/ImageCode/{len}/{timestamp}',
    summary:
      'Login captcha image (SVG) of a given length (3-6), the original login form’s path; keyed by the timestamp',
    isRaw: true,
    schemas: { params: captchaOfLengthParamsSchema },
  }),
};

/** Scan login: the login page shows a QR, a signed-in device opens it and confirms. */
export const scanLoginEndpoints = {
  createTicket: endpoint({
    method: 'POST',
    path: '/oauth/ScanLogin/Ticket',
    summary: 'Scan login: new ticket for the QR shown on the login page',
    schemas: { response: scanTicketResponseSchema },
  }),
  poll: endpoint({
    method: 'POST',
    path: '/oauth/ScanLogin/Poll',
    summary: 'Scan login: ticket state for the login page; returns the token once after confirmation',
    schemas: { body: scanPollBodySchema, response: scanPollResponseSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/oauth/ScanLogin/{ticket}',
    summary: 'Scan login: the signed-in device opened the QR link (marks the ticket scanned)',
    schemas: { params: scanTicketParamsSchema, response: scanTicketInfoSchema },
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/oauth/ScanLogin/{ticket}/Confirm',
    summary: 'Scan login: confirm signing in the login page as me',
    schemas: { params: scanTicketParamsSchema },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/oauth/ScanLogin/{ticket}/Cancel',
    summary: 'Scan login: refuse the sign-in',
    schemas: { params: scanTicketParamsSchema },
  }),
};

const CURRENT = '/permission/Users/Current';

/** The signed-in user's own password and sessions (profile page). */
export const accountSecurityEndpoints = {
  modifyPassword: endpoint({
    method: 'POST',
    path: `${CURRENT}/Actions/ModifyPassword`,
    summary: 'Change my password (md5 hashes, captcha always required); ends my other sessions',
    schemas: { body: modifyPasswordBodySchema },
  }),
  listSessions: endpoint({
    method: 'GET',
    path: `${CURRENT}/Sessions`,
    summary: 'My active sessions (device, IP, last seen)',
    schemas: { response: mySessionListSchema },
  }),
  removeSession: endpoint({
    method: 'DELETE',
    path: `${CURRENT}/Sessions/{id}`,
    summary: 'Sign out one of my sessions',
    schemas: { params: idParamsSchema },
  }),
};

/**
 * Served only when TEST_HOOKS=1 (config.ts refuses that in production): tests and e2e read the
 * captcha and SMS codes a user would read from the picture or the phone.
 */
export const testHookEndpoints = {
  captchaCode: endpoint({
    method: 'GET',
    path: '/oauth/TestHooks/Captcha/{random}',
    summary: 'TEST ONLY: the code of a captcha',
    schemas: { params: captchaParamsSchema, response: testHookCodeSchema },
  }),
  smsCode: endpoint({
    method: 'GET',
    path: '/oauth/TestHooks/Sms/{mobile}',
    summary: 'TEST ONLY: the last SMS code sent to a number',
    schemas: { params: testHookSmsParamsSchema, response: testHookCodeSchema },
  }),
};
