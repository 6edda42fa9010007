import { accountConfigEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import {
  copyAccountConfig,
  createAccountConfig,
  getAccountConfig,
  listAccountConfigs,
  loadAccountForLog,
  removeAccountConfig,
  updateAccountConfig,
} from './account-config.service.ts';
import { testAccountConfig } from './account-config-test.service.ts';

/*
 * /api/message/AccountConfig (账号配置). The route asks for the 账号配置 folder; the service then asks for
 * the menu of the record's type (邮箱配置, 短信配置, …) and the button of the action.
 */
const access = requiresPermission(MenuCode.msgAccount);
/** Every write is logged with the account before and after it, secrets masked. */
const audit: RouteAudit = { module: 'message_accounts', load: loadAccountForLog };
const copyAudit: RouteAudit<{ id: string }> = { ...audit, action: 'copy', recordId: () => undefined };

export const accountConfigRoutes = [
  route(accountConfigEndpoints.list, {
    access,
    handler: ({ app, user, query }) => listAccountConfigs(app, user, query),
  }),
  route(accountConfigEndpoints.get, {
    access,
    handler: ({ app, user, params }) => getAccountConfig(app, user, params.id),
  }),
  route(accountConfigEndpoints.create, {
    audit,
    access,
    handler: async ({ app, user, body }) =>
      ok({ id: await createAccountConfig(app, user, body) }, 'common.created'),
  }),
  route(accountConfigEndpoints.update, {
    audit,
    access,
    handler: async ({ app, user, params, body }) => {
      await updateAccountConfig(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(accountConfigEndpoints.remove, {
    audit,
    access,
    handler: async ({ app, user, params }) => {
      await removeAccountConfig(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(accountConfigEndpoints.copy, {
    audit: copyAudit,
    access,
    handler: async ({ app, user, params }) =>
      ok({ id: await copyAccountConfig(app, user, params.id) }, 'common.created'),
  }),
  route(accountConfigEndpoints.test, {
    access,
    handler: async ({ app, user, params, body }) => {
      await testAccountConfig(app, user, params.action, body);
      return ok(null, 'accountConfig.testPassed');
    },
  }),
];
