import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createPositionBodySchema,
  positionConditionBodySchema,
  positionInfoSchema,
  positionListQuerySchema,
  positionListSchema,
  positionOptionListSchema,
  positionSelectorListSchema,
  positionsByOrgIdsBodySchema,
  updatePositionBodySchema,
} from './position.ts';

const BASE = '/permission/Position';

/** 岗位管理: positions, each in one organization. The pickers return ids and names only. */
export const positionEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Positions, paged; keyword on name or code; organizeId = that organization and below',
    schemas: { query: positionListQuerySchema, response: positionListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: 'Organization tree with the enabled positions as leaves',
    schemas: { response: positionSelectorListSchema },
  }),
  all: endpoint({
    method: 'GET',
    path: `${BASE}/All`,
    summary: 'Every enabled position (ids and names)',
    schemas: { response: positionOptionListSchema },
  }),
  listByOrganizations: endpoint({
    method: 'POST',
    path: `${BASE}/getListByOrgIds`,
    summary: 'Enabled positions of exactly these organizations',
    schemas: { body: positionsByOrgIdsBodySchema, response: positionOptionListSchema },
  }),
  condition: endpoint({
    method: 'POST',
    path: `${BASE}/PositionCondition`,
    summary: 'Enabled positions inside the given organizations (and below; all when empty) matching keyword',
    schemas: { body: positionConditionBodySchema, response: positionOptionListSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a position (form grants: an ungranted field is refused)',
    schemas: { body: createPositionBodySchema, response: z.object({ id: z.string() }) },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One position',
    schemas: { params: idParamsSchema, response: positionInfoSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a position: only the fields sent change (form grants apply)',
    schemas: { params: idParamsSchema, body: updatePositionBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a position nobody holds (its grants go with it)',
    schemas: { params: idParamsSchema },
  }),
};
