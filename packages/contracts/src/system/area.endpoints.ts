import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  areaCreatedSchema,
  areaDetailSchema,
  areaListQuerySchema,
  areaListSchema,
  areaNamesBodySchema,
  areaNamesSchema,
  areaOptionListSchema,
  areaParentParamsSchema,
  areaSelectorParamsSchema,
  areaStateSchema,
  createAreaBodySchema,
  updateAreaBodySchema,
} from './area.ts';

const BASE = '/system/Area';

/** 行政区划: the area tree administrators keep, and the pickers every form uses. */
export const areaEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${BASE}/{parentId}`,
    summary: "An area's children ('-1': the provinces); keyword on name or code",
    schemas: { params: areaParentParamsSchema, query: areaListQuerySchema, response: areaListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Selector/{ids}`,
    summary: "An area's enabled children for pickers; ids (or 0) is left out with its subtree",
    schemas: { params: areaSelectorParamsSchema, response: areaOptionListSchema },
  }),
  names: endpoint({
    method: 'POST',
    path: `${BASE}/GetAreaByIds`,
    summary: 'The names along id paths of areas',
    schemas: { body: areaNamesBodySchema, response: areaNamesSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Info`,
    summary: 'One area, with its parent name',
    schemas: { params: idParamsSchema, response: areaDetailSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create an area',
    schemas: { body: createAreaBodySchema, response: areaCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update an area: only the fields sent change',
    schemas: { params: idParamsSchema, body: updateAreaBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete an area without children',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable an area (flips the state)',
    schemas: { params: idParamsSchema, response: areaStateSchema },
  }),
};
