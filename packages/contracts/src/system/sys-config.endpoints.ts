import { endpoint } from '../endpoint.ts';
import {
  initialPasswordSchema,
  loginBrandingSchema,
  setSysAdminListBodySchema,
  sysAdminListSchema,
  sysConfigInfoWireSchema,
  testDingTalkBodySchema,
  testEmailBodySchema,
  testWeComBodySchema,
  testWeComParamsSchema,
  updateSysConfigBodySchema,
} from './sys-config-wire.ts';

const BASE = '/system/SysConfig';

/** 系统配置: the settings screen's tabs, the super administrators, and the login page's branding. */
export const sysConfigEndpoints = {
  get: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'The system configuration (secrets masked)',
    schemas: { response: sysConfigInfoWireSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: BASE,
    summary: 'Save some or all configuration keys',
    schemas: { body: updateSysConfigBodySchema },
  }),
  testEmail: endpoint({
    method: 'POST',
    path: `${BASE}/Email/Test`,
    summary: 'Connect and sign in to the SMTP server with the given mail settings',
    schemas: { body: testEmailBodySchema },
  }),
  testWeCom: endpoint({
    method: 'POST',
    path: `${BASE}/{type}/testQyWebChatConnect`,
    summary: 'Ask WeCom for an access token with the corp ID and the application (0) or sync (1) secret',
    schemas: { params: testWeComParamsSchema, body: testWeComBodySchema },
  }),
  testDingTalk: endpoint({
    method: 'POST',
    path: `${BASE}/testDingTalkConnect`,
    summary: 'Ask DingTalk for an access token with the app key and secret',
    schemas: { body: testDingTalkBodySchema },
  }),
  adminList: endpoint({
    method: 'GET',
    path: `${BASE}/getAdminList`,
    summary: 'The super administrators',
    schemas: { response: sysAdminListSchema },
  }),
  setAdminList: endpoint({
    method: 'PUT',
    path: `${BASE}/setAdminList`,
    summary: 'Replace the super administrators (adminIds)',
    schemas: { body: setSysAdminListBodySchema },
  }),
  initialPassword: endpoint({
    method: 'GET',
    path: `${BASE}/InitialPassword`,
    summary: 'The initial password of new and reset accounts (for the user dialogs)',
    schemas: { response: initialPasswordSchema },
  }),
  loginBranding: endpoint({
    method: 'GET',
    path: '/oauth/getLoginConfig',
    summary: 'Public: the login page’s system name, logos and copyright; single sign-on (off)',
    schemas: { response: loginBrandingSchema },
  }),
};
