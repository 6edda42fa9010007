import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createRoleBodySchema,
  roleConditionBodySchema,
  roleCreatedSchema,
  roleGroupListSchema,
  roleInfoSchema,
  roleListByOrgIdsBodySchema,
  roleListQuerySchema,
  roleListSchema,
  roleOptionListSchema,
  roleSelectorListSchema,
  roleSelectorQuerySchema,
  roleStateSchema,
  updateRoleBodySchema,
} from './role.ts';

const BASE = '/permission/Role';

/** 角色管理: roles, global or bound to organizations. The pickers return ids, names and organizations. */
export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Roles, paged: keyword on name or code, organizeId, globalMark, sort allowlist',
    schemas: { query: roleListQuerySchema, response: roleListSchema },
  }),
  condition: endpoint({
    method: 'POST',
    path: `${BASE}/RoleCondition`,
    summary: 'Picker: enabled roles usable in any of the organizations (global ones included)',
    schemas: { body: roleConditionBodySchema, response: roleOptionListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: 'Picker tree: organizations with their enabled roles (type role), then 全局 (id 1)',
    schemas: { query: roleSelectorQuerySchema, response: roleSelectorListSchema },
  }),
  selectorByPermission: endpoint({
    method: 'GET',
    path: `${BASE}/SelectorByPermission`,
    summary: 'Picker tree of the enabled roles the caller may assign to users (all for administrators)',
    schemas: { query: roleSelectorQuerySchema, response: roleSelectorListSchema },
  }),
  /*
   * The same question in two shapes (docs/wire/role.md): the original's user form reads
   * getListByOrgIds grouped per organization, our user dialog reads a flat list. Both send
   * {organizeIds} and read `list`, so each shape has its own path.
   */
  listByOrganizations: endpoint({
    method: 'POST',
    path: `${BASE}/OptionsByOrgIds`,
    summary: 'Picker: the global roles plus the roles of these organizations, one flat list',
    schemas: { body: roleListByOrgIdsBodySchema, response: roleOptionListSchema },
  }),
  groupedByOrganizations: endpoint({
    method: 'POST',
    path: `${BASE}/getListByOrgIds`,
    summary: 'Picker: the roles of these organizations per organization, then 全局 (id 0) (the original)',
    schemas: { body: roleListByOrgIdsBodySchema, response: roleGroupListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a role (code and name unique; organization roles need organizations)',
    schemas: { body: createRoleBodySchema, response: roleCreatedSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One role with its organizations and member count',
    schemas: { params: idParamsSchema, response: roleInfoSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a role: only the fields sent change (form grants apply)',
    schemas: { params: idParamsSchema, body: updateRoleBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a role that no user holds, with its grants',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable a role (flips the state)',
    schemas: { params: idParamsSchema, response: roleStateSchema },
  }),
};
