import path from 'node:path';
import { isOutboundAllowEntry, outboundAllowEntries } from '@platform/contracts';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const API_DOCS_MODES = ['open', 'admin', 'off'] as const;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  FILE_STORE_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** Prepended to every Redis key, so several installations (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'letters, digits and : _ . - only (at most 64)')
    .default('platform:'),
  ADMIN_INITIAL_PASSWORD: z.string().min(6, 'must be at least 6 characters').max(64).optional(),
  /**
   * The initial password of new accounts (created or imported) until the system config stores one;
   * unset: the built-in default (sys config newUserDefaultPassword). Changed at the first login.
   */
  NEW_USER_INITIAL_PASSWORD: z
    .string()
    .min(6, 'must be 6-16 characters')
    .max(16, 'must be 6-16 characters')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /** Test-only: captchas and SMS codes become readable; refused when NODE_ENV=production. */
  TEST_HOOKS: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * Pages of other origins that may open the message socket, comma-separated (`https://portal.corp`);
   * the server's own host is always allowed.
   */
  SOCKET_ALLOWED_ORIGINS: z.string().optional(),
  /** Requests per minute per client IP over all routes; 0 switches the global limit off. */
  API_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(1200),
  /**
   * API requests the server holds at once on the embedded database before answering 503 (busy);
   * 0 = no limit. PostgreSQL deployments (DATABASE_URL) have a connection pool and no such limit.
   */
  EMBEDDED_MAX_REQUESTS: z.coerce.number().int().min(0).max(100_000).default(64),
  /** The largest attachment the chunked upload takes, in MB (the original's 500 MB by default). */
  CHUNKED_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(500),
  /**
   * How long a process reuses a session it resolved, in ms (0 = look it up on every request). A
   * revocation made in another process reaches this one within this time at the latest.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2_000),
  /** How often each server process looks for due scheduled jobs, in ms; 0 switches the scheduler off. */
  JOB_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  /**
   * Who may read the API reference (/api/docs and its OpenAPI JSON): everyone (open), administrators
   * signed in with their token (admin), nobody (off). Default: admin in production, open otherwise.
   */
  API_DOCS: z.enum(API_DOCS_MODES).optional(),
  /** Where the WeCom and DingTalk connection tests call (their public APIs; tests point them at a local fake). */
  WECOM_API_BASE: z.url({ protocol: /^https?$/ }).default('https://qyapi.weixin.qq.com'),
  DINGTALK_API_BASE: z.url({ protocol: /^https?$/ }).default('https://oapi.dingtalk.com'),
  /** Where 公众号配置's connection test calls (the official account API). */
  WECHAT_MP_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api.weixin.qq.com'),
  /**
   * Hosts, addresses and CIDR ranges outbound HTTP may reach although they are internal, besides
   * the system config's list (comma, semicolon or space separated): `erp.corp,10.20.0.0/16`.
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .refine((list) => outboundAllowEntries(list).every(isOutboundAllowEntry), {
      message: 'each entry must be a host name, an IP address or a CIDR range',
    })
    .default(''),
  /**
   * The key that encrypts data-source passwords: 32 bytes as 64 hex digits or base64. Unset: a random key
   * kept in DATA_DIR/data-source.key (created on first use), which must then be backed up with the data.
   */
  DATA_SOURCE_KEY: z
    .string()
    .refine((value) => dataSourceKeyBytes(value) !== undefined, '32 bytes as 64 hex digits or base64')
    .optional(),
  /**
   * Loopback and private hosts data sources may connect to, like OUTBOUND_ALLOW_HOSTS:
   * `127.0.0.1,db.corp,10.20.0.0/16`. Link-local and metadata addresses are refused even when listed.
   */
  DATA_SOURCE_ALLOW_HOSTS: z
    .string()
    .refine((list) => outboundAllowEntries(list).every(isOutboundAllowEntry), {
      message: 'each entry must be a host name, an IP address or a CIDR range',
    })
    .default(''),
});

/** The 32 key bytes of DATA_SOURCE_KEY (64 hex digits or base64), undefined when it is neither. */
function dataSourceKeyBytes(value: string): Buffer | undefined {
  const text = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : undefined;
}

