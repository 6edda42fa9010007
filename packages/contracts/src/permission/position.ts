import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';
import { echoedId, echoedText, echoedTime, idPathSchema, lastIdOf, optionGroupOf } from './original-form.ts';

/* Positions (岗位) under /api/permission/Position: each belongs to one organization. */

/*
 * No schema defaults: the form grants (ADR 0009) judge the fields a caller actually sent, so the
 * service fills sortCode (0) and enabledMark (1) on create, and an edit changes only what it carries.
 *
 * The original's form (position/Form.vue) also sends `id` ('' on create) and, on edit, the GET answer
 * back: `organizeIdTree` (the organization's id path) and the read-only fields. Those are declared so
 * they pass, and dropped before the service sees the body; organizeId is what the form sets (on
 * create too), so organizeIdTree only stands in for a missing organizeId on edit.
 */
const positionBodyFields = z.object({
  organizeId: z.string().trim().min(1).max(64),
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  /** Free category text (the original: the PositionType dictionary code); not interpreted by the server. */
  type: record.optionalText(50),
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  /** The original: '' on create, the id on edit (the path carries it). Ignored. */
  id: echoedId,
  /** The original: the organization's id path from the top. Used only without organizeId. */
  organizeIdTree: idPathSchema.optional(),
  /** Read-only fields of the GET answer an edit form sends back. Ignored. */
  organizeName: echoedText,
  department: echoedText,
  userCount: z.number().int().nullish(),
  creatorTime: echoedTime,
});

/** The body as the service sees it: our fields, organizeId taken from organizeIdTree when left out. */
function toPositionBody<T extends Partial<z.infer<typeof positionBodyFields>>>(body: T) {
  const {
    id: _id,
    organizeIdTree,
    organizeName: _organizeName,
    department: _department,
    userCount: _userCount,
    creatorTime: _creatorTime,
    ...fields
  } = body;
  const organizeId = fields.organizeId ?? lastIdOf(organizeIdTree);
  return organizeId === undefined ? fields : { ...fields, organizeId };
}

export const createPositionBodySchema = positionBodyFields.strict().transform(toPositionBody);
export type CreatePositionBody = z.output<typeof createPositionBodySchema>;
export type CreatePositionBodyInput = z.input<typeof createPositionBodySchema>;

/** PUT /Position/{id}: every field optional; a field left out keeps its value. */
export const updatePositionBodySchema = positionBodyFields.partial().strict().transform(toPositionBody);
export type UpdatePositionBody = z.output<typeof updatePositionBodySchema>;
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
  /** The original's name of organizeName (its list's 所属组织 column). */
  department: z.string(),
  /** The organization's id path from the top (the original's organization picker). */
  organizeIdTree: z.array(z.string()),
});
/** A list row and GET /Position/{id}. */
export const positionInfoSchema = record.grantedInfo(positionFields);
export type PositionInfo = z.infer<typeof positionInfoSchema>;

/** GET /Position: paged; organizeId limits the list to that organization and everything below it. */
export const positionListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  organizeId: record.queryId,
});
export type PositionListQuery = z.infer<typeof positionListQuerySchema>;

export const positionListSchema = pagedSchema(positionInfoSchema);
export type PositionList = z.infer<typeof positionListSchema>;

/** A picker entry (All, our flat OptionsByOrgIds): ids and names only. */
export const positionOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  organizeId: z.string(),
  organizeName: z.string(),
  /** The position's category text (the original's Position/All carries it). */
  type: z.string().nullable(),
});
export type PositionOption = z.infer<typeof positionOptionSchema>;
export const positionOptionListSchema = record.listOf(positionOptionSchema);
export type PositionOptionList = z.infer<typeof positionOptionListSchema>;

/** POST /Position/getListByOrgIds: one group per asked organization, in the order asked. */
export const positionGroupSchema = optionGroupOf(positionOptionSchema);
export type PositionGroup = z.infer<typeof positionGroupSchema>;
export const positionGroupListSchema = record.listOf(positionGroupSchema);
export type PositionGroupList = z.infer<typeof positionGroupListSchema>;

/**
 * GET /Position/Selector and POST /Position/PositionCondition: the organization tree with each
 * organization's positions as leaves. The original's pickers choose only nodes of type 'position'.
 */
export interface PositionSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  /** An organization's category ('company' | 'department', not choosable) or 'position'. */
  type: string;
  /** The organization itself, or the position's. */
  organizeId: string;
  icon: string;
  /** "company/department" names of the organization. */
  organize: string;
  /** The organization's id path from the top. */
  organizeIds: string[];
  /** The node's key in the tree (ids of organizations and positions never clash). */
  onlyId: string;
  /** The position's code ('' for an organization). */
  enCode: string;
  hasChildren: boolean;
  children: PositionSelectorNode[];
}
export const positionSelectorNodeSchema: z.ZodType<PositionSelectorNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  type: z.string(),
  organizeId: z.string(),
  icon: z.string(),
  organize: z.string(),
  organizeIds: z.array(z.string()),
  onlyId: z.string(),
  enCode: z.string(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(positionSelectorNodeSchema);
  },
});
export const positionSelectorListSchema = record.listOf(positionSelectorNodeSchema);
export type PositionSelectorList = z.infer<typeof positionSelectorListSchema>;

export const positionsByOrgIdsBodySchema = z.object({
  organizeIds: record.idList(1000),
});
export type PositionsByOrgIdsBody = z.infer<typeof positionsByOrgIdsBodySchema>;

const idList = record.idList(1000);

/**
 * POST /PositionCondition: enabled positions of the given organizations' subtrees plus the given
 * positions (all when neither is given), matching keyword. The original (PosSelect) names the
 * organizations departIds and adds positionIds.
 */
export const positionConditionBodySchema = z
  .object({
    organizeIds: idList.default([]),
    departIds: idList.optional(),
    positionIds: idList.optional(),
    keyword: record.keyword,
  })
  .strict()
  .transform(({ departIds, ...body }) => ({
    ...body,
    organizeIds: [...new Set([...body.organizeIds, ...(departIds ?? [])])],
    positionIds: body.positionIds ?? [],
  }));
export type PositionConditionBody = z.output<typeof positionConditionBodySchema>;

/** What the state toggle answers: the new state. */
export const positionStateSchema = record.enabledState;
