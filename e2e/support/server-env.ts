import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN } from './accounts.ts';

/*
 * How the e2e suite starts the server: the suite's shared server (playwright.config.ts webServer) and
 * the servers of their own that some tests start (own-server.ts) run the same build the same way.
 */

/** The repository root: relative paths below are resolved against it. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The built web; a copy can be served instead, e.g. while apps/web/dist is being rebuilt. */
export const WEB_DIST_DIR = path.resolve(REPO_ROOT, process.env.E2E_WEB_DIST_DIR ?? 'apps/web/dist');

/** Likewise the server bundle (its npm packages must resolve from there, e.g. a node_modules link beside it). */
export const SERVER_ENTRY = path.resolve(
  REPO_ROOT,
  process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js',
);

/** The environment of an e2e server on this port and (fresh) data dir: test hooks on, a known initial admin password. */
export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR,
    ADMIN_INITIAL_PASSWORD: ADMIN.initialPassword,
    TEST_HOOKS: '1',
    LOG_LEVEL: 'warn',
    // 数据应用 specs connect data sources to the local PostgreSQL and MariaDB.
    DATA_SOURCE_ALLOW_HOSTS: '127.0.0.1',
  };
}
