import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  defaultCurrentUserSchema,
  imUserPageSchema,
  selectedListSchema,
  selectedUserListBodySchema,
  userConditionBodySchema,
  userIdsBodySchema,
  userKeywordBodySchema,
  userKeywordQuerySchema,
  userOptionArraySchema,
  userOptionListSchema,
  userOptionPageSchema,
  userPageBodySchema,
  userPageQuerySchema,
  userSelectorBodySchema,
  userSelectorListSchema,
  userSelectorQuerySchema,
  usersByPositionQuerySchema,
  usersByRoleOrgQuerySchema,
  usersOfOrganizationQuerySchema,
  userTreeArraySchema,
} from './users-picker.ts';

const BASE = '/permission/Users';

/**
 * The user pickers of /permission/Users: forms, flows and the chat everywhere pick people
 * with them. They return ids and names only.
 */
export const usersPickerEndpoints = {
  all: endpoint({
    method: 'GET',
    path: `${BASE}/All`,
    summary: 'Picker: the enabled users by keyword (at most 1,000, by sort code then account)',
    schemas: { query: userKeywordQuerySchema, response: userOptionListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary:
      'Picker: the organization → user tree (users of the caller’s scope under their main organization), the subtree of organizeId, or users by keyword',
    schemas: { query: userSelectorQuerySchema, response: userSelectorListSchema },
  }),
  imUsers: endpoint({
    method: 'GET',
    path: `${BASE}/ImUser`,
    summary: 'Chat contacts, paged, by keyword',
    schemas: { query: userPageQuerySchema, response: imUserPageSchema },
  }),
  imSelector: endpoint({
    method: 'POST',
    path: `${BASE}/ImUser/Selector/{id}`,
    summary:
      'Chat picker: one level of the organization → user tree under {id} (0 = top); with a keyword the matching users, paged',
    schemas: { params: idParamsSchema, body: userSelectorBodySchema, response: userSelectorListSchema },
  }),
  listByIds: endpoint({
    method: 'POST',
    path: `${BASE}/getUserList`,
    summary: 'Picker: the enabled users among the ids (`ids`, or `userId` as jnpf-web 3.4.7 sends them)',
    schemas: { body: userIdsBodySchema, response: userOptionListSchema },
  }),
  subordinates: endpoint({
    method: 'POST',
    path: `${BASE}/getSubordinates`,
    summary: 'The caller’s direct reports, by keyword (a bare array, as the original)',
    schemas: { body: userKeywordBodySchema, response: userOptionArraySchema },
  }),
  organizations: endpoint({
    method: 'GET',
    path: `${BASE}/getOrganization`,
    summary:
      'The enabled users of one organization (0 = the caller’s main organization), by keyword (a bare array)',
    schemas: { query: usersOfOrganizationQuerySchema, response: userOptionArraySchema },
  }),
  byPosition: endpoint({
    method: 'GET',
    path: `${BASE}/GetUsersByPositionId`,
    summary:
      'Position members dialog: the position’s organization holding its enabled users (a bare-array tree)',
    schemas: { query: usersByPositionQuerySchema, response: userTreeArraySchema },
  }),
  byRole: endpoint({
    method: 'GET',
    path: `${BASE}/GetUsersByRoleOrgId`,
    summary:
      'Role members dialog: the role’s organizations as a lazy tree with their enabled users (a bare array)',
    schemas: { query: usersByRoleOrgQuerySchema, response: userTreeArraySchema },
  }),
  listByAuthorize: endpoint({
    method: 'POST',
    path: `${BASE}/GetListByAuthorize/{id}`,
    summary: 'Users of organization {id} and below that the caller may see (their organization scope), paged',
    schemas: { params: idParamsSchema, body: userPageBodySchema, response: userOptionPageSchema },
  }),
  selectedList: endpoint({
    method: 'POST',
    path: `${BASE}/getSelectedList`,
    summary: 'Names of a picked selection (`<id>--user|organize|role|position|group`, bare id = user)',
    schemas: { body: userIdsBodySchema, response: selectedListSchema },
  }),
  selectedUsers: endpoint({
    method: 'POST',
    path: `${BASE}/getSelectedUserList`,
    summary: 'The enabled users behind a picked selection, paged',
    schemas: { body: selectedUserListBodySchema, response: userOptionPageSchema },
  }),
  condition: endpoint({
    method: 'POST',
    path: `${BASE}/UserCondition`,
    summary:
      'Picker limited to a condition: enabled users of the organizations, positions, roles, groups and users named, paged',
    schemas: { body: userConditionBodySchema, response: userOptionPageSchema },
  }),
  defaultCurrent: endpoint({
    method: 'POST',
    path: `${BASE}/getDefaultCurrentValueUserId`,
    summary: 'The caller’s id when the condition includes them (a form’s “current user” default), else empty',
    schemas: { body: userConditionBodySchema, response: defaultCurrentUserSchema },
  }),
};
