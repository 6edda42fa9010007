import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * The user pickers under /api/permission/Users: the routes forms anywhere in the product
 * use to choose people. They return names and ids only, never contact details or account state.
 */

const id = z.string().min(1).max(64);
/**
 * A list of ids: an array, or the original's comma-joined text ("a,b"; JNPF's UserIdModel also takes a
 * single string). '' is an empty list.
 */
const idListOrText = (max: number) => z.preprocess(record.splitCommaText, z.array(id).max(max));

/** A user as a picker shows it. */
export const userOptionSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  /** "realName/account", what JNPF pickers display. */
  fullName: z.string(),
  /** The avatar's URL (/api/file/Image/userAvatar/{fileId}), null for the default avatar. */
  headIcon: z.string().nullable(),
  organizeId: z.string().nullable(),
  organizeName: z.string().nullable(),
  /** Name path of the main organization ("公司/部门"), what the original's pickers show. */
  organize: z.string(),
});
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionListSchema = record.listOf(userOptionSchema);
export type UserOptionList = z.infer<typeof userOptionListSchema>;
export const userOptionPageSchema = pagedSchema(userOptionSchema);
export type UserOptionPage = z.infer<typeof userOptionPageSchema>;

/**
 * GET /Users/All returns at most this many users (by sort code, then account): on a large directory a
 * picker searches by keyword instead of downloading everyone.
 */
export const USER_ALL_LIMIT = 1000;

export const userKeywordQuerySchema = record.keywordQuery;
export const userKeywordBodySchema = record.keywordQuery;
export type UserKeywordBody = z.infer<typeof userKeywordBodySchema>;

export const userPageQuerySchema = record.pagedKeywordQuery;
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;
export const userPageBodySchema = userPageQuerySchema.extend({
  currentPage: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(20),
});
export type UserPageBody = z.infer<typeof userPageBodySchema>;

/** GET /ImUser: the chat's contacts; `department` is the original's name for the main organization. */
export const imUserPageSchema = pagedSchema(userOptionSchema.extend({ department: z.string().nullable() }));
export type ImUserPage = z.infer<typeof imUserPageSchema>;

/** The original's paging object of picker bodies (`pagination: {keyword, currentPage, pageSize}`). */
const paginationSchema = z.object({
  keyword: record.keyword,
  currentPage: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(500).optional(),
});

/**
 * A node of an organization → user tree (GET /Selector, POST /ImUser/Selector/{id}, GetUsersByPositionId,
 * GetUsersByRoleOrgId): organizations typed by their category, users as leaves. The original's pickers
 * open organizations and pick only `type === 'user'`.
 */
