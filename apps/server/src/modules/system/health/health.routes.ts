import { healthEndpoints } from '@platform/contracts';
import { publicAccess, route } from '../../../http/route.ts';

export const healthRoutes = [
  route(healthEndpoints.get, {
    access: publicAccess,
    handler: async ({ app }) => {
      await app.db.execute('select 1');
      return { status: 'ok' as const, database: app.dbKind };
    },
  }),
];
