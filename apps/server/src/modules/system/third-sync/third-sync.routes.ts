import { ButtonCode, MenuCode, thirdSyncEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import { listThirdSyncTotals, syncOrganizations, syncUsers } from './third-sync.service.ts';

const MENU = MenuCode.sysConfig;
/** Pushing the directory changes a service's data: the settings' edit button, as for saving them. */
const PUSH = requiresPermission(MENU, ButtonCode.edit);
const rateLimit = { max: 10, timeWindow: '1 minute' };

/** The four pushes share their query and answer: `type` 0 (or none) pushes, the type's totals come back. */
const push = (
  endpoint: typeof thirdSyncEndpoints.organizeToWeCom,
  thirdType: '1' | '2',
  sync: typeof syncOrganizations,
) =>
  route(endpoint, {
    access: PUSH,
    rateLimit,
    handler: async ({ app, query }) => ok(await sync(app, thirdType, query.type), 'thirdSync.done'),
  });

/* /api/system/SynThirdInfo: directory sync to WeCom (1) and DingTalk (2). */
export const thirdSyncRoutes = [
  route(thirdSyncEndpoints.totals, {
    access: requiresPermission(MENU),
    handler: ({ app, params }) => listThirdSyncTotals(app, params.type),
  }),
  push(thirdSyncEndpoints.organizeToWeCom, '1', syncOrganizations),
  push(thirdSyncEndpoints.userToWeCom, '1', syncUsers),
  push(thirdSyncEndpoints.organizeToDingTalk, '2', syncOrganizations),
  push(thirdSyncEndpoints.userToDingTalk, '2', syncUsers),
];
