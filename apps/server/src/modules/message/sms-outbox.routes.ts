import { MenuCode, smsOutboxEndpoints } from '@platform/contracts';
import { requiresPermission, route } from '../../http/route.ts';
import { getSmsOutbox } from '../oauth/sms/sms-outbox.service.ts';

/** The admin-visible outbox of the default SMS sender (message centre → 短信发件箱). */
export const smsOutboxRoutes = [
  route(smsOutboxEndpoints.list, {
    access: requiresPermission(MenuCode.msgSmsOutbox),
    handler: ({ query, app }) => getSmsOutbox(app, query),
  }),
];
