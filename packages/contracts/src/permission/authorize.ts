import { z } from 'zod';
import { menuNodeSchema, permissionEntrySchema, routerSystemSchema } from '../current-user.ts';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * Authorize (permission → authorize, issue 3; wire facts (g)): grants of menus, buttons, columns,
 * forms, data schemes ("resource"), systems and portals to a role, position, user or group, the
 * reverse view, the effective-permission explainer and the per-user column settings of list pages.
 */

export const grantHolderTypes = ['Role', 'Position', 'User', 'Group'] as const;
export const grantHolderTypeSchema = z.enum(grantHolderTypes);
export type GrantHolderType = z.infer<typeof grantHolderTypeSchema>;

/**
 * itemType of a grant; 'resource' is a data-permission scheme (module_schemes); 'portal' is a portal
 * id (the original's portalManage), see authorizePortalSchema and ADR 0008.
 */
export const grantItemTypes = ['module', 'button', 'column', 'form', 'resource', 'system', 'portal'] as const;
export const grantItemTypeSchema = z.enum(grantItemTypes);
export type GrantItemType = z.infer<typeof grantItemTypeSchema>;

export const authorizeDataQuerySchema = z.object({ objectType: grantHolderTypeSchema });
export type AuthorizeDataQuery = z.infer<typeof authorizeDataQuerySchema>;

export const authorizeObjectParamsSchema = z.object({ objectId: z.string().min(1).max(64) });

/** A menu of the grant tree (flat; the web nests by parentId within systemId). */
export const authorizeMenuSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  systemId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string().nullable(),
  type: z.number().int(),
  category: z.string(),
  enabledMark: z.number().int(),
  sortCode: z.number().int(),
});
export type AuthorizeMenu = z.infer<typeof authorizeMenuSchema>;

/** A button, column, form field or data scheme of a menu. */
export const authorizeResourceSchema = z.object({
  id: z.string(),
  moduleId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  enabledMark: z.number().int(),
});
export type AuthorizeResource = z.infer<typeof authorizeResourceSchema>;

export const authorizeSystemSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string().nullable(),
  enabledMark: z.number().int(),
});
export type AuthorizeSystem = z.infer<typeof authorizeSystemSchema>;

/**
 * A grantable portal. Portals have no module of their own yet: a portal is the moduleId in the
 * propertyJson of dynamic-portal menus (type 8), named after the first such menu (ADR 0008).
 */
export const authorizePortalSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  /** The system of the menu that names the portal. */
  systemId: z.string(),
  /** 1 when at least one menu showing the portal is enabled. */
  enabledMark: z.number().int(),
});
export type AuthorizePortal = z.infer<typeof authorizePortalSchema>;

const idList = z.array(z.string().min(1).max(64)).max(20_000);

/** The ids granted to one holder, per item type (the body of the save, without objectType). */
export const grantedIdsSchema = z.object({
  system: idList,
  module: idList,
  button: idList,
  column: idList,
  form: idList,
  resource: idList,
  portal: idList,
});
export type GrantedIds = z.infer<typeof grantedIdsSchema>;

/** GET /permission/Authority/Data/{objectId}: the whole grant screen for one holder. */
export const authorizeDataSchema = z.object({
  objectType: grantHolderTypeSchema,
  objectId: z.string(),
  objectName: z.string(),
  systems: z.array(authorizeSystemSchema),
  menus: z.array(authorizeMenuSchema),
  buttons: z.array(authorizeResourceSchema),
  columns: z.array(authorizeResourceSchema),
  forms: z.array(authorizeResourceSchema),
  schemes: z.array(authorizeResourceSchema),
  portals: z.array(authorizePortalSchema),
  granted: grantedIdsSchema,
});
export type AuthorizeData = z.infer<typeof authorizeDataSchema>;

/**
 * PUT /permission/Authority/Data/{objectId}: replaces every grant of the holder. A button, column, form
 * or scheme must come with its menu in `module` (refused otherwise); parent menus need not be listed.
 */
export const saveAuthorizeBodySchema = grantedIdsSchema
  .partial()
  .extend({ objectType: grantHolderTypeSchema })
  .strict();
export type SaveAuthorizeBody = z.infer<typeof saveAuthorizeBodySchema>;

/** GET /permission/Authority/Holders: pick a role, position, user or group for the grant screen. */
export const authorizeHolderQuerySchema = z.object({
  objectType: grantHolderTypeSchema,
  /** keyword: part of the name or code (account for users); '' = all. */
  ...record.pagedKeywordQuery.shape,
});
export type AuthorizeHolderQuery = z.infer<typeof authorizeHolderQuerySchema>;

export const authorizeHolderSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  enabledMark: z.number().int(),
});
export type AuthorizeHolder = z.infer<typeof authorizeHolderSchema>;
export const authorizeHolderListSchema = pagedSchema(authorizeHolderSchema);
export type AuthorizeHolderList = z.infer<typeof authorizeHolderListSchema>;

export const authorizeWhoParamsSchema = z.object({
  itemType: grantItemTypeSchema,
  itemId: z.string().min(1).max(64),
});

/** A holder of grants, with a name for display. */
export const grantHolderSchema = z.object({
  objectType: grantHolderTypeSchema,
  objectId: z.string(),
  fullName: z.string(),
  /** enCode of a role/position/group, account of a user. */
  enCode: z.string(),
  enabledMark: z.number().int(),
});
export type GrantHolder = z.infer<typeof grantHolderSchema>;

