import {
  BB_MAX_BYTES,
  ButtonCode,
  billRuleEndpoints,
  billRuleImportFieldsSchema,
  MenuCode,
} from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import { readSingleUpload } from '../../../http/single-upload.ts';
import {
  createBillRule,
  getBillRule,
  issueNextBillNumber,
  listBillRuleOptions,
  listBillRules,
  removeBillRule,
  toggleBillRuleState,
  updateBillRule,
} from './bill-rule.service.ts';
import { exportBillRule, importBillRule } from './bill-rule-bb.service.ts';

const MENU = MenuCode.billRule;

/*
 * /api/system/BillRule (单据规则). The template picker and the numbers are for every signed-in user:
 * form designers pick rules, and every form that has a document-number field draws numbers.
 */
export const billRuleRoutes = [
  route(billRuleEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listBillRules(app, user, query),
  }),
  route(billRuleEndpoints.selector, {
    access: signedIn,
    handler: ({ app, query }) => listBillRuleOptions(app, query),
  }),
  route(billRuleEndpoints.billNumber, {
    access: signedIn,
    handler: async ({ app, params }) =>
      ok(await issueNextBillNumber(app, params.code), 'billRule.numberIssued'),
  }),
  route(billRuleEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getBillRule(app, user, params.id),
  }),
  route(billRuleEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createBillRule(app, user, body) }, 'common.created'),
  }),
  route(billRuleEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateBillRule(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(billRuleEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeBillRule(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(billRuleEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) =>
      ok({ enabledMark: await toggleBillRuleState(app, user, params.id) }, 'common.updated'),
  }),
  route(billRuleEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: ({ app, user, params }) => exportBillRule(app, user, params.id),
  }),
  route(billRuleEndpoints.import, {
    access: requiresPermission(MENU, ButtonCode.import),
    handler: async ({ app, user, request, query }) => {
      const upload = await readSingleUpload(request, BB_MAX_BYTES);
      const fields = billRuleImportFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw badRequest('billRule.importInvalid', { detail: 'type' });
      const type = fields.data.type ?? query.type ?? 0;
      return ok({ id: await importBillRule(app, user, upload, type) }, 'billRule.imported');
    },
  }),
];
