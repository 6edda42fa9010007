import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { message, notification } from 'antd';
import { afterEach } from 'vitest';

/*
 * Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
 * Toasts of the static antd API (the request helper's error toast) live in their own React root that
 * cleanup does not unmount, with close timers: they are destroyed here too. Then React's scheduler
 * runs what it already queued (its tasks go through Node's setImmediate): run after the file's DOM
 * environment is torn down, they would fail with "window is not defined" and fail the whole run.
 */
const nextImmediate = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(async () => {
  cleanup();
  message.destroy();
  notification.destroy();
  for (let round = 0; round < 3; round += 1) await nextImmediate();
});
