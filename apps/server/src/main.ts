import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startupBanner } from './startup-banner.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, seed } = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(
    startupBanner({ host: config.host, address, generatedAdminPassword: seed?.generatedAdminPassword }),
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().finally(() => process.exit(0));
    });
  }
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
