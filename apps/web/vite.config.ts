import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunkGroups } from './build/first-screen-chunks.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  // precompress: the server sends the .br / .gz copies it writes (apps/server/src/web-app-files.ts).
  plugins: [react(), precompress()],
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
});
