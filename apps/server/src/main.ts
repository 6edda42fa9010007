import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startupBanner } from './startup-banner.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, seed } = await buildApp(config);
  // Listening for the stop signals before anyone can see the banner: a signal that arrives before a
  // listener exists ends the process at once, leaving the data dir locked. A second signal during
  // the shutdown (a process group and its parent both passing it on) is ignored, not fatal.
  let isStopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      app.close().finally(() => process.exit(0));
    });
  }
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(
    startupBanner({ host: config.host, address, generatedAdminPassword: seed?.generatedAdminPassword }),
  );
}

main().catch((err: unknown) => {
  // Expected refusals (bad environment, data dir in use) are one clear message, not a stack trace.
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
