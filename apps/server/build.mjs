// Bundles the server into dist/main.js and the spreadsheet parse worker into dist/sheet-worker.js
// (workspace packages inlined, npm packages external) and copies the SQL migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  entryPoints: {
    main: `${root}src/main.ts`,
    'sheet-worker': `${root}src/shared/excel/sheet-worker.ts`,
  },
  outdir: `${root}dist`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: {
    '@platform/contracts': `${root}../../packages/contracts/src/index.ts`,
    '@platform/form-engine': `${root}../../packages/form-engine/src/index.ts`,
  },
  logLevel: 'warning',
});
cpSync(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
