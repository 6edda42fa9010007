import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is apps/server/test/ops/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Generous: the first start migrates and seeds, and the machine may be busy with other work. */
const START_DEADLINE_MS = 180_000;
const POLL_MS = 100;

/** `npm start` in a process group of its own, its output collected line by line. */
export interface Platform {
  /** The `npm start` process, leader of the group. */
  npm: ChildProcess;
  /** The group id (= npm's pid): `process.kill(-pgid, signal)` signals the whole tree. */
  pgid: number;
  /** http://127.0.0.1:<port>, read from the start-up banner. */
  base: string;
  lines: string[];
  /** npm's exit code (null when it died of a signal). */
  exited: Promise<number | null>;
  /** The server process (`node apps/server/dist/main.js`) of this group. */
  serverPid(): number;
  waitForLine(pattern: RegExp, deadlineMs?: number): Promise<string>;
}

export async function waitUntil(
  what: string,
  isDone: () => boolean,
  deadlineMs = START_DEADLINE_MS,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!isDone()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** Starts the platform the way a person does, `npm start`, on the existing build (`--no-build`). */
export async function startPlatform(env: NodeJS.ProcessEnv): Promise<Platform> {
  const npm = spawn('npm', ['start', '--', '--no-build'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  const lines: string[] = [];
  for (const stream of [npm.stdout, npm.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => {
    npm.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    });
  });
  const pgid = npm.pid as number;
  const waitForLine = async (pattern: RegExp, deadlineMs?: number) => {
    let found: string | undefined;
    await waitUntil(
      `a line matching ${pattern} (output so far:\n${lines.join('\n')})`,
      () => {
        found = lines.find((line) => pattern.test(line));
        if (!found && exitCode !== undefined) {
          throw new Error(`npm start exited (${exitCode}) before ${pattern}:\n${lines.join('\n')}`);
        }
        return found !== undefined;
      },
      deadlineMs,
    );
    return found as string;
  };
  const banner = await waitForLine(/Platform is running: http:\/\/\S+/);
  const base = (/Platform is running: (http:\/\/\S+)/.exec(banner) as RegExpExecArray)[1];
  const serverPid = () => {
    const rows = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(pgid)], { encoding: 'utf8' });
    const row = rows.split('\n').find((r) => r.includes('apps/server/dist/main.js'));
    if (!row) throw new Error(`no server process in group ${pgid}:\n${rows}`);
    return Number(row.trim().split(/\s+/)[0]);
  };
  return { npm, pgid, base, lines, exited, serverPid, waitForLine };
}

/** Whether any process of the group is left (zombies included). */
export function isGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A request the server has begun to handle but cannot finish until `finish()` sends its body: the
 * headers go out with `Expect: 100-continue`, and the server's `100 Continue` says it has taken the
 * request in (the request event follows it at once).
 */
export async function openRequest(
  base: string,
  method: string,
  url: string,
  body: string,
): Promise<{ finish(): Promise<HttpAnswer> }> {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  let received = '';
  let isClosed = false;
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('close', () => {
    isClosed = true;
  });
  socket.on('error', () => {
    isClosed = true;
  });
  socket.write(
    `${method} ${url} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await waitUntil('100 Continue', () => received.startsWith('HTTP/1.1 100 Continue\r\n\r\n') || isClosed);
  if (isClosed) throw new Error(`the server closed the connection: ${received}`);
  return {
    async finish() {
      socket.write(body);
      await waitUntil('the answer and the connection closed', () => isClosed);
      const response = received.slice('HTTP/1.1 100 Continue\r\n\r\n'.length);
      const [head, ...rest] = response.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
    },
  };
}
