import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  commonWordsCreatedSchema,
  commonWordsInfoSchema,
  commonWordsListQuerySchema,
  commonWordsListSchema,
  commonWordsOptionListSchema,
  commonWordsStateSchema,
  createCommonWordsBodySchema,
  updateCommonWordsBodySchema,
} from './common-words.ts';

const BASE = '/system/CommonWords';

/** 常用语: the system words administrators keep, and the selector approvers pick from. */
export const commonWordsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'System common words, paged; keyword on the text or an application name',
    schemas: { query: commonWordsListQuerySchema, response: commonWordsListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: "The enabled system words and the caller's own, system words first",
    schemas: { response: commonWordsOptionListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One entry of common words',
    schemas: { params: idParamsSchema, response: commonWordsInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create system common words',
    schemas: { body: createCommonWordsBodySchema, response: commonWordsCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update common words: only the fields sent change',
    schemas: { params: idParamsSchema, body: updateCommonWordsBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete common words',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable common words (flips the state)',
    schemas: { params: idParamsSchema, response: commonWordsStateSchema },
  }),
};
