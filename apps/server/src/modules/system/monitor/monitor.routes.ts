import { MenuCode, systemMonitorEndpoints } from '@platform/contracts';
import { requiresPermission, route } from '../../../http/route.ts';
import { getSystemMonitor } from './monitor.service.ts';

/* /api/System/Monitor (系统监控). */
export const monitorRoutes = [
  route(systemMonitorEndpoints.get, {
    access: requiresPermission(MenuCode.monitor),
    handler: ({ app }) => getSystemMonitor(app),
  }),
];
