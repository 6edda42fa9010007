// The client side of the socket bench: many `ws` sockets of the message socket, each keeping only what
// the bench asks of it (the arrival time of one awaited frame), and the server's memory as /proc shows it.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

/** The socket URL of a token (it carries `Bearer `, URL-encoded, as the web sends it). */
export const socketUrl = (base, token) =>
  `${base.replace('http', 'ws')}/api/message/websocket/${encodeURIComponent(token)}`;

/**
 * Opens one socket as a browser tab does (Origin of the page, OnConnection first) and resolves once
 * its initMessage arrived. `onFrame(frame, at)` sees every later frame with its arrival time.
 */
export function openTab(base, token, onFrame = () => {}) {
  const ws = new WebSocket(socketUrl(base, token), { headers: { origin: base }, perMessageDeflate: false });
  return new Promise((resolve, reject) => {
    let isInitialised = false;
    ws.on('message', (data) => {
      const at = performance.now();
      const frame = JSON.parse(data.toString());
      if (!isInitialised && frame.method === 'initMessage') {
        isInitialised = true;
        resolve(ws);
        return;
      }
      onFrame(frame, at);
    });
    ws.once('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false })));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.once('error', reject);
    ws.once('close', (code) => {
      if (!isInitialised) reject(new Error(`closed before initMessage: ${code}`));
    });
  });
}

/** Runs `tasks` (functions returning promises) with at most `limit` in flight; answers their results. */
export async function inBatches(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** Closes every socket and waits until each is closed. */
export async function closeTabs(sockets) {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', resolve);
          ws.close();
        }),
    ),
  );
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The resident memory of a process in KB (VmRSS of /proc/<pid>/status). */
export function residentKb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0]);
}

/**
 * Asks the server's V8 for a full garbage collection through its inspector (the server runs with
 * `--inspect` on `inspectPort` in this bench only): memory is compared after GC, not mid-garbage.
 */
export async function collectGarbage(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  await new Promise((resolve) => {
    ws.on('message', (data) => {
      if (JSON.parse(data.toString()).id === 1) resolve();
    });
    ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  ws.close();
}

/** The median of `samples` RSS readings one second apart, each after a forced GC. */
export async function settledResidentKb(pid, inspectPort, samples = 5) {
  const readings = [];
  for (let i = 0; i < samples; i++) {
    await collectGarbage(inspectPort);
    await sleep(1000);
    readings.push(residentKb(pid));
  }
  readings.sort((a, b) => a - b);
  return readings[Math.floor(readings.length / 2)];
}
