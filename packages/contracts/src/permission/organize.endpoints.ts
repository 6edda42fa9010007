import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createOrganizeBodySchema,
  departmentListQuerySchema,
  organizeConditionBodySchema,
  organizeCreatedSchema,
  organizeInfoSchema,
  organizeListQuerySchema,
  organizeSelectorListSchema,
  organizeSelectorParamsSchema,
  organizeStateSchema,
  organizeTreeListSchema,
  updateOrganizeBodySchema,
} from './organize.ts';

const BASE = '/permission/Organize';
const DEPT = `${BASE}/Department`;

/*
 * 组织管理: companies and departments in one tree. The pickers (tree, selector, selectorByAuth,
 * condition) return ids, names and paths only.
 */
export const organizeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Organization tree for management; keyword keeps matches and their ancestors',
    schemas: { query: organizeListQuerySchema, response: organizeTreeListSchema },
  }),
  tree: endpoint({
    method: 'GET',
    path: `${BASE}/Tree`,
    summary: 'Every organization as a picker tree',
    schemas: { response: organizeSelectorListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector/{id}`,
    summary: 'Parent picker of a company: top node -1 (顶级节点) with the companies, {id} (or 0) left out',
    schemas: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
  }),
  selectorByAuth: endpoint({
    method: 'GET',
    path: `${BASE}/SelectorByAuth/{id}`,
    summary:
      'Companies the caller manages (the company picker; others shown disabled as ancestors), {id} (or 0) left out',
    schemas: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
  }),
  condition: endpoint({
    method: 'POST',
    path: `${BASE}/OrganizeCondition`,
    summary: 'Organizations inside the given subtrees (all when empty) matching keyword',
    schemas: { body: organizeConditionBodySchema, response: organizeSelectorListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a company',
    schemas: { body: createOrganizeBodySchema, response: organizeCreatedSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One organization (company or department)',
    schemas: { params: idParamsSchema, response: organizeInfoSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update an organization (only the fields sent); a new parent moves its whole subtree',
    schemas: { params: idParamsSchema, body: updateOrganizeBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete an organization without sub-organizations, users or positions',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable an organization (flips the state)',
    schemas: { params: idParamsSchema, response: organizeStateSchema },
  }),
};

/* 部门管理: the department routes, so the department page works with only its own menu granted. */
export const departmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: DEPT,
    summary: 'Departments of a company (organizeId), nested; keyword keeps matches and their ancestors',
    schemas: { query: departmentListQuerySchema, response: organizeTreeListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${DEPT}/Selector/{id}`,
    summary: 'Parent picker of a department: every organization, {id} (or 0) and its subtree left out',
    schemas: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
  }),
  selectorByAuth: endpoint({
    method: 'GET',
    path: `${DEPT}/SelectorByAuth/{id}`,
    summary:
      'Companies and departments the caller manages (the trees of the user, position and role pages); {id} (or 0) left out',
    schemas: { params: organizeSelectorParamsSchema, response: organizeSelectorListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: DEPT,
    summary: 'Create a department',
    schemas: { body: createOrganizeBodySchema, response: organizeCreatedSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${DEPT}/{id}`,
    summary: 'One department',
    schemas: { params: idParamsSchema, response: organizeInfoSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${DEPT}/{id}`,
    summary: 'Update a department (only the fields sent); a new parent moves its whole subtree',
    schemas: { params: idParamsSchema, body: updateOrganizeBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${DEPT}/{id}`,
    summary: 'Delete a department without sub-departments, users or positions',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${DEPT}/{id}/Actions/State`,
    summary: 'Enable or disable a department (flips the state)',
    schemas: { params: idParamsSchema, response: organizeStateSchema },
  }),
};
