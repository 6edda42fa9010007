import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { multiline } from '../text-input.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';

/*
 * 功能设计 (visualdev Base): a design is a form (`formData`), its PC and app lists (`columnData`,
 * `appColumnData`) and the tables it binds to (`tables`), all JSON kept as text, as the original keeps
 * them. `type` 1 web app, 2 mobile, 3 flow form, 4 web form, 5 app form; `webType` 1 form, 2 list and
 * form, 3 list, form and flow, 4 data view; `state` 0 not released, 1 released, 2 released and changed
 * since.
 */

/** The largest JSON text of one part of a design, in characters. */
export const VISUAL_DEV_JSON_MAX = 2_000_000;

/** Digits as text or a number (the original's VOs answer `type` and `webType` as text). */
const smallCode = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number().int().min(0).max(max),
  );
export const visualDevType = smallCode(5).pipe(z.number().min(1));
export const visualDevWebType = smallCode(4).pipe(z.number().min(1));
/** Design JSON as text: pasted or exported JSON keeps its line breaks. */
const jsonText = z.preprocess(record.blankToNull, multiline(z.string().max(VISUAL_DEV_JSON_MAX)).nullish());

/**
 * What the original's dialog sends back on an edit: the record it read (ids, names, times, release
 * flags). Accepted and not stored.
 */
const originalEcho = {
  id: z.string().max(64).optional(),
  state: z.number().int().min(0).max(2).nullish(),
  enabledMark: z.number().int().nullish(),
  creatorTime: z.number().nullish(),
  creatorUser: z.string().max(200).nullish(),
  creatorUserId: z.string().max(64).nullish(),
  lastModifyTime: z.number().nullish(),
  lastModifyUser: z.string().max(200).nullish(),
  lastModifyUserId: z.string().max(64).nullish(),
  interfaceName: z.string().max(200).nullish(),
  flowId: z.string().max(64).nullish(),
};

/** A design's name may be longer than most records' (its copies add `.副本` and five digits). */
export const VISUAL_DEV_NAME_MAX = 100;

/* No schema defaults: the form grants judge the fields a caller sent. */
export const createVisualDevBodySchema = z.object({
  fullName: z.string().trim().min(1).max(VISUAL_DEV_NAME_MAX),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  category: z.string().trim().min(1).max(64),
  type: visualDevType.optional(),
  webType: visualDevWebType.optional(),
  dbLinkId: z.preprocess(record.blankToUndefined, z.string().max(64).optional()),
  tables: jsonText,
  formData: jsonText,
  columnData: jsonText,
  appColumnData: jsonText,
  flowTemplateJson: jsonText,
  enableFlow: record.flag.optional(),
  interfaceId: z.preprocess(record.blankToNull, z.string().max(64).nullish()),
  interfaceParam: jsonText,
  sortCode: record.sortCode.optional(),
  description: record.optionalMultilineText(500),
  ...originalEcho,
});
export type CreateVisualDevBody = z.infer<typeof createVisualDevBodySchema>;

/** PUT /Base/{id}: the original sends the whole record; a field left out keeps its value. */
export const updateVisualDevBodySchema = createVisualDevBodySchema.partial();
export type UpdateVisualDevBody = z.infer<typeof updateVisualDevBodySchema>;

export const visualDevCreatedSchema = record.createdId;

const visualDevFields = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** The category as stored: the id of an entry of the design-category dictionary. */
  category: z.string(),
  type: z.number().int(),
  webType: z.number().int(),
  state: z.number().int(),
  dbLinkId: z.string(),
  tables: z.string(),
  formData: z.string().nullable(),
  columnData: z.string().nullable(),
  appColumnData: z.string().nullable(),
  flowTemplateJson: z.string().nullable(),
  enableFlow: z.number().int(),
  interfaceId: z.string().nullable(),
  interfaceParam: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  /** Epoch ms. */
  creatorTime: z.number(),
  creatorUserId: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
  lastModifyUserId: z.string().nullable(),
});
/** GET /Base/{id}: the design as the designer edits it. */
export const visualDevInfoSchema = record.grantedInfo(visualDevFields);
export type VisualDevInfo = z.infer<typeof visualDevInfoSchema>;

/**
 * A row of GET /Base: the original's list row. `category` is the category's name (what the
 * original's table shows), `categoryId` the stored id; `creatorUser` and `lastModifyUser` are
 * "name/account"; `isRelease` is the state (the original's release tag reads it).
 */
const visualDevRowFields = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string().nullable(),
  categoryId: z.string(),
  type: z.number().int(),
  webType: z.number().int(),
  state: z.number().int(),
  isRelease: z.number().int(),
  pcIsRelease: z.number().int(),
  appIsRelease: z.number().int(),
  enableFlow: z.number().int(),
  enabledMark: z.number().int(),
  hasPackage: z.boolean(),
  sortCode: z.number().int(),
  creatorTime: z.number(),
  creatorUser: z.string(),
  creatorUserId: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
  lastModifyUser: z.string(),
  lastModifyUserId: z.string().nullable(),
});
export const visualDevRowSchema = record.grantedInfo(visualDevRowFields);
export type VisualDevRow = z.infer<typeof visualDevRowSchema>;

/**
 * GET /Base: paged, keyword on name or code, `category` (an id; '' = all), `type` (1 when left out,
 * as the original filters), `webType` and `enableFlow`. The original's `sort` and `sidx` are accepted;
 * the order is by sort code, newest first.
 */
export const visualDevListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  category: record.queryId,
  type: z.preprocess(record.blankToUndefined, visualDevType.optional()),
  webType: z.preprocess(record.blankToUndefined, visualDevWebType.optional()),
  enableFlow: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
});
export type VisualDevListQuery = z.infer<typeof visualDevListQuerySchema>;
export const visualDevListSchema = pagedSchema(visualDevRowSchema);

/** An entry of `tables`: the main table (typeId '1') or a sub-table ('0') with its link columns. */
export const visualDevTableSchema = z.looseObject({
  typeId: z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1)]).transform(String),
  table: z.string().trim().min(1).max(64),
  tableName: z.string().max(200).nullish(),
  /** The sub-table's column holding the main row's key. */
  tableField: z.string().max(64).nullish(),
  /** The main table's key the sub-table points at. */
  relationField: z.string().max(64).nullish(),
});
export const visualDevTablesSchema = z.array(visualDevTableSchema).max(50);
export type VisualDevTable = z.infer<typeof visualDevTableSchema>;
