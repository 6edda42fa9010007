import { md5OfBlob } from './md5-hash.ts';

/** What the md5 worker answers: progress while reading, then the md5 or a read error. */
export type Md5WorkerReply =
  | { kind: 'progress'; share: number }
  | { kind: 'done'; md5: string }
  | { kind: 'error' };

// The app is compiled with the DOM types, not the worker's: only what is used here is named.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage(reply: Md5WorkerReply): void;
};

scope.onmessage = (event) => {
  md5OfBlob(event.data, undefined, (share) => scope.postMessage({ kind: 'progress', share })).then(
    (md5) => scope.postMessage({ kind: 'done', md5 }),
    () => scope.postMessage({ kind: 'error' }),
  );
};
