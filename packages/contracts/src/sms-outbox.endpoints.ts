import { endpoint } from './endpoint.ts';
import { smsOutboxListSchema, smsOutboxQuerySchema } from './sms-outbox.ts';

/** The admin-visible outbox of the default SMS sender (message centre → 短信发件箱). */
export const smsOutboxEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/message/SmsOutbox',
    summary:
      'SMS written by the default (demo) sender instead of being delivered, newest first; keyword = start of the mobile',
    schemas: { query: smsOutboxQuerySchema, response: smsOutboxListSchema },
  }),
};
