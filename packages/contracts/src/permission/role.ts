import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';

/*
 * Roles under /api/permission/Role (spec §7.4, issue 3). A role is global (globalMark 1: usable in
 * every organization) or belongs to organizations (globalMark 0, role_organizations). Members are
 * user_relations rows of objectType 'Role'; grants are authorizations of objectType 'Role'.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const keyword = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(max).nullish());
const idList = (max: number) => z.array(z.string().min(1).max(64)).max(max);

/** Columns a role list may be sorted by (anything else is refused). */
export const ROLE_SORT_FIELDS = ['fullName', 'enCode', 'sortCode', 'creatorTime'] as const;

export const roleListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword,
  /** Roles of this organization (role_organizations); global roles are left out. */
  organizeId: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  /** 1 = only global roles, 0 = only organization roles. */
  globalMark: z.preprocess(blankToUndefined, z.coerce.number().pipe(flag).optional()),
  sidx: z.preprocess(blankToUndefined, z.enum(ROLE_SORT_FIELDS).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).optional()),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/*
 * No schema defaults: the form grants (ADR 0009) judge the fields a caller actually sent, so the
 * service fills globalMark (1), organizeIds ([]), sortCode (0) and enabledMark (1) on create, and an
 * edit changes only what it carries.
 */
export const createRoleBodySchema = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  globalMark: flag.optional(),
  /** Required (at least one) when globalMark is 0; ignored for a global role. */
  organizeIds: idList(500).optional(),
  type: optionalText(50),
  description: optionalText(500),
  sortCode: z.number().int().min(0).max(999999).optional(),
  enabledMark: flag.optional(),
});
export type CreateRoleBody = z.infer<typeof createRoleBodySchema>;
export type CreateRoleBodyInput = z.input<typeof createRoleBodySchema>;

/** PUT /Role/{id}: every field optional; a field left out keeps its value. */
export const updateRoleBodySchema = createRoleBodySchema.partial();
export type UpdateRoleBody = z.infer<typeof updateRoleBodySchema>;
export type UpdateRoleBodyInput = z.input<typeof updateRoleBodySchema>;

const roleFields = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  globalMark: z.number().int(),
  organizeIds: z.array(z.string()),
  /** Names of the organizations, joined with a comma (empty for a global role). */
  organizeNames: z.string(),
  type: z.string().nullable(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** How many users hold the role. */
  userCount: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
/** A list row and GET /Role/{id}: every field but the id may be left out by the column grants (ADR 0009). */
export const roleInfoSchema = roleFields.partial().extend({ id: z.string() });
export type RoleInfo = z.infer<typeof roleInfoSchema>;

export const roleListSchema = pagedSchema(roleInfoSchema);
export type RoleList = z.infer<typeof roleListSchema>;

/** What the pickers get: ids, names and where the role applies. */
export const roleOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  globalMark: z.number().int(),
  organizeIds: z.array(z.string()),
});
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const roleOptionListSchema = z.object({ list: z.array(roleOptionSchema) });
export type RoleOptionList = z.infer<typeof roleOptionListSchema>;

export const roleSelectorQuerySchema = z.object({ keyword });
export type RoleSelectorQuery = z.infer<typeof roleSelectorQuerySchema>;

/** POST /RoleCondition: enabled roles usable in any of the organizations (all when empty), by keyword. */
export const roleConditionBodySchema = z.object({
  organizeIds: idList(1000).default([]),
  keyword,
});
export type RoleConditionBody = z.infer<typeof roleConditionBodySchema>;

/** POST /getListByOrgIds: the global roles plus the roles of these organizations. */
export const roleListByOrgIdsBodySchema = z.object({ organizeIds: idList(1000) });
export type RoleListByOrgIdsBody = z.infer<typeof roleListByOrgIdsBodySchema>;

export const roleCreatedSchema = z.object({ id: z.string() });
export const roleStateSchema = z.object({ enabledMark: z.number().int() });
