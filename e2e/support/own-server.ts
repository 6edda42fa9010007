import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_ENTRY, serverEnv } from './server-env.ts';

/*
 * A server of a test's own, on a fresh data dir: for the seeded state that a test uses up and that no
 * API can make again (the administrator's initial password, the administrator's seeded unread
 * messages, the one SMS code a minute of a seeded demo user). The shared server's admin has long been
 * prepared by the global setup; here the seed is untouched, whatever ran before, and a retry gets a
 * fresh one too.
 */

export interface OwnServer {
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/** What the server prints once it listens (startup-banner.ts), with the real port of PORT=0. */
const READY_LINE = /Platform is running: (http:\/\/\S+)/;

/** Resolves when the process has exited (at once if it already has). */
const exited = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));

/** How long a stopping server may take before it is killed. */
const STOP_GRACE_MS = 15_000;

/** Ends the process: SIGTERM closes the app and its embedded database cleanly, SIGKILL if it hangs. */
async function stopProcess(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<'hung'>((resolve) => {
    timer = setTimeout(() => resolve('hung'), STOP_GRACE_MS);
  });
  if ((await Promise.race([exited(child), grace])) === 'hung') {
    child.kill('SIGKILL');
    await exited(child);
  }
  clearTimeout(timer);
}

/** Starts the built server on a free port and a fresh data dir; resolves once it listens. */
export async function startOwnServer(): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sme-e2e-own-'));
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...serverEnv(0, dataDir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The pipes are read for as long as the server runs (a full pipe would block it); the last part is
  // kept for the error message.
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
      const line = READY_LINE.exec(output);
      if (line?.[1]) resolve(line[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      reject(new Error(`own e2e server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    return { url: await ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
