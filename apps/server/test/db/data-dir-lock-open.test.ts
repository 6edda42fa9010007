import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { DataDirLockedError } from '../../src/db/data-dir-lock.ts';

/*
 * The embedded database on a data dir, opened the way the app opens it (config -> openDatabase): the
 * open holds the data dir's lock, a second open is refused with a message that says what to do, and
 * closing frees the dir for the next start.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-lock-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
const lockFile = path.join(dataDir, 'server.lock');
const open = () => openDatabase({ pgliteDir: config.pgliteDir });

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('openDatabase on a PGlite data dir', () => {
  it('holds the lock while open, refuses a second open, and frees the dir on close', async () => {
    const first = await open();
    let third: Database | undefined;
    try {
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      await first.db.execute(sql`create table lock_probe (id int)`);

      const second = open();
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `Data directory ${dataDir} is in use by process ${process.pid}. The embedded database allows one ` +
          'server process; stop the other process, or set DATABASE_URL to run several processes on PostgreSQL.',
      );
      // The refused open must not have taken the lock away from the first one.
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));

      await first.close();
      expect(fs.existsSync(lockFile)).toBe(false);

      third = await open();
      expect(fs.existsSync(lockFile)).toBe(true);
      // Same data, reopened: the first open's table is still there.
      const probe = await third.db.execute(sql`select count(*)::int as n from lock_probe`);
      expect((probe as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    } finally {
      await first.close();
      await third?.close();
    }
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});
