import { smsOutboxListSchema, smsOutboxQuerySchema } from '@platform/contracts';
import { MenuCode } from '../../db/seed/menu-catalogue.ts';
import { defineRoute, requiresPermission } from '../../http/route.ts';
import { getSmsOutbox } from '../oauth/sms/sms-outbox.service.ts';

/** The admin-visible outbox of the default SMS sender (message centre → 短信发件箱). */
export const smsOutboxRoutes = [
  defineRoute({
    method: 'GET',
    path: '/message/SmsOutbox',
    access: requiresPermission(MenuCode.msgSmsOutbox),
    summary:
      'SMS written by the default (demo) sender instead of being delivered, newest first; keyword = start of the mobile',
    tags: ['message'],
    schema: { querystring: smsOutboxQuerySchema, response: smsOutboxListSchema },
    handler: ({ query, app }) => getSmsOutbox(app, query),
  }),
];
