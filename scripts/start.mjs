// `npm start`: build what is missing, then run the server (it migrates, seeds and serves the web app).
// `npm start -- --no-build` runs the build that is there as it is (quick restarts, the start tests).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { root } from './build-state.mjs';
import { ensureBuild } from './ensure-build.mjs';

const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');

let server;
let stopSignal;

/**
 * One stop, passed on to the server once (a signal that came while the build ran is handled once the
 * server is spawned: the build is synchronous). A signal to the whole process group reaches the server
 * directly as well; it ignores the repeat and finishes its one shutdown, and we exit when it has.
 */
function stop(signal) {
  if (stopSignal) return;
  stopSignal = signal;
  server.kill(signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

if (!existsSync(path.join(root, 'node_modules'))) {
  process.stderr.write('Dependencies are not installed. Run `npm ci` first.\n');
  process.exit(1);
}
if (!process.argv.includes('--no-build')) ensureBuild();
else if (!existsSync(SERVER_ENTRY)) {
  process.stderr.write('There is no server build. Run `npm run build`, or `npm start` without --no-build.\n');
  process.exit(1);
}
server = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    ...process.env,
  },
});
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
