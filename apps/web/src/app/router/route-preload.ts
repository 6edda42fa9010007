/*
 * Fetching route chunks ahead of the first click: each import starts in idle time, one after the
 * other, so the page being opened keeps the network and the main thread.
 */

type IdleWindow = { requestIdleCallback?: (task: () => void, options?: { timeout: number }) => number };
type SaveDataNavigator = { connection?: { saveData?: boolean } };

/** Without requestIdleCallback (Safari) a task waits this long instead. */
const FALLBACK_DELAY_MS = 200;
/** An idle slot that never comes (a busy tab) still runs the task after this long. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs a task when the browser is idle, or after a short delay where it cannot tell. */
export function whenIdle(task: () => void): void {
  const idle = (globalThis as IdleWindow).requestIdleCallback;
  if (idle) idle(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, FALLBACK_DELAY_MS);
}

/**
 * Once `after` settled (the page being opened), calls each import in its own idle slot, the next once
 * the previous settled. A failed import is skipped (the page retries when opened). Nothing is fetched
 * ahead when the user asked the browser to save data.
 */
export function preloadInIdle(
  imports: readonly (() => Promise<unknown>)[],
  after: Promise<unknown> = Promise.resolve(),
): void {
  if ((globalThis.navigator as SaveDataNavigator | undefined)?.connection?.saveData) return;
  const next = (index: number) => {
    const load = imports[index];
    if (!load) return;
    whenIdle(() => {
      load().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    });
  };
  after.then(
    () => next(0),
    () => next(0),
  );
}
