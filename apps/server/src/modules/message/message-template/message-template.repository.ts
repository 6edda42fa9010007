import { and, count, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { messageTemplates, sendConfigTemplates, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { sortedOrder } from '../../../shared/record-kit/sorted-page.ts';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type TemplateWithCreator = TemplateRow & { creatorName: string | null };

export interface TemplateFilter {
  keyword?: string;
  templateType?: string;
  messageType?: string;
  messageSource?: string;
  enabledMark?: number;
  offset: number;
  limit: number;
}

const withCreator = { row: messageTemplates, realName: users.realName, account: users.account };

/** `realName/account`, as the original's lists name a creator. */
export const creatorName = (r: { realName: string | null; account: string | null }) =>
  r.realName === null ? null : `${r.realName}/${r.account}`;

/** Templates by sort code then newest first. */
export async function findTemplatesPage(db: Db, f: TemplateFilter) {
  const conditions: SQL[] = [];
  if (f.keyword) {
    const pattern = containsPattern(f.keyword);
    const match = or(ilike(messageTemplates.fullName, pattern), ilike(messageTemplates.enCode, pattern));
    if (match) conditions.push(match);
  }
  if (f.templateType) conditions.push(eq(messageTemplates.templateType, f.templateType));
  if (f.messageType) conditions.push(eq(messageTemplates.messageType, f.messageType));
  if (f.messageSource) conditions.push(eq(messageTemplates.messageSource, f.messageSource));
  if (f.enabledMark !== undefined) conditions.push(eq(messageTemplates.enabledMark, f.enabledMark));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCreator)
      .from(messageTemplates)
      .leftJoin(users, eq(users.id, messageTemplates.createdBy))
      .where(where)
      .orderBy(...sortedOrder(messageTemplates))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(messageTemplates).where(where),
  ]);
  return {
    rows: rows.map((r): TemplateWithCreator => ({ ...r.row, creatorName: creatorName(r) })),
    total: total?.n ?? 0,
  };
}

export async function findTemplate(db: Db, id: string): Promise<TemplateWithCreator | undefined> {
  const [r] = await db
    .select(withCreator)
    .from(messageTemplates)
    .leftJoin(users, eq(users.id, messageTemplates.createdBy))
    .where(eq(messageTemplates.id, id));
  return r ? { ...r.row, creatorName: creatorName(r) } : undefined;
}

export async function findTemplatesByIds(db: Db, ids: readonly string[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messageTemplates)
    .where(inArray(messageTemplates.id, [...ids]));
}

export async function isTemplateCodeTaken(db: Db, enCode: string, exceptId?: string) {
  const conditions = [eq(messageTemplates.enCode, enCode)];
  if (exceptId) conditions.push(ne(messageTemplates.id, exceptId));
  const [hit] = await db
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(and(...conditions))
    .limit(1);
  return hit !== undefined;
}

/** Whether a send configuration binds the template. */
export async function isTemplateBound(db: Db, templateId: string) {
  const [hit] = await db
    .select({ id: sendConfigTemplates.id })
    .from(sendConfigTemplates)
    .where(eq(sendConfigTemplates.templateId, templateId))
    .limit(1);
  return hit !== undefined;
}
