import {
  authorizeHolderListSchema,
  gradeAdministratorSchema,
  gradeListSchema,
  gradeQuerySchema,
  gradeUserParamsSchema,
  saveGradeBodySchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission } from '../../../http/route.ts';
import { listHolders } from '../authority/authorize.service.ts';
import { getGrade, listGrades, removeGrade, saveGrade } from './grade.service.ts';

const BASE = '/permission/Grade';
const TAGS = ['permission'];
const read = requiresPermission(MenuCode.permissionGrade);

/** /api/permission/Grade (分级管理). */
export const gradeRoutes = [
  defineRoute({
    method: 'GET',
    path: BASE,
    access: read,
    summary: 'Users who administer organizations, with those organizations; keyword on account or name',
    tags: TAGS,
    schema: { querystring: gradeQuerySchema, response: gradeListSchema },
    handler: ({ app, user, query }) => listGrades(app, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Selector`,
    access: read,
    summary: 'Users to delegate to (keyword on account or name), paged',
    tags: TAGS,
    schema: { querystring: gradeQuerySchema, response: authorizeHolderListSchema },
    handler: ({ app, user, query }) => listHolders(app, user, { ...query, objectType: 'User' }),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/:userId`,
    access: read,
    summary: 'The organizations a user administers',
    tags: TAGS,
    schema: { params: gradeUserParamsSchema, response: gradeAdministratorSchema },
    handler: ({ app, user, params }) => getGrade(app, user, params.userId),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:userId`,
    access: requiresPermission(MenuCode.permissionGrade, ButtonCode.edit),
    summary: 'Replace the organizations a user administers ([] removes all)',
    tags: TAGS,
    schema: { params: gradeUserParamsSchema, body: saveGradeBodySchema },
    handler: async ({ app, user, params, body }) => {
      await saveGrade(app, user, params.userId, body);
      return ok(null, 'common.saved');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/:userId`,
    access: requiresPermission(MenuCode.permissionGrade, ButtonCode.remove),
    summary: 'The user no longer administers any organization',
    tags: TAGS,
    schema: { params: gradeUserParamsSchema },
    handler: async ({ app, user, params }) => {
      await removeGrade(app, user, params.userId);
      return ok(null, 'common.deleted');
    },
  }),
];
