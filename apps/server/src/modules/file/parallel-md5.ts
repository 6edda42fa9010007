import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/*
 * The md5 of a merge, computed beside the copy. md5 is the slowest step of a merge (it runs at a
 * fraction of the speed of the copy and of the hardware-assisted sha256), so a large file is hashed
 * on a worker thread while the main thread writes and sha256-hashes the same bytes. Small files
 * stay on the main thread: starting a worker costs more than hashing them.
 */

export interface Md5Hasher {
  /** Resolves when the hasher can take more (the worker holds at most a few MB not yet hashed). */
  update(data: Buffer): Promise<void>;
  digest(): Promise<string>;
  /** Stops the worker, if any; safe after digest and on errors. */
  close(): Promise<void>;
}

/** Files from this size are hashed on a worker. */
export const WORKER_MD5_FROM_BYTES = 16 * 1024 * 1024;
/** Slices posted to the worker and not yet hashed before update waits. */
const MAX_PENDING_SLICES = 8;

/**
 * The worker's whole program: a fixed text of this file, no input of any kind reaches it except
 * the bytes to hash (a separate bundle entry would be needed otherwise).
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const hash = require('node:crypto').createHash('md5');
parentPort.on('message', (data) => {
  if (data === null) parentPort.postMessage(hash.digest('hex'));
  else { hash.update(data); parentPort.postMessage(true); }
});`;

function inThread(): Md5Hasher {
  const hash = createHash('md5');
  return {
    update: async (data) => {
      hash.update(data);
    },
    digest: async () => hash.digest('hex'),
    close: async () => {},
  };
}

function onWorker(): Md5Hasher {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  let pending = 0;
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  let answer: ((hex: string) => void) | undefined;
  worker.on('message', (message: true | string) => {
    if (message === true) pending--;
    else answer?.(message);
    wake?.();
  });
  worker.on('error', (err) => {
    failure = err;
    wake?.();
  });
  worker.on('exit', () => {
    failure ??= new Error('the md5 worker stopped');
    wake?.();
  });
  const waitFor = async (isReady: () => boolean) => {
    while (!failure && !isReady()) await new Promise<void>((resolve) => (wake = resolve));
    if (failure) throw failure;
  };
  return {
    async update(data) {
      await waitFor(() => pending < MAX_PENDING_SLICES);
      pending++;
      worker.postMessage(data);
    },
    async digest() {
      let hex: string | undefined;
      answer = (value) => {
        hex = value;
      };
      worker.postMessage(null);
      await waitFor(() => hex !== undefined);
      return hex as string;
    },
    async close() {
      await worker.terminate();
    },
  };
}

/** A hasher for a file of `size` bytes: on a worker from WORKER_MD5_FROM_BYTES, else in this thread. */
export function md5Hasher(size: number): Md5Hasher {
  return size >= WORKER_MD5_FROM_BYTES ? onWorker() : inThread();
}
