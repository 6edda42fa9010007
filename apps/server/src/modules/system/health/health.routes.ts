import { z } from 'zod';
import { defineRoute, publicAccess } from '../../../http/route.ts';

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    path: '/health',
    access: publicAccess,
    summary: 'Liveness and database check',
    tags: ['system'],
    schema: { response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    handler: async ({ app }) => {
      await app.db.execute('select 1');
      return { status: 'ok' as const, database: app.dbKind };
    },
  }),
];
