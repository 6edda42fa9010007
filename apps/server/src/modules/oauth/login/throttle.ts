import type { Redis } from 'ioredis';
import type { AppContext } from '../../../app-context.ts';

/**
 * Fixed-window counters for login, SMS and scan-ticket abuse limits. With Redis (REDIS_URL) the counts
 * are shared by every server process (keys under REDIS_KEY_PREFIX, added by the client); without it they
 * live in this process, which is exact for the embedded single-process default. The in-process clock is
 * ctx.now, so tests can move time; Redis windows run on Redis's own clock.
 */
export interface ThrottleRule {
  name: string;
  max: number;
  windowMs: number;
}

export const THROTTLE = {
  /** Every login attempt from one IP (password, SMS or ticket). */
  loginPerIp: { name: 'login-ip', max: 30, windowMs: 60_000 },
  /** Failed logins of one account name: ASVS 2.2.1 allows at most 100 per hour. */
  loginFailuresPerAccount: { name: 'login-account', max: 100, windowMs: 3_600_000 },
  /** One SMS per number per minute, at most 10 a day, and 20 an hour from one IP. */
  smsPerMobileMinute: { name: 'sms-mobile-min', max: 1, windowMs: 60_000 },
  smsPerMobileDay: { name: 'sms-mobile-day', max: 10, windowMs: 86_400_000 },
  smsPerIp: { name: 'sms-ip', max: 20, windowMs: 3_600_000 },
  scanTicketsPerIp: { name: 'scan-ip', max: 30, windowMs: 60_000 },
} as const satisfies Record<string, ThrottleRule>;

interface Window {
  count: number;
  resetAt: number;
}

const MAX_LOCAL_KEYS = 50_000;
const local = new WeakMap<AppContext, Map<string, Window>>();

function localStore(ctx: AppContext): Map<string, Window> {
  let store = local.get(ctx);
  if (!store) {
    store = new Map();
    local.set(ctx, store);
  }
  return store;
}

function sweep(store: Map<string, Window>, now: number): void {
  for (const [key, window] of store) if (window.resetAt <= now) store.delete(key);
  // A flood of distinct keys must not grow memory without bound: drop the oldest half.
  if (store.size > MAX_LOCAL_KEYS) {
    let toDrop = store.size / 2;
    for (const key of store.keys()) {
      if (toDrop-- <= 0) break;
      store.delete(key);
    }
  }
}

const redisKey = (rule: ThrottleRule, key: string) => `throttle:${rule.name}:${key}`;

/**
 * Starts the window (if none is open) and counts, in one MULTI: a counter can never be left without
 * its expiry, whichever process dies between the two commands.
 */
async function hitRedis(redis: Redis, rule: ThrottleRule, key: string): Promise<number> {
  const k = redisKey(rule, key);
  const results = await redis.multi().set(k, '0', 'PX', rule.windowMs, 'NX').incr(k).exec();
  const [error, count] = results?.[1] ?? [new Error('throttle: empty MULTI reply'), null];
  if (error) throw error;
  return Number(count);
}

/** Counts one event; returns the count in the current window, this event included. */
export async function hitThrottle(ctx: AppContext, rule: ThrottleRule, key: string): Promise<number> {
  if (ctx.redis) return hitRedis(ctx.redis, rule, key);
  const now = ctx.now().getTime();
  const store = localStore(ctx);
  const id = `${rule.name}:${key}`;
  const current = store.get(id);
  if (!current || current.resetAt <= now) {
    if (store.size > MAX_LOCAL_KEYS / 2) sweep(store, now);
    store.set(id, { count: 1, resetAt: now + rule.windowMs });
    return 1;
  }
  current.count += 1;
  return current.count;
}

/** The count so far in the current window, without counting. */
export async function peekThrottle(ctx: AppContext, rule: ThrottleRule, key: string): Promise<number> {
  if (ctx.redis) return Number((await ctx.redis.get(redisKey(rule, key))) ?? 0);
  const window = localStore(ctx).get(`${rule.name}:${key}`);
  return window && window.resetAt > ctx.now().getTime() ? window.count : 0;
}

/** Seconds until the window of this key resets (0 when nothing is counted). */
export async function throttleRetryAfter(ctx: AppContext, rule: ThrottleRule, key: string): Promise<number> {
  if (ctx.redis) return Math.max(0, Math.ceil((await ctx.redis.pttl(redisKey(rule, key))) / 1000));
  const window = localStore(ctx).get(`${rule.name}:${key}`);
  const left = window ? window.resetAt - ctx.now().getTime() : 0;
  return Math.max(0, Math.ceil(left / 1000));
}

export async function clearThrottle(ctx: AppContext, rule: ThrottleRule, key: string): Promise<void> {
  if (ctx.redis) {
    await ctx.redis.del(redisKey(rule, key));
    return;
  }
  localStore(ctx).delete(`${rule.name}:${key}`);
}
