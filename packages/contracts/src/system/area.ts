import { z } from 'zod';
import * as record from '../record-schemas.ts';

/*
 * 行政区划 (administrative areas): provinces, cities, districts (and streets) in one tree. The seeded
 * rows are the GB/T 2260 divisions, their id and code the division code; the provinces hang under the
 * start parent '-1'. `type` is the level as the original keeps it: '1' province, '2' city, '3'
 * district, '4' street, derived from the parent by the server.
 */

/**
 * The original's dialog sends `id` (0 on create, the id on edit) and, on edit, the record it read
 * (`parentName`, `type`, `isLeaf`, `hasChildren`): accepted and not stored.
 */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  parentName: z.string().max(100).nullish(),
  type: z.string().max(10).nullish(),
  isLeaf: z.boolean().optional(),
  hasChildren: z.boolean().optional(),
  creatorTime: z.number().nullish(),
};

/** An area code: the original's dialog allows digits only. */
const areaCode = z
  .string()
  .trim()
  .regex(/^\d{1,50}$/);

/* No schema defaults: the form grants judge the fields a caller sent (ADR 0009). */
export const createAreaBodySchema = z.object({
  /** '-1' or left out: a province. */
  parentId: z.preprocess(record.blankToUndefined, z.string().min(1).max(64).optional()),
  fullName: z.string().trim().min(1).max(50),
  enCode: areaCode,
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: record.optionalMultilineText(500),
  ...originalEcho,
});
export type CreateAreaBody = z.infer<typeof createAreaBodySchema>;

/** PUT /Area/{id}: every field optional; a field left out keeps its value. */
export const updateAreaBodySchema = createAreaBodySchema.partial();
export type UpdateAreaBody = z.infer<typeof updateAreaBodySchema>;

export const areaCreatedSchema = record.createdId;

const areaFields = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** The level: '1' province, '2' city, '3' district, '4' street. */
  type: z.string(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  /** No child area. */
  isLeaf: z.boolean(),
  hasChildren: z.boolean(),
});
/** A row of GET /Area/{parentId}. */
export const areaInfoSchema = record.grantedInfo(areaFields);
export type AreaInfo = z.infer<typeof areaInfoSchema>;

/** GET /Area/{id}/Info: the row and the parent's name (null for a province). */
export const areaDetailSchema = record.grantedInfo(areaFields.extend({ parentName: z.string().nullable() }));
export type AreaDetail = z.infer<typeof areaDetailSchema>;

export const areaParentParamsSchema = z.object({ parentId: z.string().min(1).max(64) });

/**
 * GET /Area/{parentId}: the children of a parent by sort code and code. With a keyword, the areas
 * whose name or code contains it: anywhere in the tree from the start parent '-1', else among the
 * parent's children; at most AREA_SEARCH_LIMIT of them.
 */
export const areaListQuerySchema = record.keywordQuery;
export type AreaListQuery = z.infer<typeof areaListQuerySchema>;
export const AREA_SEARCH_LIMIT = 500;
export const areaListSchema = record.listOf(areaInfoSchema);

/** GET /Area/{id}/Selector/{ids}: `ids` is the area being edited ('0' on create), left out with its subtree. */
export const areaSelectorParamsSchema = z.object({
  id: z.string().min(1).max(64),
  ids: z.string().min(1).max(64),
});
export const areaOptionSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** No enabled child area (the original always said false). */
  isLeaf: z.boolean(),
});
export type AreaSelectorOption = z.infer<typeof areaOptionSchema>;
export const areaOptionListSchema = record.listOf(areaOptionSchema);

/** POST /Area/GetAreaByIds: id paths (province, city, district…) of pickers' values. */
export const areaNamesBodySchema = z.object({
  idsList: z.array(z.array(z.string().min(1).max(64)).max(10)).max(500),
});
export type AreaNamesBody = z.infer<typeof areaNamesBodySchema>;
/** The names along each path, in the path's order; an id that names no area is left out. */
export const areaNamesSchema = z.array(z.array(z.string()));

export const areaStateSchema = record.enabledState;
