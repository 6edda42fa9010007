import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  accountConfigCreatedSchema,
  accountConfigInfoSchema,
  accountConfigListQuerySchema,
  accountConfigListSchema,
  accountConfigTestParamsSchema,
  createAccountConfigBodySchema,
  testAccountConfigBodySchema,
  updateAccountConfigBodySchema,
} from './account-config.ts';

const BASE = '/message/AccountConfig';

/** 消息中心 › 账号配置: mail, SMS, DingTalk, WeCom, webhook and official-account accounts. */
export const accountConfigEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: "One type's accounts, paged; keyword on name or code",
    schemas: { query: accountConfigListQuerySchema, response: accountConfigListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One account, secrets masked',
    schemas: { params: idParamsSchema, response: accountConfigInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create an account',
    schemas: { body: createAccountConfigBodySchema, response: accountConfigCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update an account (a masked secret keeps the stored one)',
    schemas: { params: idParamsSchema, body: updateAccountConfigBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete an account',
    schemas: { params: idParamsSchema },
  }),
  copy: endpoint({
    method: 'POST',
    path: `${BASE}/copy/{id}`,
    summary: 'Copy an account (disabled, name and code suffixed)',
    schemas: { params: idParamsSchema, response: accountConfigCreatedSchema },
  }),
  test: endpoint({
    method: 'POST',
    path: `${BASE}/{action}`,
    summary: "Test the form's account: SMTP sign-in, token call or webhook call",
    schemas: { params: accountConfigTestParamsSchema, body: testAccountConfigBodySchema },
  }),
};
