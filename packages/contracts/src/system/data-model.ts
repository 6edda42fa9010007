import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 数据建模 (data models): the tables of a data source, read and changed through DDL the server writes from
 * structured fields. On the platform's own database ("0") only the business schema is listed and touched.
 * Field names follow the original client (tableInfo / tableFieldList, allowNull / primaryKey as 0/1).
 */

/** The column types a model may use; each dialect maps them to its own type names. */
export const DATA_MODEL_TYPES = ['varchar', 'int', 'bigint', 'decimal', 'datetime', 'date', 'text'] as const;
export type DataModelType = (typeof DATA_MODEL_TYPES)[number];

/** A table or column name the server will create: a letter or underscore, then letters, digits or underscores. */
export const DATA_MODEL_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

const identifier = z.string().trim().regex(DATA_MODEL_IDENTIFIER, 'letters, digits and _ (at most 63)');
/** An existing table's name as the path names it (external sources may hold other spellings). */
const tableName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^"`'\\/\s]+$/, 'a table name');

export const dataModelLinkParamsSchema = z.object({ linkId: z.string().min(1).max(64) });
export const dataModelTableParamsSchema = dataModelLinkParamsSchema.extend({ table: tableName });

export const dataModelListQuerySchema = record.pagedKeywordQuery.extend({
  sort: z.string().max(10).optional(),
  sidx: z.string().max(64).optional(),
});
export const dataModelAllQuerySchema = z.object({ keyword: record.keyword });

export const dataModelTableSchema = z.object({
  table: z.string(),
  /** The table's comment (the original's list column 说明). */
  tableName: z.string().nullable(),
  comment: z.string().nullable(),
  /** Rows in the table (exact for small tables, the planner's estimate above 10,000). */
  sum: z.number().int(),
  /** 0 a table, 1 a view (views only in TableAll). */
  type: z.number().int(),
});
export type DataModelTable = z.infer<typeof dataModelTableSchema>;
export const dataModelListSchema = pagedSchema(dataModelTableSchema);
export const dataModelAllSchema = z.object({ list: z.array(dataModelTableSchema) });

export const dataModelFieldSchema = z.object({
  /** The column's name in the database. */
  columnName: z.string(),
  /** The column's name, or its camelCase name without `f_` when the list asked for type 1. */
  field: z.string(),
  /** The column's comment. */
  fieldName: z.string().nullable(),
  /** One of DATA_MODEL_TYPES, or the database's own name for a type the models do not offer. */
  dataType: z.string(),
  /** `50` for varchar, `10,2` for decimal, `默认` where the type has no length. */
  dataLength: z.string(),
  primaryKey: record.flag,
  allowNull: record.flag,
  autoIncrement: record.flag,
  identity: record.flag,
  /** The default as a literal value (null: none; an expression default shows as written). */
  defaults: z.string().nullable(),
});
export type DataModelField = z.infer<typeof dataModelFieldSchema>;
export const dataModelFieldListSchema = z.object({ list: z.array(dataModelFieldSchema) });
export const dataModelFieldQuerySchema = z.object({ type: z.enum(['0', '1']).optional() });

export const dataModelInfoSchema = z.object({
  tableInfo: z.object({ table: z.string(), tableName: z.string().nullable(), newTable: z.string() }),
  tableFieldList: z.array(dataModelFieldSchema),
  /** Whether the table holds rows: then existing columns change only without losing data. */
  hasTableData: z.boolean(),
});
export type DataModelInfo = z.infer<typeof dataModelInfoSchema>;

const flagLike = z.preprocess((value) => (typeof value === 'boolean' ? Number(value) : value), record.flag);

/** One column of a save; the original's row echo (index, disabled, columnName) is accepted and not used. */
export const dataModelFieldBodySchema = z.object({
  field: identifier,
  fieldName: record.optionalText(100),
  /** Checked by the server: a new or changed column must use one of DATA_MODEL_TYPES. */
  dataType: z.string().trim().min(1).max(64),
  dataLength: z
    .preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().max(20))
    .optional(),
  allowNull: flagLike.default(1),
  primaryKey: flagLike.optional(),
  identity: flagLike.optional(),
  autoIncrement: flagLike.optional(),
  defaults: record.optionalText(200),
  index: z.union([z.string().max(64), z.number()]).optional(),
  disabled: z.boolean().optional(),
  columnName: z.string().max(64).optional(),
});
export type DataModelFieldBody = z.infer<typeof dataModelFieldBodySchema>;

export const dataModelSaveBodySchema = z.object({
  tableInfo: z.object({
    /** The table being changed (update and addFields); empty on create. */
    table: z.string().max(64).optional(),
    /** The new name (create: the name). */
    newTable: identifier,
    /** The table's comment. */
    tableName: record.optionalText(100),
  }),
  tableFieldList: z.array(dataModelFieldBodySchema).min(1).max(300),
});
export type DataModelSaveBody = z.infer<typeof dataModelSaveBodySchema>;

/** What a save would run, without running it. */
export const dataModelDdlQuerySchema = z.object({ mode: z.enum(['create', 'update', 'addFields']) });
export const dataModelDdlSchema = z.object({ statements: z.array(z.string()) });
export type DataModelDdl = z.infer<typeof dataModelDdlSchema>;

export const dataModelPreviewQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  /** The column the keyword searches and the rows are ordered by (must be one of the table's). */
  field: z.preprocess(record.blankToUndefined, z.string().max(64).optional()),
});
export const dataModelPreviewSchema = pagedSchema(z.record(z.string(), z.unknown()));

/** A `.bdb` file: one table's definition, in the original's shape. */
export const DATA_MODEL_FILE_MAX_BYTES = 512 * 1024;
export const bdbFieldSchema = z.object({
  field: identifier,
  comment: z.string().max(100).nullish(),
  dataType: z.string().max(64).nullish(),
  /** `varchar(50)`, `decimal(10,2)`, `int`. */
  length: z.string().max(80).nullish(),
  isPrimaryKey: z.boolean().nullish(),
  nullSign: z.string().max(20).nullish(),
  isAutoIncrement: z.boolean().nullish(),
  defaults: z.string().max(200).nullish(),
});
export const bdbTableSchema = z
  .object({
    table: identifier,
    comment: z.string().max(100).nullish(),
    dbFieldModelList: z.array(bdbFieldSchema.loose()).min(1).max(300),
  })
  .loose();
export type BdbTable = z.infer<typeof bdbTableSchema>;
