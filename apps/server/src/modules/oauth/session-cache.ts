import type { AppContext } from '../../app-context.ts';
import type { SessionUser } from '../../http/route.ts';

/*
 * Resolved sessions kept for a moment in this process, so a burst of requests with one token (an
 * upload's chunks, the calls of a page) costs one session lookup instead of one each.
 *
 * - An entry lives at most SESSION_CACHE_MS (config), on the real clock and on the context's clock
 *   (tests move theirs); the session's own expiry is checked again on every hit.
 * - Only sessions that pass every check are kept: a locked session or one still on its initial
 *   password is looked up on every request, so lifting the lock or changing the password counts at
 *   once in every process.
 * - Every write that ends or changes a session or what the guard reads of its user (logout, kick-out,
 *   single login, disable, delete, password change or reset, lock, grants, administrators) calls
 *   forgetCachedSessions after it committed: this process drops every entry at once, and a lookup
 *   under way at that moment is not kept. Other processes drop theirs on the realtime bus's
 *   endSessions event (with Redis) or when they expire (docs/decisions.md).
 *
 * One cache per process (module state): entries are keyed by the token's hash, so apps sharing a
 * process (tests) never see each other's sessions; a forget drops them all, which is only ever safe.
 */

interface Entry {
  user: SessionUser;
  /** The session's expiry (epoch ms), checked on every hit. */
  expiresAt: number;
  /** When it was kept, on the real clock and on the context's clock. */
  keptAt: number;
  keptAtClock: number;
  lifetimeMs: number;
}

/** Past this many entries the oldest is dropped first (one entry per active session). */
const MAX_ENTRIES = 10_000;
const entries = new Map<string, Entry>();
/** Moves on at every forget: a lookup that started before one does not keep its answer. */
let generation = 0;

/** The point a lookup starts at; pass it to keepSession. */
export function sessionCacheGeneration(): number {
  return generation;
}

/** The cached user of a token hash (a copy: per-request state hangs on the object), or undefined. */
export function cachedSession(ctx: AppContext, tokenHash: string): SessionUser | undefined {
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  const clockNow = ctx.now().getTime();
  const clockAge = clockNow - entry.keptAtClock;
  const age = Date.now() - entry.keptAt;
  if (age < 0 || age >= entry.lifetimeMs || clockAge < 0 || clockAge >= entry.lifetimeMs) {
    entries.delete(tokenHash);
    return undefined;
  }
  if (entry.expiresAt <= clockNow) {
    entries.delete(tokenHash);
    return undefined;
  }
  return { ...entry.user };
}

/** Keeps a session the guard just accepted, unless a forget came since `lookupGeneration`. */
export function keepSession(
  ctx: AppContext,
  tokenHash: string,
  user: SessionUser,
  expiresAt: Date,
  lookupGeneration: number,
): void {
  const lifetimeMs = ctx.config.sessionCacheMs;
  if (lifetimeMs <= 0 || lookupGeneration !== generation) return;
  if (user.isLocked || user.hasInitialPassword) return;
  entries.delete(tokenHash);
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(tokenHash, {
    user: { ...user },
    expiresAt: expiresAt.getTime(),
    keptAt: Date.now(),
    keptAtClock: ctx.now().getTime(),
    lifetimeMs,
  });
}

/** Drops every cached session of this process at once (call it after the write committed). */
export function forgetCachedSessions(): void {
  generation += 1;
  entries.clear();
}
