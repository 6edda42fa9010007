import { idParamsSchema, modifyPasswordBodySchema, mySessionListSchema } from '@platform/contracts';
import { defineRoute, ok, signedIn, signedInBeforePasswordChange } from '../../../http/route.ts';
import { clientInfoOf } from '../login/login-audit.ts';
import { modifyPassword } from '../password/password.service.ts';
import { listMySessions, revokeMySession } from './my-sessions.service.ts';

const BASE = '/permission/Users/Current';
const TAGS = ['oauth'];

/** The signed-in user's own password and sessions (profile page). */
export const accountSecurityRoutes = [
  defineRoute({
    method: 'POST',
    path: `${BASE}/Actions/ModifyPassword`,
    access: signedInBeforePasswordChange,
    summary: 'Change my password (md5 hashes, captcha always required); ends my other sessions',
    tags: TAGS,
    schema: { body: modifyPasswordBodySchema },
    handler: async ({ app, user, body, request }) => {
      await modifyPassword(app, user, body, clientInfoOf(request));
      return ok(null, 'password.changed');
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Sessions`,
    access: signedIn,
    summary: 'My active sessions (device, IP, last seen)',
    tags: TAGS,
    schema: { response: mySessionListSchema },
    handler: ({ app, user }) => listMySessions(app, user),
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/Sessions/:id`,
    access: signedIn,
    summary: 'Sign out one of my sessions',
    tags: TAGS,
    schema: { params: idParamsSchema },
    handler: async ({ app, user, params, request }) => {
      await revokeMySession(app, user, params.id, clientInfoOf(request));
      return ok(null, 'logout.success');
    },
  }),
];