/** The page of users in the reverse view (holders are few and come whole). */
export const authorizeWhoQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});
export type AuthorizeWhoQuery = z.infer<typeof authorizeWhoQuerySchema>;

/** A user who gets the item, and through which holders (the user directly, or an enabled role…). */
export const authorizeWhoUserSchema = z.object({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  enabledMark: z.number().int(),
  via: z.array(z.object({ objectType: grantHolderTypeSchema, objectId: z.string(), fullName: z.string() })),
});
export type AuthorizeWhoUser = z.infer<typeof authorizeWhoUserSchema>;

/**
 * GET /permission/Authority/Who/{itemType}/{itemId}: who holds the item directly (holders) and the
 * users who get it through them (paged; only enabled holders pass grants on). For a delegated
 * administrator both lists hold only what lies in their organization scope.
 */
export const authorizeWhoSchema = z.object({
  itemType: grantItemTypeSchema,
  itemId: z.string(),
  itemName: z.string(),
  holders: z.array(grantHolderSchema),
  users: pagedSchema(authorizeWhoUserSchema),
});
export type AuthorizeWho = z.infer<typeof authorizeWhoSchema>;

export const authorizeUserParamsSchema = z.object({ userId: z.string().min(1).max(64) });

/** A reference to a holder in the explainer ("granted by Role 员工"). */
const grantSourceSchema = z.object({ objectType: grantHolderTypeSchema, objectId: z.string() });
export type GrantSource = z.infer<typeof grantSourceSchema>;

export const explainItemSchema = z.object({
  id: z.string(),
  /** The menu of a button/column/form/scheme; the parent menu of a menu. */
  moduleId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  grantedBy: z.array(grantSourceSchema),
  /** False when the item or its menu is disabled, or (for resources) the menu itself is not granted. */
  isEffective: z.boolean(),
});
export type ExplainItem = z.infer<typeof explainItemSchema>;

export const explainSchemeSchema = explainItemSchema.extend({
  allData: z.number().int(),
  matchLogic: z.string(),
  conditionJson: z.string(),
});
export type ExplainScheme = z.infer<typeof explainSchemeSchema>;

/** GET /permission/Authority/Explain/{userId}: each granted item with the holders that grant it. */
export const authorizeExplainSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  /** Administrators bypass grants: the lists below are then empty and everything is allowed. */
  isAdministrator: z.boolean(),
  /** Every membership; grants of disabled holders do not count (isEnabled false). */
  holders: z.array(grantHolderSchema.extend({ isEnabled: z.boolean() })),
  menus: z.array(explainItemSchema.extend({ systemId: z.string(), type: z.number().int() })),
  buttons: z.array(explainItemSchema),
  columns: z.array(explainItemSchema),
  forms: z.array(explainItemSchema),
  schemes: z.array(explainSchemeSchema),
  systems: z.array(explainItemSchema),
  /** Granted portals; moduleId is the menu that names the portal. */
  portals: z.array(explainItemSchema),
});
export type AuthorizeExplain = z.infer<typeof authorizeExplainSchema>;

export const viewAsQuerySchema = z.object({
  /** Id or enCode of another of the user's systems; default: the user's current one. */
  systemCode: z.string().max(64).optional(),
});

/** GET /permission/Authority/ViewAs/{userId}: what CurrentUser would return to that user. */
export const viewAsSchema = z.object({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  isAdministrator: z.boolean(),
  systemId: z.string().nullable(),
  routerList: z.array(routerSystemSchema),
  menuList: z.array(menuNodeSchema),
  permissionList: z.array(permissionEntrySchema),
  /** The portals the user may open (administrators: all) and the one their home shows. */
  portals: z.array(z.object({ id: z.string(), fullName: z.string() })),
  portalId: z.string().nullable(),
});
export type ViewAs = z.infer<typeof viewAsSchema>;

/** One list column as the user arranged it (column drawer, 320 px). */
export const columnSettingSchema = z
  .object({
    prop: z.string().min(1).max(100),
    label: z.string().max(100).optional(),
    visible: z.boolean(),
    fixed: z.enum(['left', 'right']).nullable().optional(),
    width: z.number().int().min(20).max(2000).nullable().optional(),
  })
  .strict();
export type ColumnSetting = z.infer<typeof columnSettingSchema>;
export const columnSettingListSchema = z.array(columnSettingSchema).max(200);

/** Parses and checks a columnJson string (the wire keeps it a string, wire facts caution 3). */
export function parseColumnJson(text: string): ColumnSetting[] | undefined {
  try {
    const parsed = columnSettingListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** GET /permission/Authority/GetColumnsByModuleId/{id}: null until the user saved a choice. */
export const userColumnsSchema = z.object({ moduleId: z.string(), columnJson: z.string().nullable() });
export type UserColumns = z.infer<typeof userColumnsSchema>;

export const setUserColumnsBodySchema = z.object({
  moduleId: z.string().min(1).max(64),
  /** Checked with parseColumnJson by the server (a translated message names what is wrong). */
  columnJson: z.string().max(50_000),
});
export type SetUserColumnsBody = z.infer<typeof setUserColumnsBodySchema>;
