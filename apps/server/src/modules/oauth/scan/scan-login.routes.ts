import {
  scanPollBodySchema,
  scanPollResponseSchema,
  scanTicketInfoSchema,
  scanTicketParamsSchema,
  scanTicketResponseSchema,
} from '@platform/contracts';
import { defineRoute, ok, publicAccess, signedIn } from '../../../http/route.ts';
import { clientInfoOf } from '../login/login-audit.ts';
import {
  cancelScanTicket,
  confirmScanTicket,
  createScanTicket,
  pollScanTicket,
  scanTicket,
} from './scan-login.service.ts';

const TAGS = ['oauth'];

export const scanLoginRoutes = [
  defineRoute({
    method: 'POST',
    path: '/oauth/ScanLogin/Ticket',
    access: publicAccess,
    summary: 'Scan login: new ticket for the QR shown on the login page',
    tags: TAGS,
    schema: { response: scanTicketResponseSchema },
    handler: ({ app, request }) => createScanTicket(app, clientInfoOf(request)),
  }),
  defineRoute({
    method: 'POST',
    path: '/oauth/ScanLogin/Poll',
    access: publicAccess,
    summary: 'Scan login: ticket state for the login page; returns the token once after confirmation',
    tags: TAGS,
    schema: { body: scanPollBodySchema, response: scanPollResponseSchema },
    handler: ({ app, body, request }) =>
      pollScanTicket(app, body.ticket, body.pollKey, clientInfoOf(request)),
  }),
  defineRoute({
    method: 'GET',
    path: '/oauth/ScanLogin/:ticket',
    access: signedIn,
    summary: 'Scan login: the signed-in device opened the QR link (marks the ticket scanned)',
    tags: TAGS,
    schema: { params: scanTicketParamsSchema, response: scanTicketInfoSchema },
    handler: ({ app, params }) => scanTicket(app, params.ticket),
  }),
  defineRoute({
    method: 'POST',
    path: '/oauth/ScanLogin/:ticket/Confirm',
    access: signedIn,
    summary: 'Scan login: confirm signing in the login page as me',
    tags: TAGS,
    schema: { params: scanTicketParamsSchema },
    handler: async ({ app, user, params }) => {
      await confirmScanTicket(app, user, params.ticket);
      return ok(null, 'scan.confirmed');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/oauth/ScanLogin/:ticket/Cancel',
    access: signedIn,
    summary: 'Scan login: refuse the sign-in',
    tags: TAGS,
    schema: { params: scanTicketParamsSchema },
    handler: async ({ app, params }) => {
      await cancelScanTicket(app, params.ticket);
      return ok(null, 'scan.cancelled');
    },
  }),
];
