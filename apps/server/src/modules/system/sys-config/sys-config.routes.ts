import { ButtonCode, MenuCode, sysConfigEndpoints } from '@platform/contracts';
import { ok, publicAccess, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { listSysAdmins, setSysAdmins } from './sys-admins.service.ts';
import { getSysConfig } from './sys-config.service.ts';
import { testSysConfigEmail } from './sys-config-mail.service.ts';
import {
  getLoginBranding,
  getSysConfigForScreen,
  saveSysConfigWithinGrants,
} from './sys-config-screen.service.ts';
import { testDingTalkConnection, testWeComConnection } from './sys-config-third.service.ts';

const MENU = MenuCode.sysConfig;

/** The configuration is one record: the log keeps it as the screen reads it, secrets masked. */
const configAudit: RouteAudit = {
  module: 'sys_config',
  recordId: () => 'sysConfig',
  load: (app) => getSysConfigForScreen(app),
};
const adminsAudit: RouteAudit = {
  module: 'sys_admins',
  recordId: () => 'adminList',
  load: async (app) => ({ list: await listSysAdmins(app) }),
};

/* /api/system/SysConfig (系统配置) and the login page's branding. */
export const sysConfigRoutes = [
  route(sysConfigEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app }) => getSysConfigForScreen(app),
  }),
  route(sysConfigEndpoints.update, {
    audit: configAudit,
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, body, request }) => {
      await saveSysConfigWithinGrants(app, user, body, request.ip);
      return ok(null, 'sysConfig.saved');
    },
  }),
  route(sysConfigEndpoints.testEmail, {
    access: requiresPermission(MENU, ButtonCode.edit),
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ app, body }) => {
      await testSysConfigEmail(app, body);
      return ok(null, 'sysConfig.emailOk');
    },
  }),
  route(sysConfigEndpoints.testWeCom, {
    access: requiresPermission(MENU, ButtonCode.edit),
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ app, params, body }) => {
      await testWeComConnection(app, params.type, body);
      return ok(null, 'sysConfig.thirdOk');
    },
  }),
  route(sysConfigEndpoints.testDingTalk, {
    access: requiresPermission(MENU, ButtonCode.edit),
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ app, body }) => {
      await testDingTalkConnection(app, body);
      return ok(null, 'sysConfig.thirdOk');
    },
  }),
  route(sysConfigEndpoints.adminList, {
    access: requiresPermission(MENU),
    handler: ({ app }) => listSysAdmins(app),
  }),
  route(sysConfigEndpoints.setAdminList, {
    audit: adminsAudit,
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, body }) => {
      await setSysAdmins(app, user, body);
      return ok(null, 'sysConfig.adminsSaved');
    },
  }),
  // The user dialogs name it: whoever manages users reads it, without the settings menu.
  route(sysConfigEndpoints.initialPassword, {
    access: requiresPermission(MenuCode.permissionUser),
    handler: async ({ app }) => ({
      newUserDefaultPassword: (await getSysConfig(app)).newUserDefaultPassword,
    }),
  }),
  route(sysConfigEndpoints.loginBranding, {
    access: publicAccess,
    handler: ({ app, lang }) => getLoginBranding(app, lang),
  }),
];
