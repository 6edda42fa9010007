import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context.ts';
import type { SessionUser } from '../../http/route.ts';
import { cachedSession, forgetCachedSessions, keepSession, sessionCacheGeneration } from './session-cache.ts';

let clockMs = Date.parse('2026-11-27T09:00:00Z');
const ctx = { config: { sessionCacheMs: 10_000 }, now: () => new Date(clockMs) } as unknown as AppContext;
const user: SessionUser = {
  userId: 'u1',
  account: 'alice',
  isAdministrator: false,
  sessionId: 's1',
  isLocked: false,
  hasInitialPassword: false,
};
const later = (ms: number) => new Date(clockMs + ms);

describe('session cache', () => {
  it('answers a kept session as a fresh copy each time', () => {
    keepSession(ctx, 'hash-copy', user, later(60_000), sessionCacheGeneration());
    const first = cachedSession(ctx, 'hash-copy');
    expect(first).toEqual(user);
    expect(cachedSession(ctx, 'hash-copy')).not.toBe(first);
  });

  it('does not keep the answer of a lookup that a forget overtook', () => {
    const started = sessionCacheGeneration();
    forgetCachedSessions();
    keepSession(ctx, 'hash-overtaken', user, later(60_000), started);
    expect(cachedSession(ctx, 'hash-overtaken')).toBeUndefined();
  });

  it('keeps neither locked sessions nor sessions on the initial password', () => {
    keepSession(ctx, 'hash-locked', { ...user, isLocked: true }, later(60_000), sessionCacheGeneration());
    keepSession(
      ctx,
      'hash-initial',
      { ...user, hasInitialPassword: true },
      later(60_000),
      sessionCacheGeneration(),
    );
    expect(cachedSession(ctx, 'hash-locked')).toBeUndefined();
    expect(cachedSession(ctx, 'hash-initial')).toBeUndefined();
  });

  it('drops an entry once the context clock passes its lifetime or the session expiry', () => {
    keepSession(ctx, 'hash-life', user, later(60_000), sessionCacheGeneration());
    keepSession(ctx, 'hash-expiry', user, later(1_000), sessionCacheGeneration());
    clockMs += 1_000;
    expect(cachedSession(ctx, 'hash-expiry')).toBeUndefined();
    expect(cachedSession(ctx, 'hash-life')).toBeDefined();
    clockMs += 9_000;
    expect(cachedSession(ctx, 'hash-life')).toBeUndefined();
  });
});
