import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';

/* Positions (岗位) under /api/permission/Position (spec §7.4): each belongs to one organization. */

const flag = z.union([z.literal(0), z.literal(1)]);
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(max).nullish());
const keyword = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().trim().max(100).optional(),
);

/*
 * No schema defaults: the form grants (ADR 0009) judge the fields a caller actually sent, so the
 * service fills sortCode (0) and enabledMark (1) on create, and an edit changes only what it carries.
 */
export const createPositionBodySchema = z.object({
  organizeId: z.string().trim().min(1).max(64),
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  /** Free category text (e.g. a dictionary code); not interpreted by the server. */
  type: optionalText(50),
  description: optionalText(500),
  sortCode: z.number().int().min(0).max(999999).optional(),
  enabledMark: flag.optional(),
});
export type CreatePositionBody = z.infer<typeof createPositionBodySchema>;
export type CreatePositionBodyInput = z.input<typeof createPositionBodySchema>;

/** PUT /Position/{id}: every field optional; a field left out keeps its value. */
export const updatePositionBodySchema = createPositionBodySchema.partial();
export type UpdatePositionBody = z.infer<typeof updatePositionBodySchema>;
export type UpdatePositionBodyInput = z.input<typeof updatePositionBodySchema>;

const positionFields = z.object({
  id: z.string(),
  organizeId: z.string(),
  /** "company/department" names from the top. */
  organizeName: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** Members of the position. */
  userCount: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
/** A list row and GET /Position/{id}: every field but the id may be left out by the column grants (ADR 0009). */
export const positionInfoSchema = positionFields.partial().extend({ id: z.string() });
export type PositionInfo = z.infer<typeof positionInfoSchema>;

/** GET /Position: paged; organizeId limits the list to that organization and everything below it. */
export const positionListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword,
  organizeId: z.preprocess((value) => (value === '' ? undefined : value), z.string().max(64).optional()),
});
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

export const positionListSchema = pagedSchema(positionInfoSchema);
export type PositionList = z.infer<typeof positionListSchema>;

/** A picker entry (All, getListByOrgIds, PositionCondition): ids and names only. */
export const positionOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  organizeId: z.string(),
  organizeName: z.string(),
});
export type PositionOption = z.infer<typeof positionOptionSchema>;
export const positionOptionListSchema = z.object({ list: z.array(positionOptionSchema) });
export type PositionOptionList = z.infer<typeof positionOptionListSchema>;

/** GET /Position/Selector: the organization tree with each organization's positions as leaves. */
export interface PositionSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  /** 'organize' (not choosable) or 'position'. */
  type: 'organize' | 'position';
  organizeId: string;
  icon: string;
  hasChildren: boolean;
  children: PositionSelectorNode[];
}
export const positionSelectorNodeSchema: z.ZodType<PositionSelectorNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  type: z.enum(['organize', 'position']),
  organizeId: z.string(),
  icon: z.string(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(positionSelectorNodeSchema);
  },
});
export const positionSelectorListSchema = z.object({ list: z.array(positionSelectorNodeSchema) });
export type PositionSelectorList = z.infer<typeof positionSelectorListSchema>;

export const positionsByOrgIdsBodySchema = z.object({
  organizeIds: z.array(z.string().min(1).max(64)).max(1000),
});
export type PositionsByOrgIdsBody = z.infer<typeof positionsByOrgIdsBodySchema>;

/** POST /PositionCondition: positions of the given organizations' subtrees (all when empty) matching keyword. */
export const positionConditionBodySchema = z.object({
  organizeIds: z.array(z.string().min(1).max(64)).max(1000).default([]),
  keyword,
});
export type PositionConditionBody = z.infer<typeof positionConditionBodySchema>;
