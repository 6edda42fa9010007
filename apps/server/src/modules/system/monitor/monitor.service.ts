import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { SystemMonitor } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';

/*
 * 系统监控: host and process figures from Node, the data directory's file system, and the database's
 * size and sessions. CPU usage is measured between two snapshots of this process (the first one
 * measures since the host started), so a page polling every few seconds sees the recent load.
 */

const previousCpu = new WeakMap<object, { idle: number; total: number }>();

function cpuTimes() {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq + cpu.times.idle;
  }
  return { idle, total };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

function cpuUsage(ctx: AppContext) {
  const now = cpuTimes();
  const before = previousCpu.get(ctx.config) ?? { idle: 0, total: 0 };
  previousCpu.set(ctx.config, now);
  const total = now.total - before.total;
  const idle = percent(now.idle - before.idle, total);
  return { used: total > 0 ? Math.round((100 - idle) * 100) / 100 : 0, idle };
}

function hostAddress(): string {
  for (const entries of Object.values(os.networkInterfaces())) {
    const found = entries?.find((entry) => entry.family === 'IPv4' && !entry.internal);
    if (found) return found.address;
  }
  return '127.0.0.1';
}

/** The file system holding the data directory (its closest existing ancestor before the first start). */
async function diskUsage(ctx: AppContext) {
  let dir = ctx.config.dataDir;
  for (;;) {
    try {
      const stats = await fs.statfs(dir);
      const total = stats.blocks * stats.bsize;
      const available = stats.bavail * stats.bsize;
      const used = total - stats.bfree * stats.bsize;
      return { total, used, available, usageRate: percent(used, total) };
    } catch {
      const parent = path.dirname(dir);
      if (parent === dir) return { total: 0, used: 0, available: 0, usageRate: 0 };
      dir = parent;
    }
  }
}

async function databaseFigures(ctx: AppContext) {
  const result = await ctx.db.execute(sql`
    select pg_database_size(current_database())::float8 as size,
           (select count(*) from pg_stat_activity where datname = current_database())::int as connections,
           current_setting('server_version') as version`);
  // Both drivers answer {rows}; Db's execute is typed for either, so the shape is stated here.
  const [row] = (result as unknown as { rows: { size: number; connections: number; version: string }[] })
    .rows;
  return {
    kind: ctx.dbKind,
    size: Number(row?.size ?? 0),
    // The embedded database is one session inside this process, whatever its statistics say.
    connections: ctx.dbKind === 'pglite' ? 1 : Number(row?.connections ?? 0),
    version: row?.version ?? '',
  };
}

export async function getSystemMonitor(ctx: AppContext): Promise<SystemMonitor> {
  const [disk, database] = await Promise.all([diskUsage(ctx), databaseFigures(ctx)]);
  const totalMemory = os.totalmem();
  const freeMemory = os.freemem();
  const memory = process.memoryUsage();
  const cpus = os.cpus();
  return {
    system: {
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      ip: hostAddress(),
      uptime: Math.round(os.uptime()),
      processUptime: Math.round(process.uptime()),
      nodeVersion: process.version,
    },
    cpu: { name: cpus[0]?.model ?? '', coreNumber: cpus.length, ...cpuUsage(ctx), loadAverage: os.loadavg() },
    memory: {
      total: totalMemory,
      used: totalMemory - freeMemory,
      available: freeMemory,
      usageRate: percent(totalMemory - freeMemory, totalMemory),
    },
    process: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    disk,
    database,
    time: ctx.now().getTime(),
  };
}
