import {
  createPositionBodySchema,
  idParamsSchema,
  positionConditionBodySchema,
  positionInfoSchema,
  positionListQuerySchema,
  positionListSchema,
  positionOptionListSchema,
  positionSelectorListSchema,
  positionsByOrgIdsBodySchema,
  updatePositionBodySchema,
} from '@platform/contracts';
import { z } from 'zod';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission, signedIn } from '../../../http/route.ts';
import {
  allPositions,
  createPosition,
  getPosition,
  getPositionList,
  positionCondition,
  positionSelector,
  positionsOfOrganizations,
  removePosition,
  updatePositionInfo,
} from './position.service.ts';

const BASE = '/permission/Position';
const TAGS = ['permission'];
const MENU = MenuCode.permissionPosition;

/*
 * /api/permission/Position (岗位管理), spec §7.4. The pickers (All, Selector, getListByOrgIds,
 * PositionCondition) are open to every signed-in user: the user dialog and flow forms choose positions
 * with them, and they return ids, names and organization paths only.
 */
export const positionRoutes = [
  defineRoute({
    method: 'GET',
    path: BASE,
    access: requiresPermission(MENU),
    summary: 'Positions, paged; keyword on name or code; organizeId = that organization and below',
    tags: TAGS,
    schema: { querystring: positionListQuerySchema, response: positionListSchema },
    handler: ({ app, user, query }) => getPositionList(app, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Selector`,
    access: signedIn,
    summary: 'Organization tree with the enabled positions as leaves',
    tags: TAGS,
    schema: { response: positionSelectorListSchema },
    handler: ({ app }) => positionSelector(app),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/All`,
    access: signedIn,
    summary: 'Every enabled position (ids and names)',
    tags: TAGS,
    schema: { response: positionOptionListSchema },
    handler: ({ app }) => allPositions(app),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/getListByOrgIds`,
    access: signedIn,
    summary: 'Enabled positions of exactly these organizations',
    tags: TAGS,
    schema: { body: positionsByOrgIdsBodySchema, response: positionOptionListSchema },
    handler: ({ app, body }) => positionsOfOrganizations(app, body.organizeIds),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/PositionCondition`,
    access: signedIn,
    summary: 'Enabled positions inside the given organizations (and below; all when empty) matching keyword',
    tags: TAGS,
    schema: { body: positionConditionBodySchema, response: positionOptionListSchema },
    handler: ({ app, body }) => positionCondition(app, body),
  }),
  defineRoute({
    method: 'POST',
    path: BASE,
    access: requiresPermission(MENU, ButtonCode.add),
    summary: 'Create a position (form grants: an ungranted field is refused)',
    tags: TAGS,
    schema: { body: createPositionBodySchema, response: z.object({ id: z.string() }) },
    handler: async ({ app, user, body }) =>
      ok({ id: await createPosition(app, user, body) }, 'common.created'),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU),
    summary: 'One position',
    tags: TAGS,
    schema: { params: idParamsSchema, response: positionInfoSchema },
    handler: ({ app, user, params }) => getPosition(app, user, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.edit),
    summary: 'Update a position: only the fields sent change (form grants apply)',
    tags: TAGS,
    schema: { params: idParamsSchema, body: updatePositionBodySchema },
    handler: async ({ app, user, params, body }) => {
      await updatePositionInfo(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.remove),
    summary: 'Delete a position nobody holds (its grants go with it)',
    tags: TAGS,
    schema: { params: idParamsSchema },
    handler: async ({ app, user, params }) => {
      await removePosition(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
