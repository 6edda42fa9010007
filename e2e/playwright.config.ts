import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_ENTRY, serverEnv } from './support/server-env.ts';

const PORT = Number(process.env.E2E_PORT ?? 3321);
/** A fresh data dir per run, outside the repository. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `sme-e2e-${Date.now()}`);

/*
 * Every spec makes its own preconditions (support/fixtures.ts, support/api.ts): the specs pass alone,
 * in any order (--shuffle), in parallel (--workers=2) and in shards (--shard=1/2). The global setup
 * prepares the shared server's admin once; tests that need the untouched seed start a server of their own.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
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
    command: `rm -rf ${JSON.stringify(DATA_DIR)} && node ${JSON.stringify(SERVER_ENTRY)}`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: serverEnv(PORT, DATA_DIR),
  },
});
