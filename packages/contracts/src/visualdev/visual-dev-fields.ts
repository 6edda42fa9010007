import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { onlineDevRowSchema } from './online-dev.ts';

/*
 * A released design's fields and records as other designs' widgets read them: the relation-form
 * picker (FieldDataSelect) and the designer's field choosers (FormDataFields); and a design's list
 * buttons (ModuleBtn).
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

/** GET /Base/ModuleBtn: the design whose list buttons are asked (`moduleId`, as the original names it). */
export const moduleBtnQuerySchema = z.strictObject({ moduleId: z.string().trim().min(1).max(64) });
export type ModuleBtnQuery = z.infer<typeof moduleBtnQuerySchema>;

/** A list button as the original's `BtnData`: the row buttons (columnBtnsList) first, then the toolbar's. */
export const moduleBtnSchema = z.object({
  value: z.string().nullable(),
  icon: z.string().nullable(),
  label: z.string().nullable(),
});
export const moduleBtnListSchema = z.array(moduleBtnSchema);
export type ModuleBtn = z.infer<typeof moduleBtnSchema>;
