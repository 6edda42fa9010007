import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { multiline } from '../text-input.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';

/*
 * 数据接口 (data interfaces): a named query the forms' pickers, reports and outside callers read.
 * dataType 1 SQL over a data source (dbLinkId "0" is the platform database), 2 static JSON, 3 HTTP.
 * requestHeaders, requestParameters and propertyJson travel as JSON text, as the original client
 * sends and reads them; the server checks their content. dataProcessing is a declarative field
 * mapping (see dataMappingSchema): JavaScript is never run.
 */

export const DATA_INTERFACE_TYPES = [1, 2, 3] as const;
/** SQL request methods: 3 query (the only one run; 1 insert, 2 update, 4 delete are refused). HTTP: 6 GET, 7 POST. */
export const DATA_INTERFACE_METHODS = ['1', '2', '3', '4', '6', '7'] as const;
export const DATA_INTERFACE_PARAM_TYPES = ['varchar', 'int', 'datetime', 'decimal'] as const;

/** A typed parameter: written `{field}` in SQL and always bound, never concatenated. */
export const dataInterfaceParamSchema = z.object({
  field: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'validation.code'),
  fieldName: z.string().max(50).nullish(),
  dataType: z.enum(DATA_INTERFACE_PARAM_TYPES).default('varchar'),
  required: z.coerce.number().int().min(0).max(1).default(0),
  defaultValue: z.union([z.string().max(2000), z.number()]).nullish(),
});
export type DataInterfaceParam = z.infer<typeof dataInterfaceParamSchema>;

/** An HTTP header: its name and value. */
export const dataInterfaceHeaderSchema = z.object({
  field: z.string().trim().min(1).max(100),
  defaultValue: z.string().max(2000).nullish(),
});

/** One step of the result mapping: the source key, its new name, and a dictionary whose entry names replace the values. */
export const dataMappingFieldSchema = z.object({
  from: z.string().min(1).max(100),
  to: z.string().min(1).max(100).optional(),
  /** A dictionary category (id or code): a value equal to an entry's code or id becomes the entry's name. */
  dictionary: z.string().min(1).max(64).optional(),
});
/** The declarative post-processing of a result: rename, pick, map values from a dictionary. */
export const dataMappingSchema = z.object({
  /** Keep only the mapped keys. */
  pick: z.boolean().optional(),
  fields: z.array(dataMappingFieldSchema).max(100),
});
export type DataMapping = z.infer<typeof dataMappingSchema>;

/** A row of propertyJson's paging or echo tables: the platform's name and the interface's own parameter. */
const propertyParameterSchema = z.strictObject({
  fieldName: z.string().max(100).nullish(),
  field: z.string().max(100).nullish(),
});

/**
 * propertyJson: paging and echo settings of paged interfaces, field by field as the original's form writes
 * them (unknown keys refused): countSql and echoSql of SQL interfaces; echoReqMethod ("6" GET, "7" POST),
 * echoPath, echoReqHeaders and echoReqParameters (each with the form's row id) of HTTP interfaces; the
 * pageParameters (currentPage, pageSize, keyword) and echoParameters (showKey, showValue) name mappings.
 */
export const dataInterfacePropertySchema = z.strictObject({
  countSql: z.string().max(20000).nullish(),
  echoSql: z.string().max(20000).nullish(),
  echoPath: z.string().max(2000).nullish(),
  echoReqMethod: z.string().max(2).nullish(),
  echoReqHeaders: z.array(dataInterfaceHeaderSchema.strict()).max(50).nullish(),
  echoReqParameters: z
    .array(dataInterfaceParamSchema.extend({ id: z.string().max(64).nullish() }).strict())
    .max(100)
    .nullish(),
  pageParameters: z.array(propertyParameterSchema).max(10).nullish(),
  echoParameters: z.array(propertyParameterSchema).max(10).nullish(),
});
export type DataInterfaceProperty = z.infer<typeof dataInterfacePropertySchema>;

/** Multi-line text (SQL, JSON, a mapping), as typed in an editor. */
const longText = (max: number) => multiline(z.string().max(max).nullish());
const anyValue = multiline(z.unknown());
/** A JSON text field of the wire, or the value itself (our client sends objects). */
const jsonText = multiline(
  z.union([z.string().max(200_000), z.array(anyValue).max(200), z.record(z.string(), anyValue)]).nullish(),
);

