import { z } from 'zod';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';
import { echoedId, echoedText, echoedTime, idPathSchema, lastIdOf } from './original-form.ts';

/*
 * Organizations and departments under /api/permission/Organize.
 * Both live in one tree whose top parent is '-1' (顶级节点); category tells a company from a
 * department. A company sits at the top or under a company; a department under either.
 */

export const ORGANIZE_TOP_ID = '-1';
export const ORGANIZE_TOP_NAME = '顶级节点';
export const ORGANIZE_CATEGORIES = ['company', 'department'] as const;
export const organizeCategorySchema = z.enum(ORGANIZE_CATEGORIES);
export type OrganizeCategory = z.infer<typeof organizeCategorySchema>;

const optionalId = z.preprocess(record.blankToNull, z.string().max(64).nullish());

/*
 * The company form's extra data (企业信息, JNPF OrganizeCrModel), kept as one JSON text per
 * organization. foundedTime is epoch ms, or '' when not chosen.
 */
export const organizePropertySchema = z
  .object({
    shortName: z.string().max(100).nullish(),
    enterpriseNature: z.string().max(64).nullish(),
    industry: z.string().max(64).nullish(),
    foundedTime: z.union([z.number(), z.string().max(20)]).nullish(),
    telePhone: z.string().max(50).nullish(),
    fax: z.string().max(50).nullish(),
    webSite: z.string().max(200).nullish(),
    address: z.string().max(200).nullish(),
    managerName: z.string().max(50).nullish(),
    managerTelePhone: z.string().max(50).nullish(),
    managerMobilePhone: z.string().max(50).nullish(),
    manageEmail: z.string().max(100).nullish(),
    bankName: z.string().max(100).nullish(),
    bankAccount: z.string().max(100).nullish(),
    businessscope: z.string().max(1000).nullish(),
  })
  .strict();
export type OrganizeProperty = z.infer<typeof organizePropertySchema>;