/** The origins of a comma-separated list of URLs, normalized (`https://a.example:8443`); fails on a non-URL. */
function socketOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => {
      try {
        return new URL(item).origin;
      } catch {
        throw new ConfigError(`Invalid configuration:\n  SOCKET_ALLOWED_ORIGINS: "${item}" is not a URL`);
      }
    });
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  fileStoreDir: string;
  databaseUrl?: string;
  /** PGlite: a directory, or 'memory://' for tests. Unused when databaseUrl is set. */
  pgliteDir: string;
  redisUrl?: string;
  redisKeyPrefix: string;
  adminInitialPassword?: string;
  /** NEW_USER_INITIAL_PASSWORD: the new-account password when the system config stores none. */
  newUserInitialPassword?: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir?: string;
  hasTestHooks: boolean;
  trustProxy: boolean;
  /** Requests per minute per client IP; 0 = no global limit (route limits such as login still apply). */
  apiRateLimit: number;
  /** API requests held at once on the embedded database before 503; 0 = no limit. */
  embeddedMaxRequests: number;
  /** SOCKET_ALLOWED_ORIGINS: origins besides the server's own whose pages may open the message socket. */
  socketAllowedOrigins: string[];
  /** The largest attachment the chunked upload takes, in MB. */
  chunkedUploadMaxMb: number;
  /** How long this process reuses a resolved session, in ms; 0 = no reuse. */
  sessionCacheMs: number;
  /** How often this process looks for due scheduled jobs, in ms; 0 = scheduler off. */
  jobSchedulerIntervalMs: number;
  /** Who may read /api/docs: everyone, administrators (their token), nobody. */
  apiDocs: (typeof API_DOCS_MODES)[number];
  /** Base URLs of the WeCom and DingTalk APIs (connection tests of 系统配置). */
  weComApiBase: string;
  dingTalkApiBase: string;
  /** Base URL of the official account API (公众号配置's connection test). */
  weChatMpApiBase: string;
  /** OUTBOUND_ALLOW_HOSTS: internal hosts and ranges outbound HTTP may reach (with the system config's list). */
  outboundAllowHosts: string[];
  /** DATA_SOURCE_KEY's 32 bytes; unset: the per-install key file in the data dir. */
  dataSourceKey?: Buffer;
  /** DATA_SOURCE_ALLOW_HOSTS: loopback/private hosts, addresses or CIDRs data sources may reach. */
  dataSourceAllowHosts: string[];
}

export class ConfigError extends Error {}

/** Every environment variable the server reads. */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/**
 * A variable set to nothing (`DATABASE_URL=`, as compose files and `.env` templates leave it) or to
 * blanks means "not set": its default applies.
 */
function withoutEmptyValues(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
}

/** Reads the environment into a typed config; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmptyValues(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.TEST_HOOKS && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  TEST_HOOKS: must not be enabled when NODE_ENV=production',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    fileStoreDir: path.resolve(e.FILE_STORE_DIR ?? path.join(dataDir, 'files')),
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    adminInitialPassword: e.ADMIN_INITIAL_PASSWORD,
    newUserInitialPassword: e.NEW_USER_INITIAL_PASSWORD,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    hasTestHooks: e.TEST_HOOKS,
    trustProxy: e.TRUST_PROXY,
    apiRateLimit: e.API_RATE_LIMIT,
    embeddedMaxRequests: e.EMBEDDED_MAX_REQUESTS,
    socketAllowedOrigins: socketOrigins(e.SOCKET_ALLOWED_ORIGINS),
    chunkedUploadMaxMb: e.CHUNKED_UPLOAD_MAX_MB,
    sessionCacheMs: e.SESSION_CACHE_MS,
    jobSchedulerIntervalMs: e.JOB_SCHEDULER_INTERVAL_MS,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'admin' : 'open'),
    weComApiBase: e.WECOM_API_BASE.replace(/\/+$/, ''),
    dingTalkApiBase: e.DINGTALK_API_BASE.replace(/\/+$/, ''),
    weChatMpApiBase: e.WECHAT_MP_API_BASE.replace(/\/+$/, ''),
    outboundAllowHosts: outboundAllowEntries(e.OUTBOUND_ALLOW_HOSTS),
    dataSourceKey: e.DATA_SOURCE_KEY === undefined ? undefined : dataSourceKeyBytes(e.DATA_SOURCE_KEY),
    dataSourceAllowHosts: outboundAllowEntries(e.DATA_SOURCE_ALLOW_HOSTS),
  };
}
