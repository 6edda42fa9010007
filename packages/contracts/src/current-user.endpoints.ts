import { currentUserQuerySchema, currentUserResponseSchema } from './current-user.ts';
import { endpoint } from './endpoint.ts';

/** What the shell renders around: the signed-in user with the menus and permissions of the current system. */
export const currentUserInfoEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/oauth/CurrentUser',
    summary:
      'The signed-in user: menus of the current system, permissions, user info, systems, public config',
    schemas: { query: currentUserQuerySchema, response: currentUserResponseSchema },
  }),
};
