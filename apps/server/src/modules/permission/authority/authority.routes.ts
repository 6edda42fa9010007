import { authorizeEndpoints, ButtonCode, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import type { GrantObject } from './authority.repository.ts';
import { findGrantsOf } from './authorize.repository.ts';
import { getAuthorizeData, listHolders, saveAuthorize } from './authorize.service.ts';
import { getMyColumns, setMyColumns } from './column-settings.service.ts';
import { explainUser, viewAsUser } from './explain.service.ts';
import { whoHolds } from './who-holds.service.ts';

const read = requiresPermission(MenuCode.permissionAuthorize);

/** A holder's grants by item type before and after a save. */
const grantsAudit: RouteAudit<{ objectId: string }, { objectType: GrantObject['objectType'] }> = {
  module: 'authorizations',
  action: 'grant',
  recordId: ({ params }) => params.objectId,
  load: async (app, objectId, { body }) => {
    const rows = await findGrantsOf(app.db, [{ objectType: body.objectType, objectId }]);
    const items: Record<string, string[]> = {};
    for (const row of rows) items[row.itemType] = [...(items[row.itemType] ?? []), row.itemId];
    return { objectType: body.objectType, objectId, items };
  },
};

/**
 * /api/permission/Authority/* (permission → authorize; column settings of list pages). Callers who
 * are not administrators see and change only holders of their organization scope (ADR 0008).
 */
export const authorityRoutes = [
  route(authorizeEndpoints.holders, {
    access: read,
    handler: ({ app, user, query }) => listHolders(app, user, query),
  }),
  route(authorizeEndpoints.get, {
    access: read,
    handler: ({ app, user, params, query }) => getAuthorizeData(app, user, query.objectType, params.objectId),
  }),
  route(authorizeEndpoints.update, {
    audit: grantsAudit,
    access: requiresPermission(MenuCode.permissionAuthorize, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await saveAuthorize(app, user, params.objectId, body);
      return ok(null, 'authorize.saved');
    },
  }),
  route(authorizeEndpoints.whoHolds, {
    access: read,
    handler: ({ app, user, params, query }) => whoHolds(app, user, params.itemType, params.itemId, query),
  }),
  route(authorizeEndpoints.explain, {
    access: read,
    handler: ({ app, user, params }) => explainUser(app, user, params.userId),
  }),
  route(authorizeEndpoints.viewAs, {
    access: read,
    handler: ({ app, user, params, query }) => viewAsUser(app, user, params.userId, query.systemCode),
  }),
  route(authorizeEndpoints.columns, {
    access: signedIn,
    handler: ({ app, user, params }) => getMyColumns(app, user, params.id),
  }),
  route(authorizeEndpoints.setColumns, {
    access: signedIn,
    handler: async ({ app, user, body }) => {
      await setMyColumns(app, user, body);
      return ok(null, 'common.saved');
    },
  }),
];
