import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';

/**
 * What services need from the running app: config, database, optional Redis, logger and clock.
 * Services are functions that take this as their first argument.
 */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  redis?: Redis;
  log: FastifyBaseLogger;
  /** Injected so tests can move time (session expiry, lockout, captcha life). */
  now: () => Date;
}
