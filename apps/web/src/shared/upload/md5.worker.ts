import { md5OfBlob } from './md5-hash.ts';

/** What the md5 worker answers: the first slice's md5, progress while reading, then the md5 or a read error. */
export type Md5WorkerReply =
  | { kind: 'head'; md5: string }
  | { kind: 'progress'; share: number }
  | { kind: 'done'; md5: string }
  | { kind: 'error' };

// The app is compiled with the DOM types, not the worker's: only what is used here is named.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Blob>) => void) | null;
  postMessage(reply: Md5WorkerReply): void;
};

scope.onmessage = (event) => {
  md5OfBlob(
    event.data,
    undefined,
    (share) => scope.postMessage({ kind: 'progress', share }),
    (md5) => scope.postMessage({ kind: 'head', md5 }),
  ).then(
    (md5) => scope.postMessage({ kind: 'done', md5 }),
    () => scope.postMessage({ kind: 'error' }),
  );
};
