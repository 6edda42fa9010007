import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3321);
/** A fresh data dir per run, outside the repository. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `sme-e2e-${Date.now()}`);
/** A copy of the built web can be served instead, e.g. while apps/web/dist is being rebuilt. */
const WEB_DIST_DIR = process.env.E2E_WEB_DIST_DIR ?? 'apps/web/dist';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node apps/server/dist/main.js`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      WEB_DIST_DIR,
      ADMIN_INITIAL_PASSWORD: 'Admin@12345',
      TEST_HOOKS: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
