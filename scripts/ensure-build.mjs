// Builds whatever is missing or out of date (used by `npm start` and the e2e tests);
// `node scripts/ensure-build.mjs server` builds only the named targets (web, server).
import { execSync } from 'node:child_process';
import { root, staleTargets } from './build-state.mjs';

export function ensureBuild(names = []) {
  for (const target of staleTargets()) {
    if (names.length > 0 && !names.includes(target.name)) continue;
    process.stdout.write(`Building ${target.name}...\n`);
    execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild(process.argv.slice(2));
