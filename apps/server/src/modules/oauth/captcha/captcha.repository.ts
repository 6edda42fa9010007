import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { captchas } from '../../../db/schema/index.ts';

/** A new image for the same key replaces the old code (the client refreshed the picture). */
export async function saveCaptcha(
  db: Db,
  row: { id: string; code: string; expiresAt: Date; createdAt: Date },
) {
  await db
    .insert(captchas)
    .values(row)
    .onConflictDoUpdate({
      target: captchas.id,
      set: { code: row.code, expiresAt: row.expiresAt, createdAt: row.createdAt, usedAt: null },
    });
}

/**
 * Marks the captcha used and returns it, in one statement: two requests racing with the same key
 * cannot both pass. Undefined when the key is unknown or was already used.
 */
export async function takeCaptcha(db: Db, id: string, at: Date) {
  const rows = await db
    .update(captchas)
    .set({ usedAt: at })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
    .returning({ code: captchas.code, expiresAt: captchas.expiresAt });
  return rows[0];
}

export async function captchaExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: captchas.id }).from(captchas).where(eq(captchas.id, id)).limit(1);
  return rows.length > 0;
}

export async function findCaptchaCode(db: Db, id: string): Promise<string | undefined> {
  const rows = await db.select({ code: captchas.code }).from(captchas).where(eq(captchas.id, id)).limit(1);
  return rows[0]?.code;
}

export async function deleteCaptchasBefore(db: Db, before: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, before));
}
