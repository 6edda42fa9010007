import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  messageMonitorInfoSchema,
  messageMonitorListQuerySchema,
  messageMonitorListSchema,
  messageMonitorRemoveBodySchema,
  messageMonitorRemoveResultSchema,
} from './message-monitor.ts';

const BASE = '/message/MessageMonitor';

/** 消息中心 › 消息监控. */
export const messageMonitorEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Sent messages, newest first; keyword on the title, type, source, send date range',
    schemas: { query: messageMonitorListQuerySchema, response: messageMonitorListSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: `${BASE}/detail/{id}`,
    summary: "One sent message with its receivers' names (the detail dialog)",
    schemas: { params: idParamsSchema, response: messageMonitorInfoSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: "One sent message with its receivers' ids",
    schemas: { params: idParamsSchema, response: messageMonitorInfoSchema },
  }),
  batchRemove: endpoint({
    method: 'DELETE',
    path: `${BASE}/batchRemove`,
    summary: 'Delete the chosen records',
    schemas: { body: messageMonitorRemoveBodySchema, response: messageMonitorRemoveResultSchema },
  }),
  empty: endpoint({
    method: 'DELETE',
    path: `${BASE}/empty`,
    summary: 'Delete every record (一键清空)',
    schemas: { response: messageMonitorRemoveResultSchema },
  }),
};
