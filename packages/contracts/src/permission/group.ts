import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';

/* User groups (分组) under /api/permission/Group (spec §7.4): named sets of users that can hold grants. */

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
export const createGroupBodySchema = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  /** Free category text (e.g. a dictionary code); not interpreted by the server. */
  type: optionalText(50),
  description: optionalText(500),
  sortCode: z.number().int().min(0).max(999999).optional(),
  enabledMark: flag.optional(),
});
export type CreateGroupBody = z.infer<typeof createGroupBodySchema>;
export type CreateGroupBodyInput = z.input<typeof createGroupBodySchema>;

/** PUT /Group/{id}: every field optional; a field left out keeps its value. */
export const updateGroupBodySchema = createGroupBodySchema.partial();
export type UpdateGroupBody = z.infer<typeof updateGroupBodySchema>;
export type UpdateGroupBodyInput = z.input<typeof updateGroupBodySchema>;

/** What creating a group answers. */
export const groupCreatedSchema = z.object({ id: z.string() });

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
/** A list row and GET /Group/{id}: every field but the id may be left out by the column grants (ADR 0009). */
export const groupInfoSchema = groupFields.partial().extend({ id: z.string() });
export type GroupInfo = z.infer<typeof groupInfoSchema>;

export const groupListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword,
});
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
export const groupOptionListSchema = z.object({ list: z.array(groupOptionSchema) });
export type GroupOptionList = z.infer<typeof groupOptionListSchema>;

/** POST /GroupCondition: enabled groups matching keyword, optionally limited to ids. */
export const groupConditionBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64)).max(1000).optional(),
  keyword,
});
export type GroupConditionBody = z.infer<typeof groupConditionBodySchema>;