const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  ipAddress: z.string().max(500).nullish(),
  creatorTime: z.number().nullish(),
  creatorUser: z.string().max(200).nullish(),
  lastModifyTime: z.number().nullish(),
  tenantId: z.string().max(64).nullish(),
};

export const createDataInterfaceBodySchema = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  categoryId: z.string().trim().min(1).max(64),
  dataType: z.coerce.number().int().min(1).max(3),
  dbLinkId: z.string().max(64).nullish(),
  requestMethod: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(2).nullish()),
  responseType: z.string().max(20).nullish(),
  /** The SQL (dataType 1) or the static JSON (dataType 2). */
  query: longText(200_000),
  /** The URL of an HTTP interface. */
  path: z.string().max(2000).nullish(),
  requestHeaders: jsonText,
  requestParameters: jsonText,
  propertyJson: jsonText,
  /** Paging: 1 the interface pages itself (SQL with @offsetSize/@pageSize), 0 the server pages its whole result. */
  checkType: z.coerce.number().int().min(0).max(1).optional(),
  dataProcessing: longText(20000),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: record.optionalMultilineText(500),
  ...originalEcho,
});
export type CreateDataInterfaceBody = z.infer<typeof createDataInterfaceBodySchema>;
export const updateDataInterfaceBodySchema = createDataInterfaceBodySchema.partial();
export type UpdateDataInterfaceBody = z.infer<typeof updateDataInterfaceBodySchema>;

const dataInterfaceFields = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  categoryId: z.string(),
  dataType: z.number().int(),
  dbLinkId: z.string().nullable(),
  requestMethod: z.string().nullable(),
  responseType: z.string().nullable(),
  query: z.string().nullable(),
  path: z.string().nullable(),
  /** JSON text. */
  requestHeaders: z.string().nullable(),
  /** JSON text of the typed parameters. */
  requestParameters: z.string().nullable(),
  /** JSON text. */
  propertyJson: z.string().nullable(),
  checkType: z.number().int(),
  /** JSON text of the field mapping, or null. */
  dataProcessing: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
  tenantId: z.string().optional(),
});
export const dataInterfaceInfoSchema = record.grantedInfo(dataInterfaceFields);
export type DataInterfaceInfo = z.infer<typeof dataInterfaceInfoSchema>;

/** GET /DataInterface and /getList: paged, keyword on name or code, categoryId and dataType filter. */
export const dataInterfaceListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  categoryId: record.queryId,
  dataType: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(1).max(3).optional()),
  /** The original's `type` spelling of dataType. */
  type: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(1).max(3).optional()),
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
});
export type DataInterfaceListQuery = z.infer<typeof dataInterfaceListQuerySchema>;
export const dataInterfaceListSchema = pagedSchema(dataInterfaceInfoSchema);

/** A row of the pickers (enabled interfaces). */
export const dataInterfaceOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  categoryId: z.string(),
  dataType: z.number().int(),
  requestMethod: z.string().nullable(),
  checkType: z.number().int(),
  /** The original's type name: SQL操作, 静态数据, API操作. */
  type: z.string(),
});
export const dataInterfaceOptionListSchema = pagedSchema(dataInterfaceOptionSchema);

export interface DataInterfaceTreeNode {
  id: string;
  fullName: string;
  enCode?: string;
  parentId: string;
  /** '0' a category, '1' an interface (the original's marker). */
  category: string;
  hasChildren: boolean;
  children?: DataInterfaceTreeNode[];
}
export const dataInterfaceTreeNodeSchema: z.ZodType<DataInterfaceTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    fullName: z.string(),
    enCode: z.string().optional(),
    parentId: z.string(),
    category: z.string(),
    hasChildren: z.boolean(),
    children: z.array(dataInterfaceTreeNodeSchema).optional(),
  }),
);
/** GET /DataInterface/Selector: categories with their enabled interfaces (categories without any left out). */
export const dataInterfaceTreeSchema = z.array(dataInterfaceTreeNodeSchema);

export const dataInterfaceParamListSchema = z.array(dataInterfaceParamSchema);
export const dataInterfaceStateSchema = record.enabledState;
export const dataInterfaceCreatedSchema = record.createdId;
