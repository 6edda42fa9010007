import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { visualDesignLinks } from '../../../db/schema/index.ts';

/* SQL of the link settings of designs (visual_design_links). */

export type ShortLinkRow = typeof visualDesignLinks.$inferSelect;
export type ShortLinkValues = Omit<typeof visualDesignLinks.$inferInsert, 'id' | 'createdAt' | 'createdBy'>;

export async function findShortLink(db: Db, id: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(visualDesignLinks).where(eq(visualDesignLinks.id, id));
  return row;
}

/** Inserts the design's settings, or replaces them when they exist (who created them is kept). */
export async function upsertShortLinkRow(
  db: Db,
  id: string,
  values: ShortLinkValues,
  stamp: { by: string; at: Date },
): Promise<void> {
  await db
    .insert(visualDesignLinks)
    .values({ id, ...values, createdAt: stamp.at, createdBy: stamp.by })
    .onConflictDoUpdate({
      target: visualDesignLinks.id,
      set: { ...values, updatedAt: stamp.at, updatedBy: stamp.by },
    });
}
