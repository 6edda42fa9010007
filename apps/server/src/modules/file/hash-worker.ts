import { Worker } from 'node:worker_threads';

/*
 * The md5 of chunked uploads (what the merge checks against the client's), taken on one worker
 * thread per process so hashing never holds up the requests. The worker reads the bytes from the upload's file itself (1 MB at a time)
 * into hash states it keeps by number; nothing but file ranges and numbers crosses the thread line.
 */

/**
 * The worker's whole program: a fixed text of this file (a separate bundle entry would be needed
 * otherwise). Messages: {seq, id, file, start, end} hashes that range into state `id`; {seq, id,
 * digest: true} answers and forgets it; {seq, id, drop: true} forgets it.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const states = new Map();
const slice = Buffer.allocUnsafe(1024 * 1024);
function hashRange(state, file, start, end) {
  const fd = fs.openSync(file, 'r');
  try {
    for (let at = start; at < end; ) {
      const n = fs.readSync(fd, slice, 0, Math.min(slice.length, end - at), at);
      if (n === 0) throw new Error('the upload file is shorter than its chunks');
      state.update(slice.subarray(0, n));
      at += n;
    }
  } finally {
    fs.closeSync(fd);
  }
}
parentPort.on('message', (m) => {
  try {
    let state = states.get(m.id);
    if (m.drop) {
      states.delete(m.id);
      return parentPort.postMessage({ seq: m.seq });
    }
    if (!state) {
      state = createHash('md5');
      states.set(m.id, state);
    }
    if (m.digest) {
      states.delete(m.id);
      return parentPort.postMessage({ seq: m.seq, md5: state.digest('hex') });
    }
    hashRange(state, m.file, m.start, m.end);
    parentPort.postMessage({ seq: m.seq });
  } catch (err) {
    states.delete(m.id);
    parentPort.postMessage({ seq: m.seq, error: String((err && err.message) || err) });
  }
});`;

interface Reply {
  seq: number;
  md5?: string;
  error?: string;
}

let worker: Worker | undefined;
let lastSeq = 0;
let lastId = 0;
const waiting = new Map<number, { resolve: (reply: Reply) => void; reject: (err: Error) => void }>();

function failAll(err: Error): void {
  worker = undefined;
  for (const { reject } of waiting.values()) reject(err);
  waiting.clear();
}

/** The process's hash worker, started on first use; it never keeps the process alive. */
function hashWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(WORKER_SOURCE, { eval: true });
  started.unref();
  started.on('message', (reply: Reply) => {
    const pending = waiting.get(reply.seq);
    waiting.delete(reply.seq);
    if (reply.error) pending?.reject(new Error(reply.error));
    else pending?.resolve(reply);
  });
  // Only the current worker's end fails what waits: a stopped one's requests were failed already.
  started.on('error', (err) => worker === started && failAll(err));
  started.on('exit', () => worker === started && failAll(new Error('the hash worker stopped')));
  worker = started;
  return started;
}

function ask(message: Record<string, unknown>): Promise<Reply> {
  const seq = ++lastSeq;
  return new Promise<Reply>((resolve, reject) => {
    waiting.set(seq, { resolve, reject });
    hashWorker().postMessage({ ...message, seq });
  });
}

/** A new hash state's number (the md5 of nothing yet). */
export const newHashId = (): number => ++lastId;

/** Hashes bytes `start` to `end` (exclusive) of `file` into state `id`, after what it holds. */
export async function hashRange(id: number, file: string, start: number, end: number): Promise<void> {
  if (end > start) await ask({ id, file, start, end });
}

/** The md5 (lower-case hex) of everything hashed into state `id`, which is then gone. */
export async function digestHash(id: number): Promise<string> {
  const reply = await ask({ id, digest: true });
  return reply.md5 ?? '';
}

export async function dropHash(id: number): Promise<void> {
  if (worker) await ask({ id, drop: true });
}

/** Stops the worker (tests); the next hash starts a new one. */
export async function stopHashWorker(): Promise<void> {
  const running = worker;
  failAll(new Error('the hash worker stopped'));
  await running?.terminate();
}
