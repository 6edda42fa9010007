import { currentUserMembershipEndpoints as endpoints } from '@platform/contracts';
import { ok, route, signedIn } from '../../../http/route.ts';
import { getUserOrganizes, getUserPositions, switchMajor } from './membership.service.ts';
import { getSubordinates } from './subordinate.service.ts';

export const membershipRoutes = [
  route(endpoints.organizes, {
    access: signedIn,
    handler: ({ user, app }) => getUserOrganizes(app, user.userId),
  }),
  route(endpoints.positions, {
    access: signedIn,
    handler: ({ user, app }) => getUserPositions(app, user.userId),
  }),
  route(endpoints.switchMajor, {
    access: signedIn,
    handler: async ({ body, user, app }) => {
      await switchMajor(app, user, body);
      return ok(null, 'currentUser.majorSwitched');
    },
  }),
  route(endpoints.subordinates, {
    access: signedIn,
    handler: ({ params, user, app }) => getSubordinates(app, user.userId, params.id),
  }),
];
