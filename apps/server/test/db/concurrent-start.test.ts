import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import type { SeedResult } from '../../src/db/seed/index.ts';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../throwaway-database.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 3;

/*
 * Several server processes started together on one fresh PostgreSQL (a rolling deploy, or
 * docker compose scaling to N): each migrates, then seeds. Without the migration lock they run the
 * same DDL at once and all but one crash.
 */
describe.skipIf(!baseUrl)(
  `processes starting together on a fresh PostgreSQL${baseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    let fresh: ThrowawayDatabase;
    const opened: Database[] = [];
    beforeAll(async () => {
      fresh = await createThrowawayDatabase(baseUrl!);
    });
    afterAll(async () => {
      for (const database of opened) await database.close();
      await fresh?.drop();
    });

    /** What main.ts does up to listening: open (+ migrate), then the first-start seed. */
    async function start(): Promise<SeedResult | undefined> {
      const config = {
        ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_INITIAL_PASSWORD: 'Admin@12345' }),
        databaseUrl: fresh.url,
      };
      const database = await openDatabase({ databaseUrl: fresh.url, pgliteDir: 'memory://' });
      opened.push(database);
      const { app, seed } = await buildApp(config, { database });
      await app.close();
      return seed;
    }

    it('all migrate and seed without error, and exactly one of them seeds', async () => {
      const results = await Promise.allSettled(Array.from({ length: PROCESSES }, start));
      const failures = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason));
      expect(failures).toEqual([]);
      const seeds = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
      expect(seeds.filter((s) => s?.isFirstStart)).toHaveLength(1);

      const { db } = opened[0];
      const admins = await db.select({ n: count() }).from(users).where(eq(users.account, 'admin'));
      expect(admins[0].n).toBe(1);
      // Each migration of the journal is recorded once, not once per process.
      const result = await db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as "distinctHashes" from drizzle.__drizzle_migrations`,
      );
      // Both drivers return `{ rows }`; the shared Db type leaves the result untyped.
      const [applied] = (result as { rows: { n: number; distinctHashes: number }[] }).rows;
      expect(applied.n).toBeGreaterThan(0);
      expect(applied.n).toBe(applied.distinctHashes);
    });

    it('a later start finds everything in place and seeds nothing', async () => {
      expect(await start()).toEqual({ isFirstStart: false });
    });
  },
);
