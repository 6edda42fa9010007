// `npm start`: build what is missing, then run the server (it migrates, seeds and serves the web app).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-state.mjs';
import { ensureBuild } from './ensure-build.mjs';

if (!existsSync(path.join(root, 'node_modules'))) {
  process.stderr.write('Dependencies are not installed. Run `npm ci` first.\n');
  process.exit(1);
}
ensureBuild();
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    ...process.env,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
