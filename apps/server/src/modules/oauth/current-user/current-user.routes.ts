import { currentUserQuerySchema, currentUserResponseSchema } from '@platform/contracts';
import { defineRoute, signedInBeforePasswordChange } from '../../../http/route.ts';
import { getCurrentUserJson } from './current-user.service.ts';

export const currentUserInfoRoutes = [
  defineRoute({
    method: 'GET',
    path: '/oauth/CurrentUser',
    // Open before the initial password is changed: the shell renders around the forced dialog.
    access: signedInBeforePasswordChange,
    summary:
      'The signed-in user: menus of the current system, permissions, user info, systems, public config',
    tags: ['oauth'],
    schema: { querystring: currentUserQuerySchema, response: currentUserResponseSchema },
    handler: ({ app, user, query }) => getCurrentUserJson(app, user, query),
  }),
];
