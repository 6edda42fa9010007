import { endpoint } from '../endpoint.ts';
import {
  cacheInfoSchema,
  cacheListQuerySchema,
  cacheListSchema,
  cacheNameParamsSchema,
} from './cache-manage.ts';

const BASE = '/PlatForm/CacheManage';

/** 系统缓存 (the original's paths). */
export const cacheManageEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: "The server's caches; keyword on the name",
    schemas: { query: cacheListQuerySchema, response: cacheListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{name}`,
    summary: 'One cache',
    schemas: { params: cacheNameParamsSchema, response: cacheInfoSchema },
  }),
  clear: endpoint({
    method: 'DELETE',
    path: `${BASE}/{name}`,
    summary: 'Clear one cache (in every process)',
    schemas: { params: cacheNameParamsSchema },
  }),
  clearAll: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/ClearAll`,
    summary: 'Clear every cache (in every process)',
    schemas: {},
  }),
};
