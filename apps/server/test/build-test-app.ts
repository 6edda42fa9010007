import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createThrowawayDatabase } from './throwaway-database.ts';

export const TEST_ADMIN_PASSWORD = 'Admin@12345';

/** A movable clock: tests advance it to expire sessions, captchas and lockouts. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApp extends BuiltApp {
  clock: TestClock;
  /** A fresh temp directory per app (removed on close), never ./data. */
  fileStoreDir: string;
  /** The app's database; pass it to another buildTestApp to run two "processes" on one database. */
  database: Database;
  /** app.inject with the JSON envelope parsed. */
  call(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: Envelope; raw: LightMyRequestResponse }>;
  close(): Promise<void>;
}

export interface Envelope {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
  data: any;
}

/**
 * The real app on a fresh database: in-memory PGlite by default, or a fresh schema-per-file
 * PostgreSQL database when TEST_DATABASE_URL is set (CI runs both). With `options.database` the app
 * shares another app's database instead (closing it leaves that database to its owner).
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  options: { database?: Database } = {},
): Promise<TestApp> {
  const fileStoreDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-files-'));
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TEST_HOOKS: '1',
      ADMIN_INITIAL_PASSWORD: TEST_ADMIN_PASSWORD,
      // Tests run due jobs themselves (runDueJobs) at their clock's time: no timer.
      JOB_SCHEDULER_INTERVAL_MS: '0',
    }),
    fileStoreDir,
    ...overrides,
  };
  const databaseUrl = options.database ? undefined : process.env.TEST_DATABASE_URL;
  const { url, drop } = databaseUrl
    ? await createThrowawayDatabase(databaseUrl)
    : { url: undefined, drop: async () => {} };
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: url,
      pgliteDir: 'memory://',
      // The throwaway database is dropped WITH (FORCE) at close; a connection still closing then is
      // terminated by the server, which is expected here.
      onIdleConnectionError: () => {},
    }));
  const clock = new TestClock();
  const built = await buildApp({ ...config, databaseUrl: url }, { database, now: clock.now });
  await built.app.ready();
  const app: FastifyInstance = built.app;
  return {
    ...built,
    clock,
    fileStoreDir: config.fileStoreDir,
    database,
    async call(options) {
      const { token, ...rest } = options;
      const headers = { ...(rest.headers ?? {}), ...(token ? { authorization: token } : {}) };
      const raw = await app.inject({ ...rest, headers });
      let body: Envelope;
      try {
        body = raw.json();
      } catch {
        body = { code: -1, msg: raw.body, data: null };
      }
      return { status: raw.statusCode, body, raw };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
      await drop();
      fs.rmSync(fileStoreDir, { recursive: true, force: true });
    },
  };
}