export interface UserTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  /** The organization's category (company or department), or 'user'. */
  type: 'company' | 'department' | 'user';
  /** The original's icon class (company, department or user). */
  icon: string;
  hasChildren: boolean;
  isLeaf: boolean;
  account: string | null;
  headIcon: string | null;
  /** Name path of the organization ("company/department"), for users their main organization's. */
  organize: string;
  /** Trees answered whole (GET /Selector, GetUsersByPositionId): the nested nodes. */
  children?: UserTreeNode[];
}
export const userTreeNodeSchema: z.ZodType<UserTreeNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  type: z.enum(['company', 'department', 'user']),
  icon: z.string(),
  hasChildren: z.boolean(),
  isLeaf: z.boolean(),
  account: z.string().nullable(),
  headIcon: z.string().nullable(),
  organize: z.string(),
  get children() {
    return z.array(userTreeNodeSchema).optional();
  },
});
/** The lazy pickers' node (one level at a time): the same shape. */
export const userSelectorNodeSchema = userTreeNodeSchema;
export type UserSelectorNode = UserTreeNode;
export const userSelectorListSchema = z.object({
  list: z.array(userSelectorNodeSchema),
  /** Only with a keyword on POST /ImUser/Selector/{id}: the matching users are paged (as the original). */
  pagination: z
    .object({ currentPage: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
    .optional(),
});
export type UserSelectorList = z.infer<typeof userSelectorListSchema>;
/** The original's bare-array trees (GetUsersByPositionId, GetUsersByRoleOrgId): `data` is the array. */
export const userTreeArraySchema = z.array(userTreeNodeSchema);
export type UserTreeArray = z.infer<typeof userTreeArraySchema>;

/**
 * POST /ImUser/Selector/{id}: the keyword, and (the original's first load and search) the page.
 * Without a keyword one tree level; with one the matching users, paged.
 */
export const userSelectorBodySchema = z.object({
  keyword: record.keyword,
  currentPage: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(20),
});
export type UserSelectorBody = z.infer<typeof userSelectorBodySchema>;

/**
 * GET /Users/Selector: the whole organization tree with the users as leaves, each user under their main
 * organization (the original's picker loads it once). Users are those of the caller's organization
 * scope, at most USER_ALL_LIMIT of them. `organizeId` answers the subtree under that node; a keyword
 * answers the matching users, flat.
 */
export const userSelectorQuerySchema = z.object({
  /** The node whose subtree is answered: '-1' or '0' (or nothing) for the whole tree. */
  organizeId: z.preprocess(record.blankToUndefined, id.optional()),
  keyword: record.keyword,
});
export type UserSelectorQuery = z.infer<typeof userSelectorQuerySchema>;

/**
 * POST /getUserList and /getSelectedList: `ids`, or `userId` as jnpf-web 3.4.7 names it (an array, or
 * comma-joined text). Both absent is an empty selection.
 */
export const userIdsBodySchema = z.object({
  ids: idListOrText(1000).optional(),
  userId: idListOrText(1000).optional(),
});
export type UserIdsBody = z.infer<typeof userIdsBodySchema>;

/** The original's bare-array user lists (getSubordinates, getOrganization): `data` is the array. */
export const userOptionArraySchema = z.array(userOptionSchema);
export type UserOptionArray = z.infer<typeof userOptionArraySchema>;

/** GET /getOrganization: the users of one organization; '0' (or nothing) = the caller's main organization. */
export const usersOfOrganizationQuerySchema = z.object({
  organizeId: z.preprocess(record.blankToUndefined, id.optional()),
  keyword: record.keyword,
});
export type UsersOfOrganizationQuery = z.infer<typeof usersOfOrganizationQuerySchema>;

/** GET /GetUsersByPositionId: the position's organization with its users (the members dialog's candidates). */
export const usersByPositionQuerySchema = z.object({ positionId: id, keyword: record.keyword });
/**
 * GET /GetUsersByRoleOrgId: the role's organizations as a lazy tree. '0' (or nothing) = the top ones;
 * an organization's id = its users and the role's organizations below it; a keyword = the matching
 * users of all the role's organizations.
 */
export const usersByRoleOrgQuerySchema = z.object({
  roleId: id,
  organizeId: z.preprocess(record.blankToUndefined, id.optional()),
  keyword: record.keyword,
});

/**
 * POST /UserCondition and /getDefaultCurrentValueUserId (the original's UserConditionModel): the users
 * related to any of the organizations (direct members), positions, roles or groups, plus the listed
 * users. `type` (JNPF: every object of one kind when no id is given) is accepted and ignored: no ids
 * means no users.
 */
export const userConditionBodySchema = z.object({
  departIds: idListOrText(1000).nullish(),
  positionIds: idListOrText(1000).nullish(),
  userIds: idListOrText(1000).nullish(),
  roleIds: idListOrText(1000).nullish(),
  groupIds: idListOrText(1000).nullish(),
  type: z.string().max(50).nullish(),
  pagination: paginationSchema.nullish(),
});
export type UserConditionBody = z.infer<typeof userConditionBodySchema>;
/** POST /getDefaultCurrentValueUserId: the caller's id when the condition includes them, else ''. */
export const defaultCurrentUserSchema = z.object({ userId: z.string() });
export type DefaultCurrentUser = z.infer<typeof defaultCurrentUserSchema>;

/**
 * The kinds a selection (getSelectedList, getSelectedUserList) may name: `<id>--<type>`; a bare id is a
 * user. The original names organizations `company` or `department`: both are read as `organize`.
 */
export const SELECTED_TYPES = ['user', 'organize', 'role', 'position', 'group'] as const;
export type SelectedType = (typeof SELECTED_TYPES)[number];
/** The types of a getSelectedList item: ours, and the original's company/department for organizations. */
export const SELECTED_ITEM_TYPES = [...SELECTED_TYPES, 'company', 'department'] as const;

export const selectedItemSchema = z.object({
  /**
   * Sent as `ids`: the id as sent (`<id>--<type>` or a bare user id). Sent as `userId` (the original):
   * the bare entity id, the original client adds `--type` itself.
   */
  id: z.string(),
  /** Ours: organize; the original (`userId`): company or department by the organization's category. */
  type: z.enum(SELECTED_ITEM_TYPES),
  /** The original's icon class. */
  icon: z.string(),
  fullName: z.string(),
  headIcon: z.string().nullable(),
  organize: z.string().nullable(),
});
export type SelectedItem = z.infer<typeof selectedItemSchema>;
export const selectedListSchema = record.listOf(selectedItemSchema);
export type SelectedList = z.infer<typeof selectedListSchema>;

/**
 * POST /getSelectedUserList: the users behind a selection of users, organizations, roles, positions,
 * groups. Ours: `{ids, keyword, currentPage, pageSize}`; the original: `{userId, pagination: {keyword,
 * currentPage, pageSize}}` (JNPF also sends `type`, accepted and ignored). The flat fields win.
 */
export const selectedUserListBodySchema = userPageBodySchema.extend({
  currentPage: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(500).optional(),
  ids: idListOrText(1000).optional(),
  userId: idListOrText(1000).optional(),
  pagination: paginationSchema.optional(),
  type: z.string().max(50).nullish(),
});
export type SelectedUserListBody = z.infer<typeof selectedUserListBodySchema>;
