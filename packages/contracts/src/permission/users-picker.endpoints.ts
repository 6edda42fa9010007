import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  imUserPageSchema,
  selectedListSchema,
  selectedUserListBodySchema,
  userIdsBodySchema,
  userKeywordBodySchema,
  userKeywordQuerySchema,
  userOptionListSchema,
  userOptionPageSchema,
  userOrganizationListSchema,
  userOrganizationQuerySchema,
  userPageBodySchema,
  userPageQuerySchema,
  userSelectorBodySchema,
  userSelectorListSchema,
  userSelectorQuerySchema,
  usersByPositionQuerySchema,
  usersByRoleOrgQuerySchema,
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
    summary: 'Picker: one level of the organization → user tree (organizeId), or users by keyword',
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
    summary: 'The caller’s direct reports, by keyword',
    schemas: { body: userKeywordBodySchema, response: userOptionListSchema },
  }),
  organizations: endpoint({
    method: 'GET',
    path: `${BASE}/getOrganization`,
    summary: 'A user’s organizations (main first) with name paths; the caller’s without userId',
    schemas: { query: userOrganizationQuerySchema, response: userOrganizationListSchema },
  }),
  byPosition: endpoint({
    method: 'GET',
    path: `${BASE}/GetUsersByPositionId`,
    summary: 'Picker: the enabled holders of a position',
    schemas: { query: usersByPositionQuerySchema, response: userOptionListSchema },
  }),
  byRole: endpoint({
    method: 'GET',
    path: `${BASE}/GetUsersByRoleOrgId`,
    summary: 'Picker: the enabled holders of a role, optionally in one organization',
    schemas: { query: usersByRoleOrgQuerySchema, response: userOptionListSchema },
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
};
