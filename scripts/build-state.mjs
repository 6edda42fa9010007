// Decides whether the web and server builds are missing or older than their sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > built);
}

export const targets = [
  {
    name: 'web',
    workspace: '@platform/web',
    output: path.join(root, 'apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'packages/contracts/src',
      'packages/form-engine/src',
    ],
  },
  {
    name: 'server',
    workspace: '@platform/server',
    output: path.join(root, 'apps/server/dist/main.js'),
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contracts/src'],
  },
];

export function staleTargets() {
  return targets.filter((t) => isStale(t.output, t.sources));
}
