/*
 * Short messages from code outside React components (the request helper's error, the session's end).
 * They show through the message API of the mounted AppFeedback, so they follow the app's theme and
 * are removed with it; nothing keeps a root of its own. Without a mounted AppFeedback a toast is
 * dropped (nothing is on screen to show it in).
 */

export type ToastKind = 'error' | 'success';
type ToastSink = (kind: ToastKind, content: string, seconds: number) => void;

let sink: ToastSink | undefined;

/** AppFeedback hands in its message API while mounted, and takes it back (undefined) on unmount. */
export function setToastSink(next: ToastSink | undefined): void {
  sink = next;
}

export function toast(kind: ToastKind, content: string, seconds = 1.5): void {
  sink?.(kind, content, seconds);
}
