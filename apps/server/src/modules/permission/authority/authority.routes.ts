import {
  authorizeDataQuerySchema,
  authorizeDataSchema,
  authorizeExplainSchema,
  authorizeHolderListSchema,
  authorizeHolderQuerySchema,
  authorizeObjectParamsSchema,
  authorizeUserParamsSchema,
  authorizeWhoParamsSchema,
  authorizeWhoQuerySchema,
  authorizeWhoSchema,
  idParamsSchema,
  saveAuthorizeBodySchema,
  setUserColumnsBodySchema,
  userColumnsSchema,
  viewAsQuerySchema,
  viewAsSchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission, signedIn } from '../../../http/route.ts';
import { getAuthorizeData, listHolders, saveAuthorize } from './authorize.service.ts';
import { getMyColumns, setMyColumns } from './column-settings.service.ts';
import { explainUser, viewAsUser } from './explain.service.ts';
import { whoHolds } from './who-holds.service.ts';

const BASE = '/permission/Authority';
const TAGS = ['permission'];
const read = requiresPermission(MenuCode.permissionAuthorize);

/**
 * /api/permission/Authority/* (permission → authorize; column settings of list pages). Callers who
 * are not administrators see and change only holders of their organization scope (ADR 0008).
 */
export const authorityRoutes = [
  defineRoute({
    method: 'GET',
    path: `${BASE}/Holders`,
    access: read,
    summary: 'Roles, positions, users or groups to authorize (keyword on name or code), paged',
    tags: TAGS,
    schema: { querystring: authorizeHolderQuerySchema, response: authorizeHolderListSchema },
    handler: ({ app, user, query }) => listHolders(app, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Data/:objectId`,
    access: read,
    summary: 'Grant screen of a role, position, user or group: systems, menus, resources, portals, grants',
    tags: TAGS,
    schema: {
      params: authorizeObjectParamsSchema,
      querystring: authorizeDataQuerySchema,
      response: authorizeDataSchema,
    },
    handler: ({ app, user, params, query }) => getAuthorizeData(app, user, query.objectType, params.objectId),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/Data/:objectId`,
    access: requiresPermission(MenuCode.permissionAuthorize, ButtonCode.edit),
    summary: "Replace the holder's grants (resources need their menu; no granting what you do not hold)",
    tags: TAGS,
    schema: { params: authorizeObjectParamsSchema, body: saveAuthorizeBodySchema },
    handler: async ({ app, user, params, body }) => {
      await saveAuthorize(app, user, params.objectId, body);
      return ok(null, 'authorize.saved');
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Who/:itemType/:itemId`,
    access: read,
    summary:
      'Who holds a menu, button, column, form, scheme, system or portal, and the users who get it (paged)',
    tags: TAGS,
    schema: {
      params: authorizeWhoParamsSchema,
      querystring: authorizeWhoQuerySchema,
      response: authorizeWhoSchema,
    },
    handler: ({ app, user, params, query }) => whoHolds(app, user, params.itemType, params.itemId, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Explain/:userId`,
    access: read,
    summary: "A user's effective permissions with the holder that grants each item",
    tags: TAGS,
    schema: { params: authorizeUserParamsSchema, response: authorizeExplainSchema },
    handler: ({ app, user, params }) => explainUser(app, user, params.userId),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/ViewAs/:userId`,
    access: read,
    summary: 'The menus, permissions and portals CurrentUser would give the user',
    tags: TAGS,
    schema: { params: authorizeUserParamsSchema, querystring: viewAsQuerySchema, response: viewAsSchema },
    handler: ({ app, user, params, query }) => viewAsUser(app, user, params.userId, query.systemCode),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/GetColumnsByModuleId/:id`,
    access: signedIn,
    summary: 'My column choice for a list page (null until saved)',
    tags: TAGS,
    schema: { params: idParamsSchema, response: userColumnsSchema },
    handler: ({ app, user, params }) => getMyColumns(app, user, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/SetColumnsByModuleId`,
    access: signedIn,
    summary: 'Save my column choice for a list page',
    tags: TAGS,
    schema: { body: setUserColumnsBodySchema },
    handler: async ({ app, user, body }) => {
      await setMyColumns(app, user, body);
      return ok(null, 'common.saved');
    },
  }),
];
