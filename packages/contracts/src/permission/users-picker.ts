import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';

/*
 * The user pickers under /api/permission/Users (spec §7.4): the routes forms anywhere in the product
 * use to choose people. They return names and ids only, never contact details or account state.
 */

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const keyword = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
const id = z.string().min(1).max(64);

/** A user as a picker shows it. */
export const userOptionSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  /** "realName/account", what JNPF pickers display. */
  fullName: z.string(),
  headIcon: z.string().nullable(),
  organizeId: z.string().nullable(),
  organizeName: z.string().nullable(),
});
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionListSchema = z.object({ list: z.array(userOptionSchema) });
export type UserOptionList = z.infer<typeof userOptionListSchema>;
export const userOptionPageSchema = pagedSchema(userOptionSchema);
export type UserOptionPage = z.infer<typeof userOptionPageSchema>;

/**
 * GET /Users/All returns at most this many users (by sort code, then account): on a large directory a
 * picker searches by keyword instead of downloading everyone.
 */
export const USER_ALL_LIMIT = 1000;

export const userKeywordQuerySchema = z.object({ keyword });
export const userKeywordBodySchema = z.object({ keyword });
export type UserKeywordBody = z.infer<typeof userKeywordBodySchema>;

export const userPageQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword,
});
export type UserPageQuery = z.infer<typeof userPageQuerySchema>;
export const userPageBodySchema = userPageQuerySchema.extend({
  currentPage: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(500).default(20),
});
export type UserPageBody = z.infer<typeof userPageBodySchema>;

/**
 * A node of the lazy organization → user tree (GET /Selector, POST /ImUser/Selector/{id}): the child
 * organizations of a node first, then its users. With a keyword: the matching users, flat.
 */
export const userSelectorNodeSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  type: z.enum(['organize', 'user']),
  hasChildren: z.boolean(),
  isLeaf: z.boolean(),
  account: z.string().nullable(),
  headIcon: z.string().nullable(),
  /** Name path of the organization ("company/department"), for users their main organization's. */
  organize: z.string(),
});
export type UserSelectorNode = z.infer<typeof userSelectorNodeSchema>;
export const userSelectorListSchema = z.object({ list: z.array(userSelectorNodeSchema) });
export type UserSelectorList = z.infer<typeof userSelectorListSchema>;

export const userSelectorQuerySchema = z.object({
  /** The node to open: '-1' or '0' (or nothing) for the top organizations. */
  organizeId: z.preprocess(blankToUndefined, id.optional()),
  keyword,
});
export type UserSelectorQuery = z.infer<typeof userSelectorQuerySchema>;

export const userIdsBodySchema = z.object({ ids: z.array(id).max(1000) });
export type UserIdsBody = z.infer<typeof userIdsBodySchema>;

export const userOrganizationQuerySchema = z.object({
  /** Whose organizations; the caller's when left out. */
  userId: z.preprocess(blankToUndefined, id.optional()),
});
export const userOrganizationListSchema = z.object({
  list: z.array(
    z.object({ id: z.string(), fullName: z.string(), organize: z.string(), isMain: z.boolean() }),
  ),
});
export type UserOrganizationList = z.infer<typeof userOrganizationListSchema>;

export const usersByPositionQuerySchema = z.object({ positionId: id, keyword });
export const usersByRoleOrgQuerySchema = z.object({
  roleId: id,
  /** Only the role's members in this organization (main or membership). */
  organizeId: z.preprocess(blankToUndefined, id.optional()),
  keyword,
});

/** The kinds a selection (getSelectedList, getSelectedUserList) may name: `<id>--<type>`; a bare id is a user. */
export const SELECTED_TYPES = ['user', 'organize', 'role', 'position', 'group'] as const;
export type SelectedType = (typeof SELECTED_TYPES)[number];

export const selectedItemSchema = z.object({
  /** As sent (`<id>--<type>` or a bare user id). */
  id: z.string(),
  type: z.enum(SELECTED_TYPES),
  fullName: z.string(),
  headIcon: z.string().nullable(),
  organize: z.string().nullable(),
});
export type SelectedItem = z.infer<typeof selectedItemSchema>;
export const selectedListSchema = z.object({ list: z.array(selectedItemSchema) });
export type SelectedList = z.infer<typeof selectedListSchema>;

/** POST /getSelectedUserList: the users behind a selection of users, organizations, roles, positions, groups. */
export const selectedUserListBodySchema = userPageBodySchema.extend({ ids: z.array(id).max(1000) });
export type SelectedUserListBody = z.infer<typeof selectedUserListBodySchema>;
