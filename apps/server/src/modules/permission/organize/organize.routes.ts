import {
  createOrganizeBodySchema,
  departmentListQuerySchema,
  idParamsSchema,
  organizeConditionBodySchema,
  organizeInfoSchema,
  organizeListQuerySchema,
  organizeSelectorListSchema,
  organizeSelectorParamsSchema,
  organizeTreeListSchema,
  updateOrganizeBodySchema,
} from '@platform/contracts';
import { z } from 'zod';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission, signedIn } from '../../../http/route.ts';
import { createOrganize, deleteOrganize, updateOrganize } from './organize.service.ts';
import {
  departmentSelector,
  getOrganize,
  listDepartments,
  listOrganizations,
  organizeCondition,
  organizeSelector,
  organizeTree,
  selectorByAuth,
} from './organize-query.service.ts';

const BASE = '/permission/Organize';
const DEPT = `${BASE}/Department`;
const TAGS = ['permission'];
const ORG = MenuCode.permissionOrganize;
const DEP = MenuCode.permissionDepartment;
const createdSchema = z.object({ id: z.string() });

/*
 * /api/permission/Organize (组织管理) and /Organize/Department (部门管理), spec §7.4. The pickers
 * (Tree, Selector, SelectorByAuth, OrganizeCondition) are open to every signed-in user: forms anywhere
 * use them, they return ids, names and paths only, and SelectorByAuth is scoped to the caller.
 * Extensions beyond the spec, so the department page works with only its own menu granted:
 * GET /Organize/Department (list) and DELETE /Organize/Department/{id}.
 */
export const organizeRoutes = [
  defineRoute({
    method: 'GET',
    path: BASE,
    access: requiresPermission(ORG),
    summary: 'Organization tree for management; keyword keeps matches and their ancestors',
    tags: TAGS,
    schema: { querystring: organizeListQuerySchema, response: organizeTreeListSchema },
    handler: ({ app, user, query }) => listOrganizations(app, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Tree`,
    access: signedIn,
    summary: 'Every organization as a picker tree',
    tags: TAGS,
    schema: { response: organizeSelectorListSchema },
    handler: ({ app }) => organizeTree(app),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Selector/:id`,
    access: signedIn,
    summary: 'Parent picker of a company: top node -1 (顶级节点) with the companies, {id} (or 0) left out',
    tags: TAGS,
    schema: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
    handler: ({ app, params }) => organizeSelector(app, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/SelectorByAuth/:id`,
    access: signedIn,
    summary: 'Organizations the caller manages (others shown disabled as ancestors), {id} (or 0) left out',
    tags: TAGS,
    schema: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
    handler: ({ app, user, params }) => selectorByAuth(app, user, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/OrganizeCondition`,
    access: signedIn,
    summary: 'Organizations inside the given subtrees (all when empty) matching keyword',
    tags: TAGS,
    schema: { body: organizeConditionBodySchema, response: organizeSelectorListSchema },
    handler: ({ app, body }) => organizeCondition(app, body),
  }),
  defineRoute({
    method: 'POST',
    path: BASE,
    access: requiresPermission(ORG, ButtonCode.add),
    summary: 'Create a company',
    tags: TAGS,
    schema: { body: createOrganizeBodySchema, response: createdSchema },
    handler: async ({ app, user, body }) =>
      ok({ id: await createOrganize(app, user, 'company', body) }, 'common.created'),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/:id`,
    access: requiresPermission(ORG),
    summary: 'One organization (company or department)',
    tags: TAGS,
    schema: { params: idParamsSchema, response: organizeInfoSchema },
    handler: ({ app, user, params }) => getOrganize(app, user, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: requiresPermission(ORG, ButtonCode.edit),
    summary: 'Update an organization (only the fields sent); a new parent moves its whole subtree',
    tags: TAGS,
    schema: { params: idParamsSchema, body: updateOrganizeBodySchema },
    handler: async ({ app, user, params, body }) => {
      await updateOrganize(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: requiresPermission(ORG, ButtonCode.remove),
    summary: 'Delete an organization without sub-organizations, users or positions',
    tags: TAGS,
    schema: { params: idParamsSchema },
    handler: async ({ app, user, params }) => {
      await deleteOrganize(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  defineRoute({
    method: 'GET',
    path: DEPT,
    access: requiresPermission(DEP),
    summary: 'Departments of a company (organizeId), nested; keyword keeps matches and their ancestors',
    tags: TAGS,
    schema: { querystring: departmentListQuerySchema, response: organizeTreeListSchema },
    handler: ({ app, user, query }) => listDepartments(app, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${DEPT}/Selector/:id`,
    access: signedIn,
    summary: 'Parent picker of a department: every organization, {id} (or 0) and its subtree left out',
    tags: TAGS,
    schema: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
    handler: ({ app, params }) => departmentSelector(app, params.id),
  }),
  defineRoute({
    method: 'GET',
    path: `${DEPT}/SelectorByAuth/:id`,
    access: signedIn,
    summary: 'Organizations the caller manages, for department pickers; {id} (or 0) left out',
    tags: TAGS,
    schema: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
    handler: ({ app, user, params }) => selectorByAuth(app, user, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: DEPT,
    access: requiresPermission(DEP, ButtonCode.add),
    summary: 'Create a department',
    tags: TAGS,
    schema: { body: createOrganizeBodySchema, response: createdSchema },
    handler: async ({ app, user, body }) =>
      ok({ id: await createOrganize(app, user, 'department', body) }, 'common.created'),
  }),
  defineRoute({
    method: 'GET',
    path: `${DEPT}/:id`,
    access: requiresPermission(DEP),
    summary: 'One department',
    tags: TAGS,
    schema: { params: idParamsSchema, response: organizeInfoSchema },
    handler: ({ app, user, params }) => getOrganize(app, user, params.id, 'department'),
  }),
  defineRoute({
    method: 'PUT',
    path: `${DEPT}/:id`,
    access: requiresPermission(DEP, ButtonCode.edit),
    summary: 'Update a department (only the fields sent); a new parent moves its whole subtree',
    tags: TAGS,
    schema: { params: idParamsSchema, body: updateOrganizeBodySchema },
    handler: async ({ app, user, params, body }) => {
      await updateOrganize(app, user, params.id, body, 'department');
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${DEPT}/:id`,
    access: requiresPermission(DEP, ButtonCode.remove),
    summary: 'Delete a department without sub-departments, users or positions',
    tags: TAGS,
    schema: { params: idParamsSchema },
    handler: async ({ app, user, params }) => {
      await deleteOrganize(app, user, params.id, 'department');
      return ok(null, 'common.deleted');
    },
  }),
];
