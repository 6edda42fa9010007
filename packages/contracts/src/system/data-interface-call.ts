import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * Calling a data interface (Preview, Actions/List, Actions/InfoByIds), its call log, its variables
 * and its `.bd` file. A parameter's value travels in paramList[].defaultValue (the original's
 * preview dialog and form widgets send it so).
 */

/**
 * One parameter as the callers send it: the interface's own parameter (GetParam) with its value, and the
 * form field it was taken from (relationField) and the designer's row id, which the server ignores.
 */
const paramValue = z.strictObject({
  field: z.string().min(1).max(50),
  defaultValue: z.union([z.string().max(2000), z.number(), z.boolean()]).nullish(),
  fieldName: z.string().max(50).nullish(),
  dataType: z.string().max(20).nullish(),
  required: z.union([z.number(), z.boolean(), z.string().max(5)]).nullish(),
  relationField: z.string().max(200).nullish(),
  id: z.union([z.string().max(64), z.number()]).nullish(),
});
const paramList = z.array(paramValue).max(100).nullish();

/** POST /{id}/Actions/Preview. */
export const previewDataInterfaceBodySchema = z
  .strictObject({
    paramList,
    tenantId: z.string().max(64).nullish(),
    origin: z.string().max(20).nullish(),
  })
  .nullish();
export type PreviewDataInterfaceBody = z.infer<typeof previewDataInterfaceBodySchema>;
/** The interface's answer as it is (rows of SQL, the static JSON, the HTTP answer), after the mapping. */
export const dataInterfaceResultSchema = z.unknown();

/**
 * The most rows one Actions/List page holds: the original's pickers without paging ask 10,000 at once,
 * which is also the most rows an interface's SQL may return.
 */
export const DATA_INTERFACE_LIST_PAGE_MAX = 10_000;

/** POST /{id}/Actions/List: keyword against relationField or any of the comma-separated columnOptions. */
export const dataInterfaceListCallBodySchema = z.object({
  keyword: z.string().max(100).nullish(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DATA_INTERFACE_LIST_PAGE_MAX).default(20),
  columnOptions: z.string().max(2000).nullish(),
  relationField: z.string().max(100).nullish(),
  /** The original's pickers send the interface's id and their value field along; both are ignored. */
  interfaceId: z.string().max(64).nullish(),
  propsValue: z.string().max(100).nullish(),
  paramList,
});
export type DataInterfaceListCallBody = z.infer<typeof dataInterfaceListCallBodySchema>;
export const dataInterfaceRowsPageSchema = pagedSchema(z.record(z.string(), z.unknown()));

/** POST /{id}/Actions/InfoByIds: the rows whose propsValue field is one of ids. */
export const dataInterfaceInfoByIdsBodySchema = z.object({
  ids: z
    .array(z.union([z.string().max(200), z.number()]))
    .max(500)
    .default([]),
  propsValue: z.string().min(1).max(100).default('id'),
  relationField: z.string().max(100).nullish(),
  interfaceId: z.string().max(64).nullish(),
  paramList,
});
export type DataInterfaceInfoByIdsBody = z.infer<typeof dataInterfaceInfoByIdsBodySchema>;
export const dataInterfaceRowsSchema = z.array(z.record(z.string(), z.unknown()));
/** POST /{id}/Actions/GetFields: the field names of the interface's result rows (the list designer's columns). */
export const dataInterfaceFieldNamesSchema = z.array(z.string());

/** GET /DataInterfaceLog/{id}: one call (time, caller, IP, device, type, duration ms, result). */
export const dataInterfaceLogSchema = z.object({
  id: z.string(),
  invokTime: z.number(),
  /** The caller as "name/account" (the original's column shows it), or the id of a deleted user. */
  userId: z.string().nullable(),
  invokIp: z.string().nullable(),
  invokDevice: z.string().nullable(),
  invokType: z.string(),
  invokWasteTime: z.number().int(),
  /** 1 answered, 0 failed. */
  isOk: z.number().int(),
  errorText: z.string().nullable(),
});
export const dataInterfaceLogListSchema = pagedSchema(dataInterfaceLogSchema);
export const dataInterfaceLogQuerySchema = record.pagedKeywordQuery;

/** An interface variable: `{@fullName}` in the interface's SQL is bound to `value`; the name holds no @, braces or spaces. */
export const dataInterfaceVariateBodySchema = z.object({
  interfaceId: z.string().trim().min(1).max(64),
  fullName: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[^@{}\s]+$/, 'validation.code'),
  value: z.string().max(2000).nullish(),
  /** The original computed the value with JavaScript; only an empty expression is accepted. */
  expression: z.string().max(2000).nullish(),
  id: z.string().max(64).optional(),
});
export type DataInterfaceVariateBody = z.infer<typeof dataInterfaceVariateBodySchema>;
export const updateDataInterfaceVariateBodySchema = dataInterfaceVariateBodySchema.partial();
export type UpdateDataInterfaceVariateBody = z.infer<typeof updateDataInterfaceVariateBodySchema>;

export const dataInterfaceVariateSchema = z.object({
  id: z.string(),
  interfaceId: z.string(),
  fullName: z.string(),
  value: z.string().nullable(),
  expression: z.string().nullable(),
  creatorTime: z.number(),
  creatorUser: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
});
export type DataInterfaceVariate = z.infer<typeof dataInterfaceVariateSchema>;
export const dataInterfaceVariateListSchema = record.listOf(dataInterfaceVariateSchema);

export interface DataInterfaceVariateNode {
  id: string;
  fullName: string;
  parentId: string;
  /** 0 an interface, 1 a variable. */
  type: number;
  children?: DataInterfaceVariateNode[];
}
export const dataInterfaceVariateNodeSchema: z.ZodType<DataInterfaceVariateNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    fullName: z.string(),
    parentId: z.string(),
    type: z.number().int(),
    children: z.array(dataInterfaceVariateNodeSchema).optional(),
  }),
);
export const dataInterfaceVariateTreeSchema = z.array(dataInterfaceVariateNodeSchema);

/** The largest `.bd` file accepted, in bytes. */
export const BD_MAX_BYTES = 512 * 1024;

/** POST /DataInterface/Actions/Import, multipart: `.bd` file and type 0 refuse duplicates / 1 import as a copy. */
export const dataInterfaceImportFieldsSchema = z.object({
  type: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export const dataInterfaceImportResultSchema = z.object({ id: z.string() });
