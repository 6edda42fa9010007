import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';
import { echoedId, echoedText, echoedTime, idPathSchema, lastIdsOf, optionGroupOf } from './original-form.ts';

/*
 * Roles under /api/permission/Role (issue 3). A role is global (globalMark 1: usable in
 * every organization) or belongs to organizations (globalMark 0, role_organizations). Members are
 * user_relations rows of objectType 'Role'; grants are authorizations of objectType 'Role'.
 */

/** Columns a role list may be sorted by (anything else is refused). */
export const ROLE_SORT_FIELDS = ['fullName', 'enCode', 'sortCode', 'creatorTime'] as const;

export const roleListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  /**
   * Roles of this organization (role_organizations); global roles are left out. '0' is the
   * original's 全局 node: the global roles (as globalMark=1).
   */
  organizeId: z.preprocess(record.blankToUndefined, z.string().max(64).optional()),
  /** 1 = only global roles, 0 = only organization roles. */
  globalMark: z.preprocess(record.blankToUndefined, z.coerce.number().pipe(record.flag).optional()),
  sidx: z.preprocess(record.blankToUndefined, z.enum(ROLE_SORT_FIELDS).optional()),
  sort: z.preprocess(record.blankToUndefined, z.enum(['asc', 'desc']).optional()),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/*
 * No schema defaults: the form grants (ADR 0009) judge the fields a caller actually sent, so the
 * service fills globalMark (1), organizeIds ([]), sortCode (0) and enabledMark (1) on create, and an
 * edit changes only what it carries.
 *
 * The original's form (role/Form.vue) picks the organizations as `organizeIdsTree`, one id path per
 * organization, and sends `id` ('' on create) and, on edit, the GET answer back (our organizeIds
 * included, as it was read). So organizeIdsTree, when sent, decides the organizations; the read-only
 * fields are declared so they pass, and dropped before the service sees the body.
 */
const roleBodyFields = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  globalMark: record.flag.optional(),
  /** Required (at least one) when globalMark is 0; ignored for a global role. */
  organizeIds: record.idList(500).optional(),
  /** The original's organizeIds: an id path from the top per organization (the last id counts). */
  organizeIdsTree: z.array(idPathSchema).max(500).optional(),
  type: record.optionalText(50),
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  /** The original: '' on create, the id on edit (the path carries it). Ignored. */
  id: echoedId,
  /** Read-only fields of the GET answer an edit form sends back. Ignored. */
  organizeNames: echoedText,
  organizeInfo: echoedText,
  userCount: z.number().int().nullish(),
  creatorTime: echoedTime,
});

/** The body as the service sees it: our fields, the organizations from organizeIdsTree when sent. */
function toRoleBody<T extends Partial<z.infer<typeof roleBodyFields>>>(body: T) {
  const {
    id: _id,
    organizeIdsTree,
    organizeNames: _organizeNames,
    organizeInfo: _organizeInfo,
    userCount: _userCount,
    creatorTime: _creatorTime,
    ...fields
  } = body;
  return organizeIdsTree === undefined ? fields : { ...fields, organizeIds: lastIdsOf(organizeIdsTree) };
}

export const createRoleBodySchema = roleBodyFields.strict().transform(toRoleBody);
export type CreateRoleBody = z.output<typeof createRoleBodySchema>;
export type CreateRoleBodyInput = z.input<typeof createRoleBodySchema>;

/** PUT /Role/{id}: every field optional; a field left out keeps its value. */
export const updateRoleBodySchema = roleBodyFields.partial().strict().transform(toRoleBody);
export type UpdateRoleBody = z.output<typeof updateRoleBodySchema>;
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
  /** List rows: the organizations' paths ("company/department"), comma-joined (the original's 所属组织). */
  organizeInfo: z.string(),
  /** Detail: the id path from the top of each organization (the original's organization picker). */
  organizeIdsTree: z.array(z.array(z.string())),
});
/**
 * A list row and GET /Role/{id}. `type` of a list row is the original's 角色类型 text ('全局' | '组织');
 * the detail's is the stored type.
 */
export const roleInfoSchema = record.grantedInfo(roleFields);
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
export const roleOptionListSchema = record.listOf(roleOptionSchema);
export type RoleOptionList = z.infer<typeof roleOptionListSchema>;

/** The original's id of the 全局 group in getListByOrgIds (and of the 全局 node of the role list's tree). */
export const ROLE_GLOBAL_GROUP_ID = '0';
/** The original's id of the 全局 node in Role/Selector. */
export const ROLE_GLOBAL_NODE_ID = '1';

/**
 * POST /Role/getListByOrgIds: one group per asked organization holding its enabled organization
 * roles, then the 全局 group (id '0') with the enabled global roles.
 */
export const roleGroupSchema = optionGroupOf(roleOptionSchema);
export type RoleGroup = z.infer<typeof roleGroupSchema>;
export const roleGroupListSchema = record.listOf(roleGroupSchema);
export type RoleGroupList = z.infer<typeof roleGroupListSchema>;

/**
 * GET /Role/Selector and /Role/SelectorByPermission: the organizations holding enabled roles, each
 * role a leaf under every organization it belongs to, then the 全局 node (id '1') with the global
 * roles. The original's RoleSelect keys nodes by onlyId and chooses only nodes of type 'role'.
 */
export interface RoleSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  /** An organization's category ('company' | 'department'), 'global' for the 全局 node, or 'role'. */
  type: string;
  icon: string;
  /** The node's key in the tree: a role under two organizations is two nodes. */
  onlyId: string;
  /** "company/department" names of the organization (empty under 全局). */
  organize: string;
  /** The organization's id path from the top (empty under 全局). */
  organizeIds: string[];
  /** The role's code ('' for other nodes). */
  enCode: string;
  /** The role's globalMark (null for other nodes). */
  globalMark: number | null;
  hasChildren: boolean;
  children: RoleSelectorNode[];
}
export const roleSelectorNodeSchema: z.ZodType<RoleSelectorNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  type: z.string(),
  icon: z.string(),
  onlyId: z.string(),
  organize: z.string(),
  organizeIds: z.array(z.string()),
  enCode: z.string(),
  globalMark: z.number().int().nullable(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(roleSelectorNodeSchema);
  },
});
export const roleSelectorListSchema = record.listOf(roleSelectorNodeSchema);
export type RoleSelectorList = z.infer<typeof roleSelectorListSchema>;

export const roleSelectorQuerySchema = record.keywordQuery;
export type RoleSelectorQuery = z.infer<typeof roleSelectorQuerySchema>;

/** POST /RoleCondition: enabled roles usable in any of the organizations (all when empty), by keyword. */
export const roleConditionBodySchema = z.object({
  organizeIds: record.idList(1000).default([]),
  keyword: record.keyword,
});
export type RoleConditionBody = z.infer<typeof roleConditionBodySchema>;

/** POST /getListByOrgIds and /OptionsByOrgIds: the global roles plus the roles of these organizations. */
export const roleListByOrgIdsBodySchema = z.object({ organizeIds: record.idList(1000) });
export type RoleListByOrgIdsBody = z.infer<typeof roleListByOrgIdsBodySchema>;

export const roleCreatedSchema = record.createdId;
export const roleStateSchema = record.enabledState;
