import { ButtonCode, MenuCode, messageTemplateEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import {
  copyMessageTemplate,
  createMessageTemplate,
  getMessageTemplate,
  listMessageTemplates,
  loadTemplateForLog,
  removeMessageTemplate,
  selectMessageTemplates,
  toggleMessageTemplateState,
  updateMessageTemplate,
} from './message-template.service.ts';

/** /api/message/MessageTemplateConfig (消息模板). Every write is logged with the template before and after. */
const MENU = MenuCode.msgTemplate;
const audit: RouteAudit = { module: 'message_templates', load: loadTemplateForLog };
const copyAudit: RouteAudit<{ id: string }> = { ...audit, action: 'copy', recordId: () => undefined };

export const messageTemplateRoutes = [
  route(messageTemplateEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listMessageTemplates(app, query),
  }),
  // The send configuration's dialog picks templates: its menu is enough.
  route(messageTemplateEndpoints.selector, {
    access: requiresPermission(MenuCode.msgSendConfig),
    handler: ({ app, query }) => selectMessageTemplates(app, query),
  }),
  route(messageTemplateEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, params }) => getMessageTemplate(app, params.id),
  }),
  route(messageTemplateEndpoints.create, {
    audit,
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createMessageTemplate(app, user, body) }, 'common.created'),
  }),
  route(messageTemplateEndpoints.update, {
    audit,
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateMessageTemplate(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(messageTemplateEndpoints.remove, {
    audit,
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, params }) => {
      await removeMessageTemplate(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(messageTemplateEndpoints.copy, {
    audit: copyAudit,
    access: requiresPermission(MENU, ButtonCode.copy),
    handler: async ({ app, user, params }) =>
      ok({ id: await copyMessageTemplate(app, user, params.id) }, 'common.created'),
  }),
  route(messageTemplateEndpoints.setState, {
    audit,
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params }) => ok(await toggleMessageTemplateState(app, user, params.id)),
  }),
];
