import { z } from 'zod';

/*
 * 系统监控: one snapshot of the server process and its host, polled by the monitor page. Sizes are
 * bytes and rates percentages (0–100, two decimals); the original's nested groups and names are kept
 * (system, cpu.used, memory.usageRate, disk.usageRate, time) so its client reads them too.
 */
const usage = z.object({
  total: z.number(),
  used: z.number(),
  available: z.number(),
  usageRate: z.number(),
});

export const systemMonitorSchema = z.object({
  system: z.object({
    os: z.string(),
    ip: z.string(),
    /** Host uptime in seconds. */
    uptime: z.number(),
    /** Server process uptime in seconds. */
    processUptime: z.number(),
    nodeVersion: z.string(),
  }),
  cpu: z.object({
    name: z.string(),
    coreNumber: z.number().int(),
    /** Usage of all cores since the previous snapshot of this process, percent. */
    used: z.number(),
    idle: z.number(),
    loadAverage: z.array(z.number()),
  }),
  memory: usage,
  /** The server process's own memory: resident set and heap, bytes. */
  process: z.object({ rss: z.number(), heapUsed: z.number(), heapTotal: z.number() }),
  /** The file system of the data directory. */
  disk: usage,
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** pg_database_size, bytes. */
    size: z.number(),
    /** Sessions on this database (pg_stat_activity); the embedded database has one. */
    connections: z.number().int(),
    version: z.string(),
  }),
  /** When the snapshot was taken, epoch ms. */
  time: z.number(),
});
export type SystemMonitor = z.infer<typeof systemMonitorSchema>;
