import type { SysConfig } from '@platform/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { AppError } from './http/app-error.ts';
import type { SessionUser } from './http/route.ts';
import type { DataSourceRegistry } from './modules/system/data-source/source-registry.ts';
import type { SystemLogSink } from './shared/system-log-sink.ts';

/**
 * What the route guard asks of the modules, handed to it through the context (app.ts wires the
 * modules' services in), so the HTTP layer imports no module.
 */
export interface AccessChecks {
  /** The cached system configuration (token timeout, initial-password rule). */
  sysConfig(ctx: AppContext): Promise<SysConfig>;
  /** The session of a token; throws the 600/601/602 AppError when it is expired, revoked or unknown. */
  resolveSession(ctx: AppContext, token: string, timeoutMinutes: number): Promise<SessionUser>;
  /** Whether the user holds the menu (module enCode) and, when given, the button. */
  hasPermission(ctx: AppContext, user: SessionUser, menu: string, button?: string): Promise<boolean>;
  /** The refusal naming the missing menu or button. */
  permissionRefusal(ctx: AppContext, menu: string, button?: string): Promise<AppError>;
}

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
  access: AccessChecks;
  /** 系统日志 entries (login, operation); absent in contexts built without the app. */
  systemLog?: SystemLogSink;
  /** 数据连接: a client per data source ("0" the platform database), pooled; closed with the app. */
  dataSources: DataSourceRegistry;
}
