import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createPositionBodySchema,
  positionConditionBodySchema,
  positionGroupListSchema,
  positionInfoSchema,
  positionListQuerySchema,
  positionListSchema,
  positionOptionListSchema,
  positionSelectorListSchema,
  positionStateSchema,
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
    summary: 'Picker tree: organizations with their enabled positions as leaves (type position)',
    schemas: { response: positionSelectorListSchema },
  }),
  all: endpoint({
    method: 'GET',
    path: `${BASE}/All`,
    summary: 'Every enabled position (ids and names)',
    schemas: { response: positionOptionListSchema },
  }),
  /*
   * The same question in two shapes (docs/wire/position.md): the original's user form reads
   * getListByOrgIds grouped per organization, our user dialog reads a flat list. Both send
   * {organizeIds} and read `list`, so each shape has its own path.
   */
  listByOrganizations: endpoint({
    method: 'POST',
    path: `${BASE}/OptionsByOrgIds`,
    summary: 'Enabled positions of exactly these organizations, one flat list',
    schemas: { body: positionsByOrgIdsBodySchema, response: positionOptionListSchema },
  }),
  groupedByOrganizations: endpoint({
    method: 'POST',
    path: `${BASE}/getListByOrgIds`,
    summary: 'Enabled positions of exactly these organizations, grouped per organization (the original)',
    schemas: { body: positionsByOrgIdsBodySchema, response: positionGroupListSchema },
  }),
  condition: endpoint({
    method: 'POST',
    path: `${BASE}/PositionCondition`,
    summary: 'Picker tree: enabled positions of the given subtrees and ids (all when none) matching keyword',
    schemas: { body: positionConditionBodySchema, response: positionSelectorListSchema },
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
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable a position (flips the state)',
    schemas: { params: idParamsSchema, response: positionStateSchema },
  }),
};
