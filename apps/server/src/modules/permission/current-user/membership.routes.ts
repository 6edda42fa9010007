import {
  subordinateItemSchema,
  subordinateParamsSchema,
  switchMajorBodySchema,
  userMembershipItemSchema,
} from '@platform/contracts';
import { z } from 'zod';
import { defineRoute, ok, signedIn } from '../../../http/route.ts';
import { getUserOrganizes, getUserPositions, switchMajor } from './membership.service.ts';
import { getSubordinates } from './subordinate.service.ts';

const BASE = '/permission/Users/Current';
const tags = ['permission', 'current-user'];

export const membershipRoutes = [
  defineRoute({
    method: 'GET',
    path: `${BASE}/getUserOrganizes`,
    access: signedIn,
    summary: 'My organizations (full path names); isDefault marks the major one',
    tags,
    schema: { response: z.array(userMembershipItemSchema) },
    handler: ({ user, app }) => getUserOrganizes(app, user.userId),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/getUserPositions`,
    access: signedIn,
    summary: 'My positions in my major organization; isDefault marks the major one',
    tags,
    schema: { response: z.array(userMembershipItemSchema) },
    handler: ({ user, app }) => getUserPositions(app, user.userId),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/major`,
    access: signedIn,
    summary: 'Switch my major organization, position or application (only ones I belong to / am granted)',
    tags,
    schema: { body: switchMajorBodySchema },
    handler: async ({ body, user, app }) => {
      await switchMajor(app, user, body);
      return ok(null, 'currentUser.majorSwitched');
    },
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Subordinate/:id`,
    access: signedIn,
    summary: 'My subordinates as a lazy tree: 0 = me; other ids must be inside my own subtree',
    tags,
    schema: { params: subordinateParamsSchema, response: z.array(subordinateItemSchema) },
    handler: ({ params, user, app }) => getSubordinates(app, user.userId, params.id),
  }),
];
