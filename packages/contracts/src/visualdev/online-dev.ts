import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { SUPER_QUERY_TEXT_MAX, superQuerySchema } from './online-dev-super-query.ts';
import { VISUAL_DEV_JSON_MAX } from './visual-dev.ts';

/*
 * 在线开发 runtime (OnlineDev): what the menu page of a released design reads and writes. A record of a
 * design without tables is one JSON object kept as text on the wire (`data`), as the original keeps it.
 */

/** The largest record (`data` JSON text) a save accepts, in characters. */
export const ONLINE_DEV_DATA_MAX = 1_000_000;
/** The original's list page asks for 10000 rows when its list has no pager (grouped lists). */
export const ONLINE_DEV_PAGE_MAX = 10_000;

const designId = z.string().min(1).max(64);
export const onlineDevModelParamsSchema = z.object({ modelId: designId });
export const onlineDevRecordParamsSchema = z.object({ modelId: designId, id: designId });

/** `type` 0: the draft (the designer's preview); 1 or left out: the released copy. */
export const onlineDevConfigQuerySchema = z.object({
  type: z.preprocess(record.blankToUndefined, z.enum(['0', '1']).optional()),
});
export type OnlineDevConfigQuery = z.infer<typeof onlineDevConfigQuerySchema>;

/** What the runtime page needs of a design (the original's DataInfoVO); JSON parts stay text. */
export const onlineDevConfigSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  webType: z.number().int(),
  enableFlow: z.number().int(),
  formData: z.string().nullable(),
  columnData: z.string().nullable(),
  appColumnData: z.string().nullable(),
  flowTemplateJson: z.string().nullable(),
  flowEnCode: z.string().nullable(),
  flowId: z.string().nullable(),
});
export type OnlineDevConfig = z.infer<typeof onlineDevConfigSchema>;

const optionalText = (max: number) => z.preprocess(record.blankToUndefined, z.string().max(max).optional());

/**
 * The list page's body (the original's PaginationModel): `queryJson` is the search form as JSON text
 * (`{field: value}`), `superQueryJson` the advanced query (JSON text as the original sends it, or the
 * object), `menuId` the menu the page was opened from. `keyword` is ours: text searched in the list's
 * columns.
 */
export const onlineDevListBodySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(ONLINE_DEV_PAGE_MAX).default(20),
  sort: z.preprocess(record.blankToUndefined, z.enum(['asc', 'desc']).optional()),
  sidx: optionalText(100),
  menuId: optionalText(64),
  queryJson: optionalText(100_000),
  superQueryJson: z.preprocess(
    record.blankToUndefined,
    z.union([z.string().max(SUPER_QUERY_TEXT_MAX), superQuerySchema]).optional(),
  ),
  keyword: record.keyword,
});
export type OnlineDevListBody = z.infer<typeof onlineDevListBodySchema>;

/** An export holds at most this many records; more matches are refused rather than cut. */
export const ONLINE_DEV_EXPORT_MAX_ROWS = 50_000;

/**
 * The export (the original's list query plus its export dialog's choice): `dataType` 0 the current
 * page, 1 every record matching the filters; `selectKey` the chosen columns (`columnList[].prop`).
 */
export const onlineDevExportBodySchema = onlineDevListBodySchema.extend({
  dataType: z.coerce.number().int().min(0).max(1).default(0),
  selectKey: z.array(z.string().min(1).max(100)).min(1).max(500),
});
export type OnlineDevExportBody = z.infer<typeof onlineDevExportBodySchema>;

/**
 * A row: the record's fields (those of the caller's granted columns) and its `id`. A grouped list
 * (columnData type 3) answers group rows (`top: true`, the group's text in the first column, `children`
 * the group's records); a tree table (type 5) marks each record with `hasChildren`.
 */
export const onlineDevRowSchema = z.record(z.string(), z.unknown());
export const onlineDevListSchema = pagedSchema(onlineDevRowSchema);
export type OnlineDevList = z.infer<typeof onlineDevListSchema>;

/**
 * A save: the form's values as JSON text. `id` is what the original's dialog sends back of the record it
 * read (its own copy of the path's id, '' on a create); accepted and not stored.
 */
export const onlineDevSaveBodySchema = z.object({
  id: z.string().max(64).nullish(),
  data: z.string().min(1).max(ONLINE_DEV_DATA_MAX),
});
export type OnlineDevSaveBody = z.infer<typeof onlineDevSaveBodySchema>;

/** One record (the original's VisualdevModelDataInfoVO): its id and its values as JSON text. */
export const onlineDevRecordSchema = z.object({ id: z.string(), data: z.string() });
export type OnlineDevRecord = z.infer<typeof onlineDevRecordSchema>;

export const onlineDevBatchDeleteBodySchema = z.object({ ids: record.idList(1000).min(1) });
export type OnlineDevBatchDeleteBody = z.infer<typeof onlineDevBatchDeleteBodySchema>;

/**
 * GET /OnlineDev/{modelId}/ColumnData and /FormData: the list and form design of the released copy as
 * JSON text. The original answers each under the other's name (its ColumnData the `formData` VO, its
 * FormData the `columnData` one), so both carry both parts: a client reading either name finds it.
 */
export const onlineDevDesignPartsSchema = z.object({
  columnData: z.string().nullable(),
  formData: z.string().nullable(),
});
export type OnlineDevDesignParts = z.infer<typeof onlineDevDesignPartsSchema>;

/**
 * POST /OnlineDev/App/Preview: the design the designer shows on the App (JSON text, or the object),
 * kept a few minutes under the id it answers; GET /Generater/App/{id}/Preview reads it back.
 */
export const appPreviewBodySchema = z.object({
  data: z.union([z.string().min(1).max(VISUAL_DEV_JSON_MAX), z.record(z.string(), z.unknown())]),
});
export type AppPreviewBody = z.infer<typeof appPreviewBodySchema>;
/** How long a kept App preview can be read back (the original keeps it 300 s). */
export const APP_PREVIEW_LIFE_MINUTES = 5;
export const appPreviewParamsSchema = z.object({ id: designId });
