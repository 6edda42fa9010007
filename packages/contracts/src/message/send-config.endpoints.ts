import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { createdId, enabledState } from '../record-schemas.ts';
import {
  createSendConfigBodySchema,
  sendConfigAccountListSchema,
  sendConfigAccountQuerySchema,
  sendConfigInfoSchema,
  sendConfigListQuerySchema,
  sendConfigListSchema,
  sendConfigPickerSchema,
  sendConfigTestConfigSchema,
  sendConfigTestResultSchema,
  testSendConfigBodySchema,
  updateSendConfigBodySchema,
} from './send-config.ts';

const BASE = '/message/SendMessageConfig';

/** 消息中心 › 发送配置. */
export const sendConfigEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Send configurations, paged; keyword on name or code; by source, kind and state',
    schemas: { query: sendConfigListQuerySchema, response: sendConfigListSchema },
  }),
  picker: endpoint({
    method: 'GET',
    path: `${BASE}/getSendConfigList`,
    summary: "The flow designer's picker: enabled configurations with their enabled templates' parameters",
    schemas: { query: sendConfigListQuerySchema, response: sendConfigPickerSchema },
  }),
  accountSelector: endpoint({
    method: 'GET',
    path: `${BASE}/AccountSelector`,
    summary: "The dialog's account picker: enabled accounts of one type, names and codes only",
    schemas: { query: sendConfigAccountQuerySchema, response: sendConfigAccountListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One send configuration with its template and account bindings',
    schemas: { params: idParamsSchema, response: sendConfigInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a send configuration',
    schemas: { body: createSendConfigBodySchema, response: createdId },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a send configuration and replace its bindings',
    schemas: { params: idParamsSchema, body: updateSendConfigBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a send configuration and its bindings',
    schemas: { params: idParamsSchema },
  }),
  copy: endpoint({
    method: 'POST',
    path: `${BASE}/copy/{id}`,
    summary: 'Copy a send configuration with its bindings (disabled, name and code suffixed)',
    schemas: { params: idParamsSchema, response: createdId },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable a send configuration (flips the state)',
    schemas: { params: idParamsSchema, response: enabledState },
  }),
  testConfig: endpoint({
    method: 'POST',
    path: `${BASE}/getTestConfig/{id}`,
    summary: "The test screen's rows: each enabled binding with its template's parameters",
    schemas: { params: idParamsSchema, response: sendConfigTestConfigSchema },
  }),
  testSend: endpoint({
    method: 'POST',
    path: `${BASE}/testSendConfig`,
    summary: 'Send each row once to the chosen users, placeholders filled; one result per row',
    schemas: { body: testSendConfigBodySchema, response: sendConfigTestResultSchema },
  }),
};
