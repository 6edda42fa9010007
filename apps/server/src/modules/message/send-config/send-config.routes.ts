import { ButtonCode, MenuCode, sendConfigEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import {
  copySendConfig,
  createSendConfig,
  getSendConfig,
  listSendConfigs,
  loadSendConfigForLog,
  pickSendConfigs,
  removeSendConfig,
  toggleSendConfigState,
  updateSendConfig,
} from './send-config.service.ts';
import { pickSendConfigAccounts } from './send-config-accounts.ts';
import { getSendConfigTestRows, testSendConfig } from './send-config-test.service.ts';

/** /api/message/SendMessageConfig (发送配置). Every write is logged with the configuration before and after. */
const MENU = MenuCode.msgSendConfig;
const audit: RouteAudit = { module: 'send_configs', load: loadSendConfigForLog };
const copyAudit: RouteAudit<{ id: string }> = { ...audit, action: 'copy', recordId: () => undefined };

export const sendConfigRoutes = [
  route(sendConfigEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listSendConfigs(app, query),
  }),
  // Flow designers and notice forms pick a configuration: names and parameters, no accounts' secrets.
  route(sendConfigEndpoints.picker, {
    access: signedIn,
    handler: ({ app, query }) => pickSendConfigs(app, query),
  }),
  route(sendConfigEndpoints.accountSelector, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => pickSendConfigAccounts(app, query),
  }),
  route(sendConfigEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, params }) => getSendConfig(app, params.id),
  }),
  route(sendConfigEndpoints.create, {
    audit,
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createSendConfig(app, user, body) }, 'common.created'),
  }),
  route(sendConfigEndpoints.update, {
    audit,
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateSendConfig(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(sendConfigEndpoints.remove, {
    audit,
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, params }) => {
      await removeSendConfig(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(sendConfigEndpoints.copy, {
    audit: copyAudit,
    access: requiresPermission(MENU, ButtonCode.copy),
    handler: async ({ app, user, params }) =>
      ok({ id: await copySendConfig(app, user, params.id) }, 'common.created'),
  }),
  route(sendConfigEndpoints.setState, {
    audit,
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params }) => ok(await toggleSendConfigState(app, user, params.id)),
  }),
  route(sendConfigEndpoints.testConfig, {
    access: requiresPermission(MENU, ButtonCode.test),
    handler: ({ app, params }) => getSendConfigTestRows(app, params.id),
  }),
  route(sendConfigEndpoints.testSend, {
    access: requiresPermission(MENU, ButtonCode.test),
    handler: ({ app, user, lang, body }) => testSendConfig(app, user, lang, body),
  }),
];
