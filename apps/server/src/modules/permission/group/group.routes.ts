import {
  createGroupBodySchema,
  groupConditionBodySchema,
  groupInfoSchema,
  groupListQuerySchema,
  groupListSchema,
  groupOptionListSchema,
  idParamsSchema,
  updateGroupBodySchema,
} from '@platform/contracts';
import { z } from 'zod';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission, signedIn } from '../../../http/route.ts';
import {
  createGroup,
  getGroup,
  getGroupList,
  groupOptions,
  removeGroup,
  updateGroupInfo,
} from './group.service.ts';

const BASE = '/permission/Group';
const TAGS = ['permission'];
const MENU = MenuCode.permissionGroup;

/*
 * /api/permission/Group (分组管理), spec §7.4. Selector and GroupCondition are pickers open to every
 * signed-in user (ids and names of enabled groups only).
 */
export const groupRoutes = [
  defineRoute({
    method: 'GET',
    path: BASE,
    access: requiresPermission(MENU),
    summary: 'Groups, paged; keyword on name or code',
    tags: TAGS,
    schema: { querystring: groupListQuerySchema, response: groupListSchema },
    handler: ({ app, user, query }) => getGroupList(app, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Selector`,
    access: signedIn,
    summary: 'Every enabled group (ids and names)',
    tags: TAGS,
    schema: { response: groupOptionListSchema },
    handler: ({ app }) => groupOptions(app),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/GroupCondition`,
    access: signedIn,
    summary: 'Enabled groups matching keyword, optionally only the given ids',
    tags: TAGS,
    schema: { body: groupConditionBodySchema, response: groupOptionListSchema },
    handler: ({ app, body }) => groupOptions(app, body),
  }),
  defineRoute({
    method: 'POST',
    path: BASE,
    access: requiresPermission(MENU, ButtonCode.add),
    summary: 'Create a group (form grants: an ungranted field is refused)',
    tags: TAGS,
    schema: { body: createGroupBodySchema, response: z.object({ id: z.string() }) },
    handler: async ({ app, user, body }) => ok({ id: await createGroup(app, user, body) }, 'common.created'),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU),
    summary: 'One group',
    tags: TAGS,
    schema: { params: idParamsSchema, response: groupInfoSchema },
    handler: ({ app, user, params }) => getGroup(app, user, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.edit),
    summary: 'Update a group: only the fields sent change (form grants apply)',
    tags: TAGS,
    schema: { params: idParamsSchema, body: updateGroupBodySchema },
    handler: async ({ app, user, params, body }) => {
      await updateGroupInfo(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.remove),
    summary: 'Delete a group without members (its grants go with it)',
    tags: TAGS,
    schema: { params: idParamsSchema },
    handler: async ({ app, user, params }) => {
      await removeGroup(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
