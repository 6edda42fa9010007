import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
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
  saveAuthorizeBodySchema,
  setUserColumnsBodySchema,
  userColumnsSchema,
  viewAsQuerySchema,
  viewAsSchema,
} from './authorize.ts';

const BASE = '/permission/Authority';

/**
 * 权限授权 (permission → authorize) and the column settings of list pages. Callers who are not
 * administrators see and change only holders of their organization scope (ADR 0008).
 */
export const authorizeEndpoints = {
  holders: endpoint({
    method: 'GET',
    path: `${BASE}/Holders`,
    summary: 'Roles, positions, users or groups to authorize (keyword on name or code), paged',
    schemas: { query: authorizeHolderQuerySchema, response: authorizeHolderListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/Data/{objectId}`,
    summary: 'Grant screen of a role, position, user or group: systems, menus, resources, portals, grants',
    schemas: {
      params: authorizeObjectParamsSchema,
      query: authorizeDataQuerySchema,
      response: authorizeDataSchema,
    },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/Data/{objectId}`,
    summary: "Replace the holder's grants (resources need their menu; no granting what you do not hold)",
    schemas: { params: authorizeObjectParamsSchema, body: saveAuthorizeBodySchema },
  }),
  whoHolds: endpoint({
    method: 'GET',
    path: `${BASE}/Who/{itemType}/{itemId}`,
    summary:
      'Who holds a menu, button, column, form, scheme, system or portal, and the users who get it (paged)',
    schemas: {
      params: authorizeWhoParamsSchema,
      query: authorizeWhoQuerySchema,
      response: authorizeWhoSchema,
    },
  }),
  explain: endpoint({
    method: 'GET',
    path: `${BASE}/Explain/{userId}`,
    summary: "A user's effective permissions with the holder that grants each item",
    schemas: { params: authorizeUserParamsSchema, response: authorizeExplainSchema },
  }),
  viewAs: endpoint({
    method: 'GET',
    path: `${BASE}/ViewAs/{userId}`,
    summary: 'The menus, permissions and portals CurrentUser would give the user',
    schemas: { params: authorizeUserParamsSchema, query: viewAsQuerySchema, response: viewAsSchema },
  }),
  columns: endpoint({
    method: 'GET',
    path: `${BASE}/GetColumnsByModuleId/{id}`,
    summary: 'My column choice for a list page (null until saved)',
    schemas: { params: idParamsSchema, response: userColumnsSchema },
  }),
  setColumns: endpoint({
    method: 'PUT',
    path: `${BASE}/SetColumnsByModuleId`,
    summary: 'Save my column choice for a list page',
    schemas: { body: setUserColumnsBodySchema },
  }),
};
