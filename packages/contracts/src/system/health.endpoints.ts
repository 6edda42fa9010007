import { endpoint } from '../endpoint.ts';
import { healthSchema } from './health.ts';

/** Liveness probe, open to anyone. */
export const healthEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check',
    schemas: { response: healthSchema },
  }),
};
