// Starts the built production server on a data dir for a benchmark and stops it again.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * measures the server, so it is off here; login keeps its own limits. `env` adds settings of a bench.
 */
export async function startServer({ port, dataDir, adminPassword, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      TEST_HOOKS: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      ADMIN_INITIAL_PASSWORD: adminPassword,
      LOG_LEVEL: 'error',
      API_RATE_LIMIT: '0',
      ...env,
    },
  });
  await waitForHealth(base);
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
