// Bundles the server into dist/main.js (workspace packages inlined, npm packages external)
// and copies the SQL migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${root}dist/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@platform/contracts': `${root}../../packages/contracts/src/index.ts` },
  logLevel: 'warning',
});
cpSync(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
