import { scanLoginEndpoints } from '@platform/contracts';
import { ok, publicAccess, route, signedIn } from '../../../http/route.ts';
import { clientInfoOf } from '../login/login-audit.ts';
import {
  cancelScanTicket,
  confirmScanTicket,
  createScanTicket,
  pollScanTicket,
  scanTicket,
} from './scan-login.service.ts';

export const scanLoginRoutes = [
  route(scanLoginEndpoints.createTicket, {
    access: publicAccess,
    handler: ({ app, request }) => createScanTicket(app, clientInfoOf(request)),
  }),
  route(scanLoginEndpoints.poll, {
    access: publicAccess,
    handler: ({ app, body, request }) =>
      pollScanTicket(app, body.ticket, body.pollKey, clientInfoOf(request)),
  }),
  route(scanLoginEndpoints.get, {
    access: signedIn,
    handler: ({ app, params }) => scanTicket(app, params.ticket),
  }),
  route(scanLoginEndpoints.confirm, {
    access: signedIn,
    handler: async ({ app, user, params }) => {
      await confirmScanTicket(app, user, params.ticket);
      return ok(null, 'scan.confirmed');
    },
  }),
  route(scanLoginEndpoints.cancel, {
    access: signedIn,
    handler: async ({ app, params }) => {
      await cancelScanTicket(app, params.ticket);
      return ok(null, 'scan.cancelled');
    },
  }),
];
