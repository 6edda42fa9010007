import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, enabledMark } from './columns.ts';
import { visualDesigns } from './visual-dev.ts';

/**
 * 外链 settings of a design (the original's base_visual_link): one row per design, keyed by the
 * design's id and gone with it. Passwords are argon2id of md5(plain) (what the public page sends),
 * never the plain text. `column_condition`/`column_text` are the list link's search fields and
 * columns as the designer's dialog sends them (JSON text).
 */
export const visualDesignLinks = pgTable('visual_design_links', {
  id: text('id')
    .primaryKey()
    .references(() => visualDesigns.id, { onDelete: 'cascade' }),
  shortLink: text('short_link'),
  formUse: integer('form_use').notNull().default(0),
  formLink: text('form_link'),
  formPassUse: integer('form_pass_use').notNull().default(0),
  formPassword: text('form_password'),
  columnUse: integer('column_use').notNull().default(0),
  columnLink: text('column_link'),
  columnPassUse: integer('column_pass_use').notNull().default(0),
  columnPassword: text('column_password'),
  columnCondition: text('column_condition'),
  columnText: text('column_text'),
  realPcLink: text('real_pc_link'),
  realAppLink: text('real_app_link'),
  /** Who saved the settings last (the original's F_USER_ID). */
  userId: text('user_id'),
  enabledMark: enabledMark(),
  ...auditColumns(),
});
