import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
 * After unmounting, let React's scheduler run what it already queued (passive effects of a render that
 * a late fetch answer caused): its tasks go through Node's setImmediate, and if they ran after the file's
 * DOM environment is torn down they would fail with "window is not defined" and fail the whole run.
 */
const nextImmediate = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(async () => {
  cleanup();
  for (let round = 0; round < 3; round += 1) await nextImmediate();
});
