import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  menuBodySchema,
  menuInfoSchema,
  menuListQuerySchema,
  menuSelectorListSchema,
  menuSelectorQuerySchema,
  menuTreeListSchema,
} from './menu.ts';
import { createdIdSchema } from './system.ts';

const BASE = '/system/Menu';

/** Menus of a system (types 0-8), managed on the menu page. */
export const menuEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary:
      "One system's menus of a category as a tree; keyword keeps matches (name or code) and their ancestors",
    schemas: { query: menuListQuerySchema, response: menuTreeListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector/{id}`,
    summary:
      'Parent picker: directories and folders of the system, without the menu {id} and its subtree (0 = none)',
    schemas: { params: idParamsSchema, query: menuSelectorQuerySchema, response: menuSelectorListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One menu',
    schemas: { params: idParamsSchema, response: menuInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Creates a menu; the fields required depend on the type',
    schemas: { body: menuBodySchema, response: createdIdSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Updates a menu (same system and category; no parent cycles)',
    schemas: { params: idParamsSchema, body: menuBodySchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enables or disables a menu (flips enabledMark)',
    schemas: { params: idParamsSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Deletes a menu without children, with its buttons, columns, forms, data schemes and grants',
    schemas: { params: idParamsSchema },
  }),
};
