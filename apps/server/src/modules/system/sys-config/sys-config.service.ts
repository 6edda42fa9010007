import { DEFAULT_SYS_CONFIG, type Language, type SysConfig, sysConfigSchema } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { findTranslationTexts } from '../translation/translation.repository.ts';
import { readAllConfig, upsertConfig } from './sys-config.repository.ts';

/**
 * Config is read on every login and session check, so it is cached per process for a short time;
 * a write clears this process's cache at once, other processes see it within CACHE_MS.
 */
const CACHE_MS = 5_000;
const cache = new WeakMap<object, { value: SysConfig; at: number }>();

export async function getSysConfig(ctx: AppContext): Promise<SysConfig> {
  const hit = cache.get(ctx.db);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
  const stored = await readAllConfig(ctx.db);
  const merged = { ...DEFAULT_SYS_CONFIG } as Record<string, unknown>;

  for (const [key, value] of Object.entries(stored)) {
    if (key in merged) merged[key] = value;
  }
  // A deployment that sets the initial password of new accounts (NEW_USER_INITIAL_PASSWORD) decides it,
  // over the stored value (the seed stores the built-in default).
  if (ctx.config.newUserInitialPassword) merged.newUserDefaultPassword = ctx.config.newUserInitialPassword;
  // A stored value that no longer fits the schema falls back to the default rather than breaking login.
  const parsed = sysConfigSchema.safeParse(merged);
  const value = parsed.success ? parsed.data : DEFAULT_SYS_CONFIG;
  cache.set(ctx.db, { value, at: Date.now() });
  return value;
}

/** This process's cached config: one entry and when it expires, or none (the 系统缓存 page). */
export function sysConfigCacheState(ctx: AppContext): { entries: number; expiresAt: number | null } {
  const hit = cache.get(ctx.db);
  return hit ? { entries: 1, expiresAt: hit.at + CACHE_MS } : { entries: 0, expiresAt: null };
}

/** Drops this process's cached config; other processes read it again within CACHE_MS. */
export function clearSysConfigCache(ctx: AppContext): void {
  cache.delete(ctx.db);
}

/**
 * The config with its texts (system name, title, copyright, ...) in `language`: a translation row of a
 * key (entity 'sysConfig', field 'value') replaces the stored text; keys without one keep it.
 */
export async function getSysConfigIn(ctx: AppContext, language: Language): Promise<SysConfig> {
  const [config, texts] = await Promise.all([
    getSysConfig(ctx),
    findTranslationTexts(ctx.db, 'sysConfig', 'value', language),
  ]);
  const localized = { ...config } as Record<string, unknown>;
  for (const [key, text] of texts) {
    if (typeof localized[key] === 'string') localized[key] = text;
  }
  return localized as SysConfig;
}

export async function updateSysConfig(ctx: AppContext, patch: Partial<SysConfig>): Promise<SysConfig> {
  const current = await getSysConfig(ctx);
  const next = sysConfigSchema.parse({ ...current, ...patch });
  await upsertConfig(ctx.db, patch, ctx.now());
  cache.delete(ctx.db);
  return next;
}
