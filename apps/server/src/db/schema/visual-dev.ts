import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, enabledMark, id, sortCode, ts } from './columns.ts';

/**
 * 功能设计: the designs of visual development. The form, the lists and the bound tables are JSON kept
 * as text, as the original keeps and serves them. `state` 0 not released, 1 released, 2 released and
 * changed since. Code and name are unique across designs.
 */
export const visualDesigns = pgTable(
  'visual_designs',
  {
    id: id(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    /** An entry of the design-category dictionary, as the designer picked it. */
    category: text('category').notNull(),
    type: integer('type').notNull().default(1),
    webType: integer('web_type').notNull().default(2),
    state: integer('state').notNull().default(0),
    /** '0' is the platform's own database; else a data source id. */
    dbLinkId: text('db_link_id').notNull().default('0'),
    tables: text('tables').notNull().default('[]'),
    formData: text('form_data'),
    columnData: text('column_data'),
    appColumnData: text('app_column_data'),
    flowTemplateJson: text('flow_template_json'),
    enableFlow: integer('enable_flow').notNull().default(0),
    interfaceId: text('interface_id'),
    interfaceParam: text('interface_param'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('visual_designs_en_code').on(t.enCode),
    uniqueIndex('visual_designs_full_name').on(t.fullName),
    index('visual_designs_type_category_sort').on(t.type, t.category, t.sortCode),
    index('visual_designs_type_sort').on(t.type, t.sortCode, t.createdAt),
  ],
);

/**
 * The released (online) copy of a design, one per design (its id is the design's): what the release
 * published and what a rollback puts back, and the menus the release made on each side.
 */
export const visualDesignReleases = pgTable('visual_design_releases', {
  id: text('id').primaryKey(),
  fullName: text('full_name').notNull(),
  enCode: text('en_code').notNull(),
  category: text('category').notNull(),
  type: integer('type').notNull(),
  webType: integer('web_type').notNull(),
  dbLinkId: text('db_link_id').notNull(),
  tables: text('tables').notNull(),
  formData: text('form_data'),
  columnData: text('column_data'),
  appColumnData: text('app_column_data'),
  flowTemplateJson: text('flow_template_json'),
  enableFlow: integer('enable_flow').notNull(),
  interfaceId: text('interface_id'),
  interfaceParam: text('interface_param'),
  description: text('description'),
  sortCode: integer('sort_code').notNull(),
  /** The Web (pc) and App menus the release made, null until that side is released. */
  pcModuleId: text('pc_module_id'),
  appModuleId: text('app_module_id'),
  releasedAt: ts('released_at').notNull().defaultNow(),
  releasedBy: text('released_by'),
});
