// Starts a TypeScript worker entry when the server runs from source (tests, `tsx watch`): Node 20
// cannot load .ts by itself, so tsx's loader is registered inside the worker first. The built server
// starts the bundled .js entry directly and never loads this file.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
