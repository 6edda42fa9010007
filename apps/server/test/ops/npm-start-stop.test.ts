import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../throwaway-database.ts';
import {
  isGroupAlive,
  openRequest,
  type Platform,
  repoRoot,
  startPlatform,
  waitUntil,
} from './platform-process.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const STOP_DEADLINE_MS = 120_000;
const STOPPING = /stopping: finishing open requests/;

type Target = 'npm' | 'server' | 'group';
const TARGETS: Record<Target, string> = {
  npm: 'the `npm start` process',
  server: 'the server process',
  group: 'the whole process group',
};

/*
 * OPS-1: `npm start` (npm → scripts/start.mjs → the server) stops cleanly whichever process is told to
 * stop, by SIGTERM or SIGINT: one shutdown, the request in flight answered, the database closed, the
 * data dir's lock released, and the next start on the same data dir works. Every case starts on the
 * data dir the case before it stopped. Runs on the embedded database, or on a throwaway PostgreSQL
 * database when TEST_DATABASE_URL is set.
 */
describe(`npm start stops cleanly (${baseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let database: ThrowawayDatabase | undefined;
  const started: Platform[] = [];

  beforeAll(async () => {
    // The tests run the server build that is there; it is rebuilt first when its sources are newer.
    execFileSync(process.execPath, ['scripts/ensure-build.mjs', 'server'], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-stop-'));
    database = baseUrl ? await createThrowawayDatabase(baseUrl) : undefined;
  }, 300_000);

  afterAll(async () => {
    for (const platform of started) if (isGroupAlive(platform.pgid)) process.kill(-platform.pgid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  async function start(): Promise<Platform> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ADMIN_INITIAL_PASSWORD: 'Stop@12345',
      TEST_HOOKS: '0',
    };
    delete env.DATABASE_URL;
    if (database) env.DATABASE_URL = database.url;
    const platform = await startPlatform(env);
    started.push(platform);
    return platform;
  }

  function signal(platform: Platform, target: Target, name: NodeJS.Signals): void {
    if (target === 'npm') process.kill(platform.pgid, name);
    else if (target === 'server') process.kill(platform.serverPid(), name);
    else process.kill(-platform.pgid, name);
  }

  for (const target of Object.keys(TARGETS) as Target[]) {
    for (const name of ['SIGTERM', 'SIGINT'] as const) {
      it(`${name} to ${TARGETS[target]}: one shutdown that answers the open request and frees the data dir`, async () => {
        const platform = await start();
        const open = await openRequest(
          platform.base,
          'POST',
          '/api/oauth/Login',
          JSON.stringify({ account: 'stop-probe', password: '0123456789abcdef0123456789abcdef' }),
        );

        signal(platform, target, name);
        await platform.waitForLine(STOPPING, STOP_DEADLINE_MS);
        // A second signal while stopping (a group and its parent both passing it on, or an impatient
        // person) does not cut the shutdown short.
        process.kill(-platform.pgid, name);
        const answer = await open.finish();

        // The request in flight got the application's answer (not a 503 or a cut connection), and the
        // connection was closed after it so no keep-alive client can hold the stop up.
        expect(answer.status).not.toBe(503);
        expect(JSON.parse(answer.body)).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
        expect(answer.headers.connection).toBe('close');
        expect(await platform.exited).toBe(0);
        await waitUntil('the process group to end', () => !isGroupAlive(platform.pgid), STOP_DEADLINE_MS);
        expect(platform.lines.filter((line) => STOPPING.test(line))).toHaveLength(1);
        expect(platform.lines.filter((line) => /Failed to|Error/.test(line))).toEqual([]);
        expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      }, 400_000);
    }
  }

  it('starts again on the data dir the last stop left', async () => {
    const platform = await start();
    const health = await fetch(`${platform.base}/api/health`);
    expect(health.status).toBe(200);
    process.kill(platform.pgid, 'SIGTERM');
    expect(await platform.exited).toBe(0);
  }, 400_000);
});
