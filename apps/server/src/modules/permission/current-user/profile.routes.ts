import {
  currentUserAuthorizeSchema,
  currentUserBaseInfoSchema,
  pagedSchema,
  systemLogItemSchema,
  systemLogQuerySchema,
  updateAvatarParamsSchema,
  updateAvatarResultSchema,
  updateCurrentUserBaseInfoBodySchema,
  updateSystemLanguageBodySchema,
  updateSystemThemeBodySchema,
} from '@platform/contracts';
import { defineRoute, ok, signedIn, signedInBeforePasswordChange } from '../../../http/route.ts';
import { getAuthorizeSummary } from './authorize-summary.service.ts';
import { getBaseInfo, updateAvatar, updateBaseInfo, updateLanguage, updateTheme } from './profile.service.ts';
import { listOwnSystemLog } from './system-log.service.ts';

const BASE = '/permission/Users/Current';
const tags = ['permission', 'current-user'];

/** Every route acts on the caller's own row only: no route here takes a user id. */
export const profileRoutes = [
  defineRoute({
    method: 'GET',
    path: `${BASE}/BaseInfo`,
    // Read-only and the caller's own: the profile page can open while the password change is pending.
    access: signedInBeforePasswordChange,
    summary: 'My profile: editable fields plus organization, position, manager and roles',
    tags,
    schema: { response: currentUserBaseInfoSchema },
    handler: ({ user, app }) => getBaseInfo(app, user.userId),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/BaseInfo`,
    access: signedIn,
    summary: 'Save my profile fields (strict body: privileged fields are rejected)',
    tags,
    schema: { body: updateCurrentUserBaseInfoBodySchema },
    handler: async ({ body, user, app }) => {
      await updateBaseInfo(app, user.userId, body);
      return ok(null, 'common.saved');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/Avatar/:name`,
    access: signedIn,
    summary: 'Set my avatar to an image I uploaded (POST /file/Uploader/userAvatar); {name} is its file id',
    tags,
    schema: { params: updateAvatarParamsSchema, response: updateAvatarResultSchema },
    handler: async ({ params, user, app }) =>
      ok(await updateAvatar(app, user.userId, params.name), 'currentUser.avatarUpdated'),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/SystemTheme`,
    access: signedIn,
    summary: 'Save my layout theme (classic, functional, plain, blend)',
    tags,
    schema: { body: updateSystemThemeBodySchema },
    handler: async ({ body, user, app }) => {
      await updateTheme(app, user.userId, body.theme);
      return ok(null, 'currentUser.settingSaved');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/SystemLanguage`,
    access: signedIn,
    summary: 'Save my language (zh-CN, zh-TW, en-US or zh, zhtw, en)',
    tags,
    schema: { body: updateSystemLanguageBodySchema },
    handler: async ({ body, user, app }) => {
      await updateLanguage(app, user.userId, body.language);
      return ok(null, 'currentUser.settingSaved');
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Authorize`,
    access: signedIn,
    summary: 'My permissions in the current application: trees of menus, buttons, columns and forms',
    tags,
    schema: { response: currentUserAuthorizeSchema },
    handler: ({ user, app, lang }) => getAuthorizeSummary(app, user, lang),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/SystemLog`,
    access: signedIn,
    summary: 'My login log, paged (keyword; startTime/endTime inclusive epoch ms; category 1)',
    tags,
    schema: { querystring: systemLogQuerySchema, response: pagedSchema(systemLogItemSchema) },
    handler: ({ query, user, app }) => listOwnSystemLog(app, user.userId, query),
  }),
];
