import type { Md5WorkerReply } from './md5.worker.ts';

/** The md5 of a file computed off the main thread; rejects when the file cannot be read. */
export function md5InWorker(file: Blob, onProgress?: (share: number) => void): Promise<string> {
  const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Md5WorkerReply>) => {
      const reply = event.data;
      if (reply.kind === 'progress') {
        onProgress?.(reply.share);
        return;
      }
      worker.terminate();
      if (reply.kind === 'done') resolve(reply.md5);
      else reject(new Error('read'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('read'));
    };
    worker.postMessage(file);
  });
}
