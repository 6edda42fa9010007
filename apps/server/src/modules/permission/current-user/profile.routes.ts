import { currentUserProfileEndpoints as endpoints } from '@platform/contracts';
import { ok, route, signedIn, signedInBeforePasswordChange } from '../../../http/route.ts';
import { getAuthorizeSummary } from './authorize-summary.service.ts';
import { getBaseInfo, updateAvatar, updateBaseInfo, updateLanguage, updateTheme } from './profile.service.ts';
import { listOwnSystemLog } from './system-log.service.ts';

/** Every route acts on the caller's own row only: no route here takes a user id. */
export const profileRoutes = [
  route(endpoints.get, {
    // Read-only and the caller's own: the profile page can open while the password change is pending.
    access: signedInBeforePasswordChange,
    handler: ({ user, app }) => getBaseInfo(app, user.userId),
  }),
  route(endpoints.update, {
    access: signedIn,
    handler: async ({ body, user, app }) => {
      await updateBaseInfo(app, user.userId, body);
      return ok(null, 'common.saved');
    },
  }),
  route(endpoints.updateAvatar, {
    access: signedIn,
    handler: async ({ params, user, app }) =>
      ok(await updateAvatar(app, user.userId, params.name), 'currentUser.avatarUpdated'),
  }),
  route(endpoints.updateTheme, {
    access: signedIn,
    handler: async ({ body, user, app }) => {
      await updateTheme(app, user.userId, body.theme);
      return ok(null, 'currentUser.settingSaved');
    },
  }),
  route(endpoints.updateLanguage, {
    access: signedIn,
    handler: async ({ body, user, app }) => {
      await updateLanguage(app, user.userId, body.language);
      return ok(null, 'currentUser.settingSaved');
    },
  }),
  route(endpoints.authorize, {
    access: signedIn,
    handler: ({ user, app, lang }) => getAuthorizeSummary(app, user, lang),
  }),
  route(endpoints.systemLog, {
    access: signedIn,
    handler: ({ query, user, app }) => listOwnSystemLog(app, user.userId, query),
  }),
];
