// Starts the built production server on a data dir for a benchmark and stops it again.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { changePassword } from './http-bench.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitForHealth(base, deadline = Date.now() + 120_000) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/**
 * The server as `npm start` runs it, plus test hooks only so the bench can read the captcha of the first
 * password change. The global per-IP guard (1,200/min) would answer 429 to the load generator: the bench
 * measures the server, so it is off here; login keeps its own limits. `env` adds settings of a bench,
 * `nodeArgs` flags of Node it needs (after BENCH_NODE_ARGS).
 */
export async function startServer({ port, dataDir, adminPassword, env = {}, nodeArgs: benchNodeArgs = [] }) {
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = [
    ...(process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : []),
    ...benchNodeArgs,
  ];
  // BENCH_SERVER_ENTRY / BENCH_WEB_DIST_DIR: a build elsewhere, while the repository's dist is being rebuilt.
  const entry = process.env.BENCH_SERVER_ENTRY ?? path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TEST_HOOKS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
      ADMIN_INITIAL_PASSWORD: adminPassword,
      LOG_LEVEL: 'error',
      API_RATE_LIMIT: '0',
      ...env,
    },
  });
  await waitForHealth(base);
  return {
    base,
    /** The server's process id (its memory is read from /proc by the benches). */
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The administrator's first password on a bench database, and the one it is changed to. */
export const INITIAL_PASSWORD = 'Bench@12345';
export const PASSWORD = 'Bench@67890x';
/** Passwords travel md5-hashed, as the web sends them. */
export const md5 = (text) => createHash('md5').update(text).digest('hex');

/**
 * A fresh data dir (and the database `env` names, if any) with the seed applied and the admin past
 * the first password change, as a real administrator does at the first login; the server is stopped
 * again, so bulk data can be written into it.
 */
export async function preparedDataDir(port, { prefix = 'bench-', env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const server = await startServer({ port, dataDir, adminPassword: INITIAL_PASSWORD, env });
  try {
    await changePassword(server.base, 'admin', md5(INITIAL_PASSWORD), md5(PASSWORD));
  } finally {
    await server.stop();
  }
  return dataDir;
}
