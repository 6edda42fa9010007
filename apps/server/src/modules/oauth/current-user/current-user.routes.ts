import { currentUserInfoEndpoints } from '@platform/contracts';
import { route, signedInBeforePasswordChange } from '../../../http/route.ts';
import { getCurrentUserJson } from './current-user.service.ts';

export const currentUserInfoRoutes = [
  route(currentUserInfoEndpoints.get, {
    // Open before the initial password is changed: the shell renders around the forced dialog.
    access: signedInBeforePasswordChange,
    handler: ({ app, user, query, lang }) => getCurrentUserJson(app, user, query, lang),
  }),
];
