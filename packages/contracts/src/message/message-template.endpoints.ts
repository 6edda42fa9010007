import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { createdId, enabledState } from '../record-schemas.ts';
import {
  createMessageTemplateBodySchema,
  messageTemplateInfoSchema,
  messageTemplateListQuerySchema,
  messageTemplateListSchema,
  messageTemplateSelectorSchema,
  updateMessageTemplateBodySchema,
} from './message-template.ts';

const BASE = '/message/MessageTemplateConfig';

/** 消息中心 › 消息模板. */
export const messageTemplateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Message templates, paged; keyword on name or code; by type, source, kind and state',
    schemas: { query: messageTemplateListQuerySchema, response: messageTemplateListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: "The send configuration's template picker: enabled templates with their parameters",
    schemas: { query: messageTemplateListQuerySchema, response: messageTemplateSelectorSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One template with its parameters and SMS variables',
    schemas: { params: idParamsSchema, response: messageTemplateInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a template',
    schemas: { body: createMessageTemplateBodySchema, response: createdId },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a template (its source and type cannot change)',
    schemas: { params: idParamsSchema, body: updateMessageTemplateBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a template no send configuration uses',
    schemas: { params: idParamsSchema },
  }),
  copy: endpoint({
    method: 'POST',
    path: `${BASE}/copy/{id}`,
    summary: 'Copy a template (disabled, name and code suffixed)',
    schemas: { params: idParamsSchema, response: createdId },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable a template (flips the state; a used one stays enabled)',
    schemas: { params: idParamsSchema, response: enabledState },
  }),
};
