import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createGroupBodySchema,
  groupConditionBodySchema,
  groupCreatedSchema,
  groupInfoSchema,
  groupListQuerySchema,
  groupListSchema,
  groupOptionListSchema,
  groupSelectorSchema,
  updateGroupBodySchema,
} from './group.ts';

const BASE = '/permission/Group';

/** 分组管理: user groups. The pickers (selector, condition) return ids and names of enabled groups. */
export const groupEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Groups, paged; keyword on name or code',
    schemas: { query: groupListQuerySchema, response: groupListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: 'Picker tree (a bare array): group categories holding the enabled groups (type group)',
    schemas: { response: groupSelectorSchema },
  }),
  condition: endpoint({
    method: 'POST',
    path: `${BASE}/GroupCondition`,
    summary: 'Enabled groups matching keyword, optionally only the given ids',
    schemas: { body: groupConditionBodySchema, response: groupOptionListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a group (form grants: an ungranted field is refused)',
    schemas: { body: createGroupBodySchema, response: groupCreatedSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One group',
    schemas: { params: idParamsSchema, response: groupInfoSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a group: only the fields sent change (form grants apply)',
    schemas: { params: idParamsSchema, body: updateGroupBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a group without members (its grants go with it)',
    schemas: { params: idParamsSchema },
  }),
};
