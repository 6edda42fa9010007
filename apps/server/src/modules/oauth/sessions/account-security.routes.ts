import { accountSecurityEndpoints } from '@platform/contracts';
import { ok, route, signedIn, signedInBeforePasswordChange } from '../../../http/route.ts';
import { clientInfoOf } from '../login/login-audit.ts';
import { modifyPassword } from '../password/password.service.ts';
import { listMySessions, revokeMySession } from './my-sessions.service.ts';

/** The signed-in user's own password and sessions (profile page). */
export const accountSecurityRoutes = [
  route(accountSecurityEndpoints.modifyPassword, {
    access: signedInBeforePasswordChange,
    handler: async ({ app, user, body, request }) => {
      await modifyPassword(app, user, body, clientInfoOf(request));
      return ok(null, 'password.changed');
    },
  }),
  route(accountSecurityEndpoints.listSessions, {
    access: signedIn,
    handler: ({ app, user }) => listMySessions(app, user),
  }),
  route(accountSecurityEndpoints.removeSession, {
    access: signedIn,
    handler: async ({ app, user, params, request }) => {
      await revokeMySession(app, user, params.id, clientInfoOf(request));
      return ok(null, 'logout.success');
    },
  }),
];
