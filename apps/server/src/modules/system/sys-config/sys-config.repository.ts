import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysConfig, translations } from '../../../db/schema/index.ts';

/**
 * Values are read as JSON text and parsed here: a jsonb string that itself reads as JSON ('1', 'true')
 * would otherwise come back as a number or a boolean from PGlite, whose driver parses jsonb already.
 */
export async function readAllConfig(db: Db): Promise<Record<string, unknown>> {
  const rows = await db
    .select({ key: sysConfig.key, json: sql<string>`${sysConfig.value}::text` })
    .from(sysConfig);
  return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.json)]));
}

export async function upsertConfig(db: Db, values: Record<string, unknown>, at: Date): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: at }));
  if (rows.length === 0) return;
  await db
    .insert(sysConfig)
    .values(rows)
    .onConflictDoUpdate({ target: sysConfig.key, set: { value: sql`excluded.value`, updatedAt: at } });
}

/** Drops the translations of config keys (their stored text changed, so they no longer translate it). */
export async function deleteConfigTranslations(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .delete(translations)
    .where(and(eq(translations.entity, 'sysConfig'), inArray(translations.entityId, keys)));
}
