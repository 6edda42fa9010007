import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', environment: 'node', include: ['packages/contracts/src/**/*.test.ts'] } },
      {
        test: {
          name: 'form-engine',
          environment: 'node',
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
