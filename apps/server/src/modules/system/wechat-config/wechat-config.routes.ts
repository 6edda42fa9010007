import { ButtonCode, MenuCode, weChatConfigEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { listThirdSyncTotals, syncOrganizations, syncUsers } from '../third-sync/third-sync.service.ts';
import {
  getWeChatMpConfig,
  getWeChatQyhConfig,
  saveWeChatConfig,
  testWeChatMpConnection,
  testWeChatQyhConnection,
} from './wechat-config.service.ts';

const MP = MenuCode.wechatMp;
const QYH = MenuCode.wechatQy;
const TEST_RATE = { max: 10, timeWindow: '1 minute' };
/** 企业号配置's execute button runs the WeCom directory sync of 系统配置 (same switches, same records). */
const SYNC = requiresPermission(QYH, ButtonCode.execute);

/** The WeChat settings are keys of the system configuration: logged as the screen reads them, secrets masked. */
const mpAudit: RouteAudit = {
  module: 'sys_config',
  recordId: () => 'weChatMp',
  load: (app) => getWeChatMpConfig(app),
};
/** A WeCom directory sync: the sync totals (records, synced, failed) before and after it. */
const syncAudit = (action: string): RouteAudit => ({
  module: 'third_sync',
  action,
  recordId: () => 'wecom',
  load: (app) => listThirdSyncTotals(app, '1'),
});
const qyhAudit: RouteAudit = {
  module: 'sys_config',
  recordId: () => 'weChatQyh',
  load: (app) => getWeChatQyhConfig(app),
};

/* /api/WeChat (微信配置): 公众号配置 and 企业号配置, each behind its own menu and buttons. */
export const weChatConfigRoutes = [
  route(weChatConfigEndpoints.getMp, {
    access: requiresPermission(MP),
    handler: ({ app }) => getWeChatMpConfig(app),
  }),
  route(weChatConfigEndpoints.updateMp, {
    audit: mpAudit,
    access: requiresPermission(MP, ButtonCode.edit),
    handler: async ({ app, body, request }) => {
      await saveWeChatConfig(app, body, request.ip);
      return ok(null, 'sysConfig.saved');
    },
  }),
  route(weChatConfigEndpoints.testMp, {
    access: requiresPermission(MP, ButtonCode.test),
    rateLimit: TEST_RATE,
    handler: async ({ app, body }) => {
      await testWeChatMpConnection(app, body);
      return ok(null, 'sysConfig.thirdOk');
    },
  }),
  route(weChatConfigEndpoints.getQyh, {
    access: requiresPermission(QYH),
    handler: ({ app }) => getWeChatQyhConfig(app),
  }),
  route(weChatConfigEndpoints.updateQyh, {
    audit: qyhAudit,
    access: requiresPermission(QYH, ButtonCode.edit),
    handler: async ({ app, body, request }) => {
      await saveWeChatConfig(app, body, request.ip);
      return ok(null, 'sysConfig.saved');
    },
  }),
  route(weChatConfigEndpoints.testQyh, {
    access: requiresPermission(QYH, ButtonCode.test),
    rateLimit: TEST_RATE,
    handler: async ({ app, body }) => {
      await testWeChatQyhConnection(app, body);
      return ok(null, 'sysConfig.thirdOk');
    },
  }),
  route(weChatConfigEndpoints.qyhSyncTotals, {
    access: requiresPermission(QYH),
    handler: ({ app }) => listThirdSyncTotals(app, '1'),
  }),
  route(weChatConfigEndpoints.qyhSyncOrganizations, {
    audit: syncAudit('syncOrganizations'),
    access: SYNC,
    rateLimit: TEST_RATE,
    handler: async ({ app }) => ok(await syncOrganizations(app, '1'), 'thirdSync.done'),
  }),
  route(weChatConfigEndpoints.qyhSyncUsers, {
    audit: syncAudit('syncUsers'),
    access: SYNC,
    rateLimit: TEST_RATE,
    handler: async ({ app }) => ok(await syncUsers(app, '1'), 'thirdSync.done'),
  }),
];
