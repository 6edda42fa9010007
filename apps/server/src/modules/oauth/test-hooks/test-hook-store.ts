import type { AppContext } from '../../../app-context.ts';

/*
 * Test hooks (TEST_HOOKS=1, refused in production by config.ts): SMS codes are stored hashed, so the
 * plain code of the last SMS per number is kept here for tests to read. Nothing is recorded otherwise.
 */
const lastSmsCodes = new WeakMap<AppContext, Map<string, string>>();

export function recordSmsCodeForTests(ctx: AppContext, mobile: string, code: string): void {
  if (!ctx.config.hasTestHooks) return;
  let codes = lastSmsCodes.get(ctx);
  if (!codes) {
    codes = new Map();
    lastSmsCodes.set(ctx, codes);
  }
  codes.set(mobile, code);
}

export function lastSmsCodeForTests(ctx: AppContext, mobile: string): string | undefined {
  return ctx.config.hasTestHooks ? lastSmsCodes.get(ctx)?.get(mobile) : undefined;
}
