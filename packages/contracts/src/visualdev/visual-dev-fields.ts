import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { onlineDevRowSchema } from './online-dev.ts';

/*
 * A released design's fields and records as other designs' widgets read them: the relation-form
 * picker (FieldDataSelect) and the designer's field choosers (FormDataFields).
 */

/** `filterType` 0: the main form's value fields; 1: also the sub-tables' columns as `{table}-{field}`. */
export const formDataFieldsQuerySchema = z.object({
  filterType: z.preprocess(record.blankToUndefined, z.enum(['0', '1']).optional()),
});
export type FormDataFieldsQuery = z.infer<typeof formDataFieldsQuerySchema>;

/** One field as the original's designer lists it (`vmodel` in lower case, as its client reads it). */
export const formDataFieldSchema = z.object({ vmodel: z.string(), label: z.string(), jnpfKey: z.string() });
export const formDataFieldsSchema = z.object({ list: z.array(formDataFieldSchema) });
export type FormDataFields = z.infer<typeof formDataFieldsSchema>;

/**
 * The relation-form picker's page of records. The original's picker asks 10,000 rows when it does not
 * page, so that is the largest page; `columnOptions` is the shown columns, comma separated.
 */
export const FIELD_DATA_SELECT_PAGE_MAX = 10_000;
const fieldName = z.string().min(1).max(100);
export const fieldDataSelectQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(FIELD_DATA_SELECT_PAGE_MAX).default(20),
  keyword: record.keyword,
  relationField: fieldName,
  columnOptions: z.preprocess(record.blankToUndefined, z.string().max(2000).optional()),
});
export type FieldDataSelectQuery = z.infer<typeof fieldDataSelectQuerySchema>;

/** Each row: `id`, the relation field and the asked columns (those the caller may see). */
export const fieldDataSelectSchema = pagedSchema(onlineDevRowSchema);
export type FieldDataSelect = z.infer<typeof fieldDataSelectSchema>;
