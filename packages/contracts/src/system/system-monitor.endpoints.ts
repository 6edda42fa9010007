import { endpoint } from '../endpoint.ts';
import { systemMonitorSchema } from './system-monitor.ts';

/** 系统监控 (the original's path). */
export const systemMonitorEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/System/Monitor',
    summary: 'CPU, memory, disk, database size and connections, uptime: one snapshot',
    schemas: { response: systemMonitorSchema },
  }),
};
