import { Worker } from 'node:worker_threads';
import { type ReadSheet, type SheetLimits, SheetReadError, type SheetRefusal } from './sheet-data.ts';
import type { SheetJob } from './sheet-worker.ts';
import { inspectWorkbook } from './workbook-inspect.ts';
import { sheetLimits } from './workbook-limits.ts';

/*
 * Uploaded workbooks are read away from the request thread: the cheap checks of the archive and the
 * sheet's dimension first (workbook-inspect.ts), then the parse in a worker thread with its own heap
 * limit and a deadline. A worker that runs out of memory, dies or overstays is stopped and becomes a
 * refusal of that file; the server and its other requests carry on.
 */

export interface ParseLimits {
  /** From the worker's start to its answer, its start-up included. */
  timeoutMs: number;
  /** The worker's old-generation heap; past it V8 stops the worker, not the process. */
  maxHeapMb: number;
}

export const PARSE_LIMITS: ParseLimits = { timeoutMs: 15_000, maxHeapMb: 96 };

type WorkerAnswer = { sheet: ReadSheet } | { reason: SheetRefusal; detail: string };

/** The worker's entry: the bundled .js next to the built server, or the .ts source through tsx. */
function startWorker(job: SheetJob, limits: ParseLimits): Worker {
  const options = {
    resourceLimits: {
      maxOldGenerationSizeMb: limits.maxHeapMb,
      maxYoungGenerationSizeMb: 16,
      stackSizeMb: 4,
    },
  };
  if (import.meta.url.endsWith('.ts')) {
    const entry = new URL('./sheet-worker.ts', import.meta.url).href;
    return new Worker(new URL('./source-worker-boot.mjs', import.meta.url), {
      ...options,
      workerData: { entry, job },
    });
  }
  return new Worker(new URL('./sheet-worker.js', import.meta.url), { ...options, workerData: { job } });
}

export function readSheetInWorker(data: Buffer, limits: SheetLimits, parse: ParseLimits): Promise<ReadSheet> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({ data, limits }, parse);
    let isSettled = false;
    const settle = (outcome: WorkerAnswer | SheetRefusal) => {
      if (isSettled) return;
      isSettled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (typeof outcome === 'string') reject(new SheetReadError(outcome));
      else if ('sheet' in outcome) resolve(outcome.sheet);
      else reject(new SheetReadError(outcome.reason, outcome.detail));
    };
    const timer = setTimeout(() => settle('timedOut'), parse.timeoutMs);
    worker.once('message', (answer: WorkerAnswer) => settle(answer));
    worker.once('error', () => settle('crashed'));
    worker.once('exit', () => settle('crashed'));
  });
}

/**
 * The first sheet of an uploaded workbook, checked, then read in a worker: at most maxRows data rows,
 * within the sheet and archive caps. Refusals are SheetReadError.
 */
export async function readUploadedSheet(
  data: Buffer,
  maxRows: number,
  parse: ParseLimits = PARSE_LIMITS,
): Promise<ReadSheet> {
  const limits = sheetLimits(maxRows);
  await inspectWorkbook(data, limits);
  return readSheetInWorker(data, limits, parse);
}
