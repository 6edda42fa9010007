import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sysConfig } from '../../../db/schema/index.ts';

export async function readAllConfig(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.select().from(sysConfig);
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function upsertConfig(db: Db, values: Record<string, unknown>, at: Date): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: at }));
  if (rows.length === 0) return;
  await db
    .insert(sysConfig)
    .values(rows)
    .onConflictDoUpdate({ target: sysConfig.key, set: { value: sql`excluded.value`, updatedAt: at } });
}
