import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createdIdSchema,
  listKeywordQuerySchema,
  systemBodySchema,
  systemInfoSchema,
  systemListSchema,
} from './system.ts';

const BASE = '/system/System';

/** Systems (应用), managed on the menu page: its menu and buttons guard them. */
export const systemEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Every system (keyword on name or code), by sort code',
    schemas: { query: listKeywordQuerySchema, response: systemListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One system',
    schemas: { params: idParamsSchema, response: systemInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Creates a system (enCode unique); never a main system',
    schemas: { body: systemBodySchema, response: createdIdSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Updates a system; the main system cannot be disabled',
    schemas: { params: idParamsSchema, body: systemBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Deletes a system without menus; never the main system',
    schemas: { params: idParamsSchema },
  }),
};
