import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { newId } from '../../../src/shared/ids.ts';
import { backupBytes, editBackup, openEmptyDatabase } from './backup-roundtrip-helpers.ts';

/*
 * `npm run restore -- <file>` (apps/server/src/restore-cli.ts) on an embedded data dir: restores a fresh
 * installation, then refuses the same file there (it now holds data) and a foreign file, exiting 1 with
 * the reason.
 */

const root = path.resolve(import.meta.dirname, '../../../../..');
let dir: string;
let file: string;

function restore(backup: string) {
  const { DATABASE_URL: _, ...rest } = process.env;
  const env = { ...rest, DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'production' };
  return spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/restore-cli.ts', backup], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restore-cli-'));
  const source = await openEmptyDatabase('pglite');
  for (const account of ['cli-a', 'cli-b'])
    await source.database.db
      .insert(users)
      .values({ id: newId(), account, realName: account, passwordHash: 'x' });
  const bytes = await backupBytes(source.database);
  await source.drop();
  file = path.join(dir, 'backup.jsonl.gz');
  fs.writeFileSync(file, bytes);
  fs.writeFileSync(
    path.join(dir, 'foreign.jsonl.gz'),
    editBackup(bytes, ([first, ...rest]) => [
      String(first).replace('sme-lowcode-platform', 'other'),
      ...rest,
    ]),
  );
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm run restore', { timeout: 240_000 }, () => {
  it('restores into a fresh data dir, then refuses it there and refuses a foreign file', () => {
    const first = restore(file);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Restored \d+ tables, 2 rows/);
    const again = restore(file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds data \(2 users/);
    const foreign = restore(path.join(dir, 'foreign.jsonl.gz'));
    expect(foreign.status).toBe(1);
    expect(foreign.stderr).toMatch(/another product/);
  });
});
