import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createInterfaceOauthBodySchema,
  interfaceOauthCreatedSchema,
  interfaceOauthInfoSchema,
  interfaceOauthInterfaceListSchema,
  interfaceOauthListQuerySchema,
  interfaceOauthListSchema,
  interfaceOauthLogListSchema,
  interfaceOauthLogQuerySchema,
  interfaceOauthSecretAnswerSchema,
  saveInterfaceOauthListBodySchema,
  updateInterfaceOauthBodySchema,
} from './interface-oauth.ts';
import { interfaceOauthCallAnswerSchema, interfaceOauthCallParamsSchema } from './interface-oauth-call.ts';

const BASE = '/system/InterfaceOauth';
const RESPONSE = '/system/DataInterface/{id}/Actions/Response';

/** 接口认证: outside callers of the data interfaces, and the signed call they make. */
export const interfaceOauthEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Interface apps, paged; keyword on the app name or app id',
    schemas: { query: interfaceOauthListQuerySchema, response: interfaceOauthListSchema },
  }),
  secret: endpoint({
    method: 'GET',
    path: `${BASE}/getAppSecret`,
    summary: 'A fresh random app secret for the dialog (stored when the app is saved)',
    schemas: { response: interfaceOauthSecretAnswerSchema },
  }),
  saveInterfaces: endpoint({
    method: 'POST',
    path: `${BASE}/saveInterfaceList`,
    summary: 'Replaces the interfaces an app may call',
    schemas: { body: saveInterfaceOauthListBodySchema },
  }),
  interfaces: endpoint({
    method: 'GET',
    path: `${BASE}/getInterfaceList/{id}`,
    summary: 'The interfaces an app may call',
    schemas: { params: idParamsSchema, response: interfaceOauthInterfaceListSchema },
  }),
  logs: endpoint({
    method: 'GET',
    path: `${BASE}/dataInterfaceLog/{id}`,
    summary: "An app's calls, newest first; keyword on IP, device or interface; time range",
    schemas: {
      params: idParamsSchema,
      query: interfaceOauthLogQuerySchema,
      response: interfaceOauthLogListSchema,
    },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One interface app with its interfaces (never its secret)',
    schemas: { params: idParamsSchema, response: interfaceOauthInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Adds an interface app; answers the secret once when the server made it',
    schemas: { body: createInterfaceOauthBodySchema, response: interfaceOauthCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Changes an interface app; a secret sent replaces the stored one',
    schemas: { params: idParamsSchema, body: updateInterfaceOauthBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Deletes an interface app, its grants and its call log',
    schemas: { params: idParamsSchema },
  }),
  callGet: endpoint({
    method: 'GET',
    path: RESPONSE,
    summary: 'An outside system calls a data interface, signed with its app secret (parameters in the query)',
    schemas: {
      params: idParamsSchema,
      query: interfaceOauthCallParamsSchema,
      response: interfaceOauthCallAnswerSchema,
    },
  }),
  callPost: endpoint({
    method: 'POST',
    path: RESPONSE,
    summary: 'An outside system calls a data interface, signed with its app secret (parameters as JSON)',
    schemas: {
      params: idParamsSchema,
      body: interfaceOauthCallParamsSchema.nullish(),
      response: interfaceOauthCallAnswerSchema,
    },
  }),
};
