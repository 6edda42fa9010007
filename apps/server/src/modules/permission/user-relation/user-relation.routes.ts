import { userRelationEndpoints } from '@platform/contracts';
import { ok, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findMemberIds, findObjectType } from './user-relation.repository.ts';
import { listUserRelation, updateUserRelation } from './user-relation.service.ts';

/** The members of a role, position or group before and after a save. */
const membersAudit: RouteAudit = {
  module: 'user_relations',
  action: 'members',
  load: async (app, id) => {
    const objectType = await findObjectType(app.db, id);
    return objectType
      ? { objectType, objectId: id, userIds: await findMemberIds(app.db, objectType, id) }
      : undefined;
  },
};

/*
 * /api/permission/UserRelation/{objectId}: the members dialogs of roles, positions and groups, also
 * under the capitalised /api/Permission/ the original's API file writes. Which menu (and, to save,
 * its edit button) the caller needs depends on the object's kind, so the service checks it once it
 * knows the kind; the route itself asks only for a session.
 */
const readRoutes = [userRelationEndpoints.list, userRelationEndpoints.listAtOriginalPath].map((endpoint) =>
  route(endpoint, {
    access: signedIn,
    handler: ({ app, user, params }) => listUserRelation(app, user, params.id),
  }),
);

const saveRoutes = [userRelationEndpoints.update, userRelationEndpoints.updateAtOriginalPath].map(
  (endpoint) =>
    route(endpoint, {
      access: signedIn,
      audit: membersAudit,
      handler: async ({ app, user, params, body }) => {
        await updateUserRelation(app, user, params.id, body);
        return ok(null, 'common.saved');
      },
    }),
);

export const userRelationRoutes = [...readRoutes, ...saveRoutes];