/** Its JSON text parsed; anything else is left for the schema to refuse. */
function parsePropertyJson(value: unknown): unknown {
  if (value === '' || value === null) return null;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * propertyJson as the original sends it: an object (its forms), or the JSON text the GET answered.
 * Stored and answered as JSON text; '' or null clears it.
 */
const propertyJson = z
  .preprocess(parsePropertyJson, organizePropertySchema.nullish())
  .transform((value) => (value ? JSON.stringify(value) : value));

/*
 * Shared by the organization and department dialogs; the endpoint decides the category. No schema
 * defaults: the form grants (ADR 0009) judge the fields a caller actually sent, so the service fills
 * parentId ('-1'), sortCode (0) and enabledMark (1) on create, and an edit changes only what it carries.
 *
 * The original's forms (organize/Form.vue, depForm.vue) also send `id` ('' on create) and, on edit,
 * the GET answer back: `organizeIdTree` (the parent's id path) and the read-only fields. Those are
 * declared so they pass, and dropped before the service sees the body; parentId is what the forms
 * set, so organizeIdTree only stands in for a missing parentId.
 */
const organizeBodyFields = z.object({
  /** '-1' (顶级节点) for a top company. */
  parentId: z.string().trim().min(1).max(64).optional(),
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  /** A user id (负责人); must be an existing user. */
  managerId: optionalId,
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  /** The company form's 企业信息: an object or its JSON text. */
  propertyJson: propertyJson.optional(),
  /** The original: '' on create, the id on edit (the path carries it). Ignored. */
  id: echoedId,
  /** The original: the parent's id path from the top (['-1'] at the top). Used only without parentId. */
  organizeIdTree: idPathSchema.optional(),
  /** Read-only fields of the GET answer an edit form sends back. Ignored. */
  type: echoedText,
  category: echoedText,
  icon: echoedText,
  organize: echoedText,
  managerName: echoedText,
  organizeIds: idPathSchema.optional(),
  creatorTime: echoedTime,
});

/** The body as the service sees it: our fields, parentId taken from organizeIdTree when left out. */
function toOrganizeBody<T extends Partial<z.infer<typeof organizeBodyFields>>>(body: T) {
  const {
    id: _id,
    organizeIdTree,
    type: _type,
    category: _category,
    icon: _icon,
    organize: _organize,
    managerName: _managerName,
    organizeIds: _organizeIds,
    creatorTime: _creatorTime,
    ...fields
  } = body;
  const parentId = fields.parentId ?? lastIdOf(organizeIdTree);
  return parentId === undefined ? fields : { ...fields, parentId };
}

export const createOrganizeBodySchema = organizeBodyFields.strict().transform(toOrganizeBody);
export type CreateOrganizeBody = z.output<typeof createOrganizeBodySchema>;
export type CreateOrganizeBodyInput = z.input<typeof createOrganizeBodySchema>;

/** PUT /Organize/{id} and /Organize/Department/{id}: every field optional; a field left out keeps its value. */
export const updateOrganizeBodySchema = organizeBodyFields.partial().strict().transform(toOrganizeBody);
export type UpdateOrganizeBody = z.output<typeof updateOrganizeBodySchema>;
export type UpdateOrganizeBodyInput = z.input<typeof updateOrganizeBodySchema>;

const organizeFields = z.object({
  id: z.string(),
  parentId: z.string(),
  category: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  managerId: z.string().nullable(),
  managerName: z.string().nullable(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** "company/department" names from the top. */
  organize: z.string(),
  /** Ids from the top down to this node. */
  organizeIds: z.array(z.string()),
  /** Epoch ms. */
  creatorTime: z.number(),
  /** The original's name of category ('company' | 'department'): its screens read this one. */
  type: z.string(),
  /** JNPF font icon of the category. */
  icon: z.string(),
  /** The parent's id path from the top (the node left out; ['-1'] at the top): the original's parent picker. */
  organizeIdTree: z.array(z.string()),
  /** The company form's 企业信息 as JSON text (null when never saved). */
  propertyJson: z.string().nullable(),
});
/** A tree node's fields and GET /Organize/{id}. */
export const organizeInfoSchema = record.grantedInfo(organizeFields);
export type OrganizeInfo = z.infer<typeof organizeInfoSchema>;

export interface OrganizeTreeNode extends OrganizeInfo {
  hasChildren: boolean;
  children: OrganizeTreeNode[];
}
export const organizeTreeNodeSchema: z.ZodType<OrganizeTreeNode> = organizeInfoSchema.extend({
  hasChildren: z.boolean(),
  get children() {
    return z.array(organizeTreeNodeSchema);
  },
});
export const organizeTreeListSchema = record.listOf(organizeTreeNodeSchema);
export type OrganizeTreeList = z.infer<typeof organizeTreeListSchema>;

/** GET /Organize: the whole tree, or the matches with their ancestors for a keyword. */
export const organizeListQuerySchema = record.keywordQuery;
export type OrganizeListQuery = z.infer<typeof organizeListQuerySchema>;

/** GET /Organize/Department: the departments of one company (nested), or all departments. */
export const departmentListQuerySchema = z.object({
  organizeId: record.queryId,
  keyword: record.keyword,
});
export type DepartmentListQuery = z.infer<typeof departmentListQuerySchema>;

/** A picker node (Tree, Selector, SelectorByAuth, OrganizeCondition): ids, names and the path only. */
export interface OrganizeSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  category: string;
  /** The category under the original's name (its department pickers carry it). */
  type: string;
  icon: string;
  organize: string;
  organizeIds: string[];
  /** Shown but not choosable (an ancestor outside the caller's scope, or a disabled organization). */
  disabled: boolean;
  hasChildren: boolean;
  children: OrganizeSelectorNode[];
}
export const organizeSelectorNodeSchema: z.ZodType<OrganizeSelectorNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  type: z.string(),
  icon: z.string(),
  organize: z.string(),
  organizeIds: z.array(z.string()),
  disabled: z.boolean(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(organizeSelectorNodeSchema);
  },
});
export const organizeSelectorListSchema = record.listOf(organizeSelectorNodeSchema);
export type OrganizeSelectorList = z.infer<typeof organizeSelectorListSchema>;

/** What creating a company or a department answers. */
export const organizeCreatedSchema = record.createdId;

/** {id} of the Selector routes: the node being edited (left out with its subtree), or '0' for none. */
export const organizeSelectorParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /OrganizeCondition: organizations within the given subtrees (all when empty) matching keyword. */
export const organizeConditionBodySchema = z
  .object({
    organizeIds: record.idList(1000).default([]),
    /** The original's name of organizeIds (DepSelect). */
    departIds: record.idList(1000).optional(),
    keyword: record.keyword,
  })
  .strict()
  .transform(({ departIds, ...body }) => ({
    ...body,
    organizeIds: [...new Set([...body.organizeIds, ...(departIds ?? [])])],
  }));
export type OrganizeConditionBody = z.output<typeof organizeConditionBodySchema>;

/** What the state toggles answer: the new state. */
export const organizeStateSchema = record.enabledState;
