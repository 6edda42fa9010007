import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.ts';

/**
 * Designs kept for the App preview (功能设计's App预览): the designer's design under a random id the App
 * reads back while it lasts. Expired rows are removed when the next preview is kept.
 */
export const visualAppPreviews = pgTable(
  'visual_app_previews',
  {
    id: id(),
    data: text('data').notNull(),
    createdBy: text('created_by').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('visual_app_previews_expires_idx').on(table.expiresAt)],
);
