import {
  createSignImageBodySchema,
  currentUserAuthorizeSchema,
  currentUserBaseInfoSchema,
  signImageListSchema,
  signImageParamsSchema,
  subordinateListSchema,
  subordinateParamsSchema,
  switchMajorBodySchema,
  systemLogListSchema,
  systemLogQuerySchema,
  updateAvatarParamsSchema,
  updateAvatarResultSchema,
  updateCurrentUserBaseInfoBodySchema,
  updateSystemLanguageBodySchema,
  updateSystemThemeBodySchema,
  userMembershipListSchema,
} from './current-user-profile.ts';
import { endpoint } from './endpoint.ts';
import { updateSignImageOptionalBodySchema } from './sign-image-update.ts';
import { createdIdSchema } from './system/system.ts';

const BASE = '/permission/Users/Current';

/** The signed-in user's own profile and settings: every endpoint acts on the caller's own row only. */
export const currentUserProfileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: `${BASE}/BaseInfo`,
    summary: 'My profile: editable fields plus organization, position, manager and roles',
    schemas: { response: currentUserBaseInfoSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/BaseInfo`,
    summary: 'Save my profile fields (strict body: privileged fields are rejected)',
    schemas: { body: updateCurrentUserBaseInfoBodySchema },
  }),
  updateAvatar: endpoint({
    method: 'PUT',
    path: `${BASE}/Avatar/{name}`,
    summary: 'Set my avatar to an image I uploaded (POST /file/Uploader/userAvatar); {name} is its file id',
    schemas: { params: updateAvatarParamsSchema, response: updateAvatarResultSchema },
  }),
  updateTheme: endpoint({
    method: 'PUT',
    path: `${BASE}/SystemTheme`,
    summary: 'Save my layout theme (classic, functional, plain, blend)',
    schemas: { body: updateSystemThemeBodySchema },
  }),
  updateLanguage: endpoint({
    method: 'PUT',
    path: `${BASE}/SystemLanguage`,
    summary: 'Save my language (zh-CN, zh-TW, en-US or zh, zhtw, en)',
    schemas: { body: updateSystemLanguageBodySchema },
  }),
  authorize: endpoint({
    method: 'GET',
    path: `${BASE}/Authorize`,
    summary: 'My permissions in the current application: trees of menus, buttons, columns and forms',
    schemas: { response: currentUserAuthorizeSchema },
  }),
  systemLog: endpoint({
    method: 'GET',
    path: `${BASE}/SystemLog`,
    summary: 'My login log, paged (keyword; startTime/endTime inclusive epoch ms; category 1)',
    schemas: { query: systemLogQuerySchema, response: systemLogListSchema },
  }),
};

/** My organizations, positions and subordinates, and the switch of my major one. */
export const currentUserMembershipEndpoints = {
  organizes: endpoint({
    method: 'GET',
    path: `${BASE}/getUserOrganizes`,
    summary: 'My organizations (full path names); isDefault marks the major one',
    schemas: { response: userMembershipListSchema },
  }),
  positions: endpoint({
    method: 'GET',
    path: `${BASE}/getUserPositions`,
    summary: 'My positions in my major organization; isDefault marks the major one',
    schemas: { response: userMembershipListSchema },
  }),
  switchMajor: endpoint({
    method: 'PUT',
    path: `${BASE}/major`,
    summary: 'Switch my major organization, position or application (only ones I belong to / am granted)',
    schemas: { body: switchMajorBodySchema },
  }),
  subordinates: endpoint({
    method: 'GET',
    path: `${BASE}/Subordinate/{id}`,
    summary: 'My subordinates as a lazy tree: 0 = me; other ids must be inside my own subtree',
    schemas: { params: subordinateParamsSchema, response: subordinateListSchema },
  }),
};

/** My signature images: uploaded first (POST /file/Uploader/signature), then added by file id. */
export const currentUserSignImageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${BASE}/SignImg`,
    summary: 'My signature images, newest first',
    schemas: { response: signImageListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: `${BASE}/SignImg`,
    summary: 'Add a signature from an image I uploaded (POST /file/Uploader/signature) by its file id',
    schemas: { body: createSignImageBodySchema, response: createdIdSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/SignImg`,
    summary:
      'Make one of my signatures the default (no body), or replace its image in place with {fileId} of a new signature upload',
    schemas: { params: signImageParamsSchema, body: updateSignImageOptionalBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/SignImg`,
    summary: 'Delete one of my signatures',
    schemas: { params: signImageParamsSchema },
  }),
};
