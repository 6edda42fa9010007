import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one core to its main process, which mostly waits, so a
    // two-core machine would run every file in turn.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          environment: 'node',
          isolate: false,
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'form-engine',
          environment: 'node',
          isolate: false,
          include: ['packages/form-engine/src/**/*.test.ts'],
        },
      },
      // The React renderer of the form engine: component tests run in happy-dom.
      {
        test: {
          name: 'form-engine-react',
          environment: 'happy-dom',
          include: ['packages/form-engine/src/**/*.test.tsx'],
          setupFiles: ['./packages/form-engine/src/react/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // The files of a worker share one module cache: each file builds its own app and database, and a
          // file that fakes a module loads what depends on it afresh (vi.resetModules). Importing the whole
          // server once per worker instead of once per file saves about half the run.
          isolate: false,
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
        test: { name: 'web-unit', environment: 'node', include: ['src/**/*.test.ts', 'build/**/*.test.ts'] },
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
