import { parentPort, workerData } from 'node:worker_threads';
import { readFirstSheet } from './excel-read.ts';
import { type SheetLimits, SheetReadError } from './sheet-data.ts';

/*
 * The parse worker's entry (started by sheet-in-worker.ts, bundled as dist/sheet-worker.js): reads
 * the first sheet of the workbook it was given and posts the rows, or the refusal, back once.
 */

export interface SheetJob {
  data: Uint8Array;
  limits: SheetLimits;
}

const { job } = workerData as { job: SheetJob };
try {
  const data = Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength);
  parentPort?.postMessage({ sheet: await readFirstSheet(data, job.limits) });
} catch (err) {
  parentPort?.postMessage(
    err instanceof SheetReadError ? { reason: err.reason, detail: err.detail } : { reason: 'unreadable' },
  );
}
