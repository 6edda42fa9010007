import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The real process (src/main.ts run through tsx, so the test does not depend on a build): what a
 * person sees in the terminal on the first start, on later starts, and when the data dir is taken.
 */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
// Generous: on a busy 2-core machine a cold tsx start of the whole server has taken over a minute.
const START_TIMEOUT_MS = 180_000;
const tempDirs: string[] = [];
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-start-'));
  tempDirs.push(dir);
  return dir;
}

interface Started {
  child: ChildProcess;
  exited: Promise<number | null>;
  url: string;
  stdout: () => string;
}

/** The environment `npm start` gives the server, minus anything of the test run's own. */
function serverEnv(dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['ADMIN_INITIAL_PASSWORD', 'DATABASE_URL', 'REDIS_URL', 'TEST_HOOKS', 'WEB_DIST_DIR']) {
    delete env[name];
  }
  return { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...extra };
}

function spawnServer(dataDir: string, extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: serverEnv(dataDir, extra),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
  });
  return { child, exited, stdout: () => out, stderr: () => err };
}

/**
 * Starts the server and resolves once its banner is out. main.ts writes the banner in one write of
 * well under PIPE_BUF bytes, which a pipe delivers whole: seeing its first line means seeing all of it.
 */
async function startServer(dataDir: string, extra: Record<string, string> = {}): Promise<Started> {
  const proc = spawnServer(dataDir, extra);
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const match = /Platform is running: (\S+)\n/.exec(proc.stdout());
    if (match) return { child: proc.child, exited: proc.exited, url: match[1], stdout: proc.stdout };
    if (proc.child.exitCode !== null || Date.now() > deadline) {
      proc.child.kill('SIGKILL');
      throw new Error(`server did not start:\n${proc.stdout()}\n${proc.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopServer(server: Started): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

const md5 = (plain: string) => createHash('md5').update(plain).digest('hex');

async function login(url: string, password: string): Promise<number> {
  const res = await fetch(`${url}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', account: 'admin', password: md5(password) }),
  });
  return ((await res.json()) as { code: number }).code;
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe('starting the server process', () => {
  const dataDir = freshDataDir();

  it('first start: prints the URL and the generated admin password once; the dir is locked', async () => {
    const first = await startServer(dataDir);
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect(first.stdout()).toContain(`API docs:            ${first.url}/api/docs`);

      const password = /password: (\S+)\n/.exec(first.stdout())?.[1];
      expect(password, first.stdout()).toBeDefined();
      expect(first.stdout()).toContain(
        'This password is shown only once and must be changed at first login.',
      );
      // Printed in the banner and nowhere else: the info-level log lines must not carry it.
      expect(occurrences(first.stdout(), password!)).toBe(1);
      expect(await login(first.url, password!)).toBe(200);

      // A second process on the same data dir is refused with one clear line, not a stack trace.
      const second = spawnServer(dataDir);
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(
        `Data directory ${dataDir} is in use by process ${first.child.pid}. The embedded database allows one server process`,
      );
      expect(second.stderr()).not.toMatch(/\n\s+at /);
      expect(second.stdout()).not.toContain('Platform is running');
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      expect(await stopServer(first)).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 400_000);

  it('a later start on the same data prints the URL but no password', async () => {
    const again = await startServer(dataDir);
    try {
      expect(again.stdout()).toContain('Platform is running: http://127.0.0.1:');
      expect(again.stdout()).not.toContain('password:');
      expect(again.stdout()).not.toContain('First start');
    } finally {
      expect(await stopServer(again)).toBe(0);
    }
  }, 400_000);

  it('with ADMIN_INITIAL_PASSWORD set, the first start prints no password, and that one works', async () => {
    const given = 'Given#Pass2026';
    const server = await startServer(freshDataDir(), { ADMIN_INITIAL_PASSWORD: given });
    try {
      expect(server.stdout()).toContain('Platform is running: http://127.0.0.1:');
      expect(server.stdout()).not.toContain('password:');
      expect(server.stdout()).not.toContain(given);
      expect(await login(server.url, given)).toBe(200);
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  }, 400_000);
});
