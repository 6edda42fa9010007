import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { startupBanner } from './startup-banner.ts';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Set by the first stop signal; a start that has not finished yet then stops as soon as it has. */
let stopSignal: NodeJS.Signals | undefined;
let stopRunningServer: (() => void) | undefined;

/**
 * Listens for the stop signals from the first line on: a signal that finds no listener ends the
 * process at once, leaving the data dir locked. One shutdown only: a signal to the process group
 * reaches the server both directly and through `npm start`, and a second signal must not cut the
 * first shutdown short (a supervisor's SIGKILL remains the way to end it at once).
 */
function listenForStopSignals(): void {
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stopSignal) return;
      stopSignal = signal;
      stopRunningServer?.();
    });
  }
}

/**
 * Stops taking connections, answers the requests already in flight, then closes the database (the
 * data dir's lock is released once PGlite has closed its files) and exits.
 */
function stopServer(app: FastifyInstance): void {
  app.log.info({ signal: stopSignal }, 'stopping: finishing open requests, then closing the database');
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`Failed to stop cleanly: ${describe(err)}\n`);
      process.exit(1);
    },
  );
}

async function main(): Promise<void> {
  listenForStopSignals();
  const config = loadConfig();
  const { app, seed } = await buildApp(config);
  // A response sent while stopping closes its connection: a keep-alive client cannot hold the stop up.
  app.addHook('onSend', async (_request, reply) => {
    if (stopSignal) reply.header('connection', 'close');
  });
  stopRunningServer = () => stopServer(app);
  if (stopSignal) return stopServer(app);
  const address = await app.listen({ port: config.port, host: config.host });
  if (stopSignal) return;
  process.stdout.write(
    startupBanner({ host: config.host, address, generatedAdminPassword: seed?.generatedAdminPassword }),
  );
}

function describe(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

main().catch((err: unknown) => {
  // Expected refusals (bad environment, data dir in use) are one clear message, not a stack trace.
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  // A stop that arrived while the server was starting up is already closing it.
  if (stopSignal && stopRunningServer) return;
  process.stderr.write(`Failed to start: ${describe(err)}\n`);
  process.exit(1);
});
