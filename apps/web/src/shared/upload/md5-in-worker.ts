import type { Md5WorkerReply } from './md5.worker.ts';
import { fingerprintOf } from './md5-hash.ts';

/**
 * The md5 of a file computed off the main thread; `onFingerprint` gets the upload identifier as soon
 * as the first slice is read. Rejects when the file cannot be read.
 */
export function md5InWorker(
  file: File,
  onFingerprint: (identifier: string) => void,
  onProgress?: (share: number) => void,
): Promise<string> {
  const worker = new Worker(new URL('./md5.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Md5WorkerReply>) => {
      const reply = event.data;
      if (reply.kind === 'head') {
        onFingerprint(fingerprintOf(file, reply.md5));
        return;
      }
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
