import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { exportedFileSchema, importEndpoints, importExceptionBodySchema } from '../import-export.ts';
import {
  createUserBodySchema,
  resetPasswordBodySchema,
  updateUserBodySchema,
  userCreatedSchema,
  userInfoSchema,
  userListSchema,
  userStateSchema,
} from './users.ts';
import { userExportQuerySchema, userListQuerySchema } from './users-query.ts';
import {
  userWorkSchema,
  workByUserQuerySchema,
  workHandoverBodySchema,
  workHandoverResultSchema,
} from './users-work.ts';

const BASE = '/permission/Users';

/**
 * 用户管理: user administration. The pickers are in users-picker.endpoints.ts, the
 * signed-in user's own account (Users/Current) with the profile.
 */
export const usersEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary:
      'Users, paged: keyword on account, name or mobile; organizeId (with its subtree); enabledMark; sort allowlist. Scoped to the organizations the caller manages',
    schemas: { query: userListQuerySchema, response: userListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One user with organizations, positions, roles and manager (for the edit dialog)',
    schemas: { params: idParamsSchema, response: userInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a user with the configured default password (changed at first login)',
    schemas: { body: createUserBodySchema, response: userCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a user (the account and the state are not changed here)',
    schemas: { params: idParamsSchema, body: updateUserBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a user (not yourself, not the last administrator)',
    schemas: { params: idParamsSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/ResetPassword`,
    summary: 'Set a new password (md5 twice); the user’s sessions end and the change is forced at next login',
    schemas: { params: idParamsSchema, body: resetPasswordBodySchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable a user (flips the state); disabling ends their sessions',
    schemas: { params: idParamsSchema, response: userStateSchema },
  }),
  unlock: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/unlock`,
    summary: 'Clear a lockout after failed logins',
    schemas: { params: idParamsSchema },
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/ExportExcel`,
    summary:
      'The list as filtered (no paging) as an .xlsx: selectKey columns that the column grants include, grade scope and data schemes applied; download data.url with the token',
    schemas: { query: userExportQuerySchema, response: exportedFileSchema },
  }),
  /** JNPF 3.6's (and jnpf-web 3.6's) path of the same export. */
  exportData: endpoint({
    method: 'GET',
    path: `${BASE}/ExportData`,
    summary: 'Alias of ExportExcel under JNPF 3.6’s name: the same query, grants and answer',
    schemas: { query: userExportQuerySchema, response: exportedFileSchema },
  }),
  work: endpoint({
    method: 'GET',
    path: `${BASE}/getWorkByUser`,
    summary:
      'What a work handover of the user would move: managed organizations, positions, roles, direct reports',
    schemas: { query: workByUserQuerySchema, response: userWorkSchema },
  }),
  workHandover: endpoint({
    method: 'POST',
    path: `${BASE}/workHandover`,
    summary: 'Hand a leaving user’s work to another user (one transaction)',
    schemas: { body: workHandoverBodySchema, response: workHandoverResultSchema },
  }),
};

/** The user import: the shared batch-import endpoints, and JNPF's alias of one. */
export const usersImportEndpoints = {
  ...importEndpoints(BASE, 'user'),
  // POST /Users/ExportExceptionData: the same failed-rows export under JNPF's name.
  exportExceptionData: endpoint({
    method: 'POST',
    path: `${BASE}/ExportExceptionData`,
    summary: 'Alias of ImportExceptionData: the failed rows with their errors as an .xlsx',
    schemas: { body: importExceptionBodySchema, response: exportedFileSchema },
  }),
};
