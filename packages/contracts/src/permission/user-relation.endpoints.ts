import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { saveUserRelationBodySchema, userRelationIdsSchema } from './user-relation.ts';

const BASE = '/permission/UserRelation';
/** The original's API file (src/api/permission/userRelation.js) writes the area capitalised. */
const ORIGINAL_BASE = '/Permission/UserRelation';

/** The members dialogs of roles, positions and groups: read and replace an object's members. */
export const userRelationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'The member user ids of a role, position or group (needs that kind’s menu)',
    schemas: { params: idParamsSchema, response: userRelationIdsSchema },
  }),
  update: endpoint({
    method: 'POST',
    path: `${BASE}/{id}`,
    summary: 'Replace the members of a role, position or group (needs that kind’s menu and edit button)',
    schemas: { params: idParamsSchema, body: saveUserRelationBodySchema },
  }),
  listAtOriginalPath: endpoint({
    method: 'GET',
    path: `${ORIGINAL_BASE}/{id}`,
    summary: 'The same as GET /permission/UserRelation/{id}, at the path the original client writes',
    schemas: { params: idParamsSchema, response: userRelationIdsSchema },
  }),
  updateAtOriginalPath: endpoint({
    method: 'POST',
    path: `${ORIGINAL_BASE}/{id}`,
    summary: 'The same as POST /permission/UserRelation/{id}, at the path the original client writes',
    schemas: { params: idParamsSchema, body: saveUserRelationBodySchema },
  }),
};
