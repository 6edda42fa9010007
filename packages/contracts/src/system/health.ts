import { z } from 'zod';

/** GET /api/health: the process is up and its database answers. */
export const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
export type Health = z.infer<typeof healthSchema>;
