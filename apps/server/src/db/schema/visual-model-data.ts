import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, id } from './columns.ts';

/**
 * 在线开发 records of designs without tables (the original's base_visualdev_modeldata): one row per
 * record, its values as one JSON object checked against the released form. The runtime's filters and
 * sorts read the object's fields; the list of a design runs newest first.
 */
export const visualModelData = pgTable(
  'visual_model_data',
  {
    id: id(),
    /** The design (visual_designs.id) whose released form the record follows. */
    designId: text('design_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    ...auditColumns(),
  },
  (t) => [index('visual_model_data_design_created').on(t.designId, t.createdAt, t.id)],
);
