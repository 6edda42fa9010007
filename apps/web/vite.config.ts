import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreenChunkGroups } from './build/first-screen-chunks.ts';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/cloud-api': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Few, whole chunks per first-screen stage; see build/first-screen-chunks.ts.
        codeSplitting: { groups: firstScreenChunkGroups() },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
