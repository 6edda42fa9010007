import { z } from 'zod';

/*
 * "Create the tables for me": the tables a design without tables gets from its form, shown before they are
 * made and answered after. Column types are data-model types (varchar, text, int, bigint, decimal).
 */

export const visualDevPlannedColumnSchema = z.strictObject({
  field: z.string(),
  /** The widget's label (the column's comment). */
  fieldName: z.string().nullable(),
  dataType: z.string(),
  /** varchar: characters; decimal: `precision,scale`; empty for the other types. */
  dataLength: z.string(),
  primaryKey: z.boolean(),
});
export type VisualDevPlannedColumn = z.infer<typeof visualDevPlannedColumnSchema>;

export const visualDevPlannedTableSchema = z.strictObject({
  /** '1' the main table, '0' a sub-table. */
  typeId: z.enum(['0', '1']),
  table: z.string(),
  tableName: z.string(),
  columns: z.array(visualDevPlannedColumnSchema),
  /** Columns with their own index: the list's search fields and its default sort field. */
  indexes: z.array(z.string()),
  /** Text columns with a trigram index, for the list's keyword and "contains" searches over them. */
  searchIndexes: z.array(z.string()),
});
export type VisualDevPlannedTable = z.infer<typeof visualDevPlannedTableSchema>;

export const visualDevTablesPlanSchema = z.strictObject({
  tables: z.array(visualDevPlannedTableSchema),
});
export type VisualDevTablesPlan = z.infer<typeof visualDevTablesPlanSchema>;
