import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { exportedFileSchema } from '../import-export.ts';
import {
  billNumberParamsSchema,
  billNumberSchema,
  billRuleCreatedSchema,
  billRuleInfoSchema,
  billRuleListQuerySchema,
  billRuleListSchema,
  billRuleOptionListSchema,
  billRuleStateSchema,
  createBillRuleBodySchema,
  updateBillRuleBodySchema,
} from './bill-rule.ts';
import { billRuleImportFieldsSchema, billRuleImportResultSchema } from './bill-rule-bb.ts';

const BASE = '/system/BillRule';

/** 单据规则: the rules administrators keep, the template picker, and the numbers forms draw. */
export const billRuleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Document-number rules, paged; keyword on name or code; categoryId filters',
    schemas: { query: billRuleListQuerySchema, response: billRuleListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: "The template picker's enabled rules, paged; keyword on name or code; categoryId filters",
    schemas: { query: billRuleListQuerySchema, response: billRuleOptionListSchema },
  }),
  billNumber: endpoint({
    method: 'GET',
    path: `${BASE}/BillNumber/{code}`,
    summary:
      'The next number of an enabled rule: unique and consecutive; the serial restarts when the date part changes',
    schemas: { params: billNumberParamsSchema, response: billNumberSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One document-number rule',
    schemas: { params: idParamsSchema, response: billRuleInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a document-number rule',
    schemas: { body: createBillRuleBodySchema, response: billRuleCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a document-number rule: only the fields sent change',
    schemas: { params: idParamsSchema, body: updateBillRuleBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a rule that has issued no number',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable a rule (flips the state)',
    schemas: { params: idParamsSchema, response: billRuleStateSchema },
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Actions/Export`,
    summary: 'The rule as a .bb file; download data.url',
    schemas: { params: idParamsSchema, response: exportedFileSchema },
  }),
  import: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/Import`,
    summary:
      'Import a .bb file (multipart: file, type 0 refuse duplicates / 1 import them as copies; type may be in the query)',
    bodyEncoding: 'multipart',
    schemas: { query: billRuleImportFieldsSchema, response: billRuleImportResultSchema },
  }),
};
