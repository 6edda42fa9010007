import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterAll, afterEach } from 'vitest';

/*
 * Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
 * (Toasts show through the rendered AppFeedback, so unmounting removes them too: no antd static
 * root outlives a test.)
 *
 * Unmounting leaves work in React's scheduler (the passive effects of the last commit), which runs
 * on Node's setImmediate and reads `window`. Left for later, it would run after the file's DOM
 * environment is gone and fail the run with "window is not defined". So the scheduler is drained
 * here: a task of idle priority runs only after every task of higher priority queued before it, and
 * two of them in a row also cover the work the first round queued.
 */
const afterQueuedReactWork = () =>
  new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, resolve));

async function drainReact() {
  await afterQueuedReactWork();
  await afterQueuedReactWork();
}

afterEach(async () => {
  cleanup();
  await drainReact();
});

afterAll(drainReact);

/*
 * The shell opens the message socket while signed in. Component tests have no server to reach: the
 * browser's WebSocket is replaced by one that never connects (tests of the socket pass their own fake).
 */
class NeverConnectingWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}
globalThis.WebSocket = NeverConnectingWebSocket as unknown as typeof WebSocket;
