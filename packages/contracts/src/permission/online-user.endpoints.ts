import { endpoint } from '../endpoint.ts';
import {
  forceOfflineBatchBodySchema,
  forceOfflineParamsSchema,
  forceOfflineResultSchema,
  onlineUserListSchema,
  onlineUserQuerySchema,
} from './online-user.ts';

const BASE = '/permission/OnlineUser';

/** Online users: live sessions and forcing them offline (the session's next call answers 601). */
export const onlineUserEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Live sessions: account, name, device, IP, login time, last seen; keyword on account or name',
    schemas: { query: onlineUserQuerySchema, response: onlineUserListSchema },
  }),
  forceOffline: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/ForceOffline/{sessionId}`,
    summary: 'Force a session offline (its next call answers 601)',
    schemas: { params: forceOfflineParamsSchema, response: forceOfflineResultSchema },
  }),
  forceOfflineMany: endpoint({
    method: 'DELETE',
    path: BASE,
    summary: 'Force several sessions offline (all or nothing)',
    schemas: { body: forceOfflineBatchBodySchema, response: forceOfflineResultSchema },
  }),
};
