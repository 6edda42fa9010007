import { defineConfig } from 'vitest/config';

/*
 * A web test file's DOM environment (happy-dom) is torn down right after its last hook: closing the
 * window can still make React queue a passive-effect task (Node setImmediate) that then runs without
 * `window` and throws. That happens after every test of the file has passed and reported, so it says
 * nothing about the product; this filter drops exactly that error (ReferenceError "window is not
 * defined" thrown from React's scheduler task) and nothing else. The web setup file also unmounts and
 * drains React's queue after each test, which keeps the case rare. See docs/ARCHITECTURE.md § Tests.
 */
const isDomTeardownArtefact = (error: { name?: string; message?: string; stack?: string }) =>
  error.name === 'ReferenceError' &&
  error.message === 'window is not defined' &&
  /scheduler\/cjs\/scheduler\.[a-z]+\.js/.test(error.stack ?? '') &&
  (error.stack ?? '').includes('performWorkUntilDeadline');

export default defineConfig({
  test: {
    onUnhandledError: (error) => !isDomTeardownArtefact(error),
    projects: [
      { test: { name: 'contracts', environment: 'node', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Web tests that need no DOM (`*.test.ts`) run in Node without the DOM setup; a `.test.ts` file that
      // needs one says so with a `// @vitest-environment happy-dom` line at its top. Component and page
      // tests (`*.test.tsx`) run in happy-dom.
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: { name: 'web-unit', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: './apps/web/vite.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['./src/test-setup.ts'],
        },
      },
    ],
  },
});
