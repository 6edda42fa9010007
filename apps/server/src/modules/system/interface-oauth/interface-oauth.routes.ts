import { ButtonCode, interfaceOauthEndpoints, MenuCode } from '@platform/contracts';
import { ok, publicAccess, requiresPermission, route } from '../../../http/route.ts';
import {
  createAppSecret,
  createInterfaceOauth,
  getInterfaceOauth,
  listInterfaceOauthInterfaces,
  listInterfaceOauths,
  removeInterfaceOauth,
  saveInterfaceOauthList,
  updateInterfaceOauth,
} from './interface-oauth.service.ts';
import { callDataInterfaceSigned } from './interface-oauth-call.service.ts';
import { listInterfaceOauthLogs } from './interface-oauth-log.service.ts';

const MENU = MenuCode.interfaceAuth;
/** Outside callers: generous, but a runaway client cannot flood the interfaces. */
const CALL_LIMIT = { max: 600, timeWindow: '1 minute' };

/* /api/system/InterfaceOauth (接口认证), and the signed outside call of a data interface. */
export const interfaceOauthRoutes = [
  route(interfaceOauthEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listInterfaceOauths(app, user, query),
  }),
  route(interfaceOauthEndpoints.secret, {
    access: requiresPermission(MENU),
    handler: () => createAppSecret(),
  }),
  route(interfaceOauthEndpoints.saveInterfaces, {
    access: requiresPermission(MENU, ButtonCode.authorize),
    handler: async ({ app, user, body }) => {
      await saveInterfaceOauthList(app, user, body);
      return ok(null, 'common.saved');
    },
  }),
  route(interfaceOauthEndpoints.interfaces, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => listInterfaceOauthInterfaces(app, user, params.id),
  }),
  route(interfaceOauthEndpoints.logs, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params, query }) => listInterfaceOauthLogs(app, user, params.id, query),
  }),
  route(interfaceOauthEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getInterfaceOauth(app, user, params.id),
  }),
  route(interfaceOauthEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) => ok(await createInterfaceOauth(app, user, body), 'common.created'),
  }),
  route(interfaceOauthEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateInterfaceOauth(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(interfaceOauthEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeInterfaceOauth(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(interfaceOauthEndpoints.callGet, {
    access: publicAccess,
    rateLimit: CALL_LIMIT,
    handler: ({ app, request, params, query }) => callDataInterfaceSigned(app, request, params.id, query),
  }),
  route(interfaceOauthEndpoints.callPost, {
    access: publicAccess,
    rateLimit: CALL_LIMIT,
    handler: ({ app, request, params, body }) => callDataInterfaceSigned(app, request, params.id, body),
  }),
];
