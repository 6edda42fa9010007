import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';
import { echoedId, echoedTime } from './original-form.ts';

/* User groups (分组) under /api/permission/Group: named sets of users that can hold grants. */

/*
 * No schema defaults: the form grants (ADR 0009) judge the fields a caller actually sent, so the
 * service fills sortCode (0) and enabledMark (1) on create, and an edit changes only what it carries.
 *
 * The original's form (group/Form.vue) also sends `id` ('' on create) and, on edit, the GET answer
 * back; its read-only fields are declared so they pass, and dropped before the service sees the body.
 */
const groupBodyFields = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  /** Free category text (the original: a groupType dictionary data id); not interpreted by the server. */
  type: record.optionalText(50),
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  /** The original: '' on create, the id on edit (the path carries it). Ignored. */
  id: echoedId,
  /** Read-only fields of the GET answer an edit form sends back. Ignored. */
  userCount: z.number().int().nullish(),
  creatorTime: echoedTime,
});

/** The body as the service sees it: our fields only. */
function toGroupBody<T extends Partial<z.infer<typeof groupBodyFields>>>(body: T) {
  const { id: _id, userCount: _userCount, creatorTime: _creatorTime, ...fields } = body;
  return fields;
}

export const createGroupBodySchema = groupBodyFields.strict().transform(toGroupBody);
export type CreateGroupBody = z.output<typeof createGroupBodySchema>;
export type CreateGroupBodyInput = z.input<typeof createGroupBodySchema>;

/** PUT /Group/{id}: every field optional; a field left out keeps its value. */
export const updateGroupBodySchema = groupBodyFields.partial().strict().transform(toGroupBody);
export type UpdateGroupBody = z.output<typeof updateGroupBodySchema>;
export type UpdateGroupBodyInput = z.input<typeof updateGroupBodySchema>;

/** What creating a group answers. */
export const groupCreatedSchema = record.createdId;

const groupFields = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  userCount: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
/** A list row and GET /Group/{id}. */
export const groupInfoSchema = record.grantedInfo(groupFields);
export type GroupInfo = z.infer<typeof groupInfoSchema>;

export const groupListQuerySchema = record.pagedKeywordQuery;
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

export const groupListSchema = pagedSchema(groupInfoSchema);
export type GroupList = z.infer<typeof groupListSchema>;

/** A picker entry (Selector, GroupCondition): ids and names only, enabled groups. */
export const groupOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.string().nullable(),
});
export type GroupOption = z.infer<typeof groupOptionSchema>;
export const groupOptionListSchema = record.listOf(groupOptionSchema);
export type GroupOptionList = z.infer<typeof groupOptionListSchema>;

/**
 * GET /Group/Selector (the original's shape: `data` is the bare array): one node per group category
 * (type '0', id and name the category text) holding its enabled groups (type 'group'); groups without
 * a category sit at the top. The original's GroupSelect chooses only nodes of type 'group'.
 */
export interface GroupSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  /** '0' for a category, 'group' for a group. */
  type: string;
  icon: string;
  /** The group's code ('' for a category). */
  enCode: string;
  /** The group's category text (the category's own text for a category node). */
  category: string | null;
  /** A category's number of groups (0 for a group). */
  num: number;
  enabledMark: number;
  hasChildren: boolean;
  children: GroupSelectorNode[];
}
export const groupSelectorNodeSchema: z.ZodType<GroupSelectorNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  type: z.string(),
  icon: z.string(),
  enCode: z.string(),
  category: z.string().nullable(),
  num: z.number().int(),
  enabledMark: z.number().int(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(groupSelectorNodeSchema);
  },
});
export const groupSelectorSchema = z.array(groupSelectorNodeSchema);
export type GroupSelector = z.infer<typeof groupSelectorSchema>;

/** POST /GroupCondition: enabled groups matching keyword, optionally limited to ids. */
export const groupConditionBodySchema = z.object({
  ids: record.idList(1000).optional(),
  keyword: record.keyword,
});
export type GroupConditionBody = z.infer<typeof groupConditionBodySchema>;
