// Builds whatever is missing or out of date (used by `npm start` and the e2e tests).
import { execSync } from 'node:child_process';
import { root, staleTargets } from './build-state.mjs';

export function ensureBuild() {
  for (const target of staleTargets()) {
    process.stdout.write(`Building ${target.name}...\n`);
    execSync(`npm run build -w ${target.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
