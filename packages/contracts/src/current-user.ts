import { z } from 'zod';
import { themeSchema } from './oauth.ts';
import * as record from './record-schemas.ts';
import { PASSWORD_POLICY_KEYS, sysConfigSchema } from './sys-config.ts';

/*
 * GET /api/oauth/CurrentUser: the menu tree of the
 * current system, the per-page button/column/form permissions, the user and the public system config.
 */

/** Menu item types; the type decides whether and how a menu routes. */
export const MenuType = {
  directory: 0,
  folder: 1,
  page: 2,
  form: 3,
  dictionary: 4,
  report: 5,
  screen: 6,
  link: 7,
  portal: 8,
} as const;

export interface MenuNode {
  id: string;
  /** '-1' at the top of the current system. */
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  type: number;
  urlAddress: string | null;
  /** '_self' | '_blank' for type 7. */
  linkTarget: string | null;
  category: string;
  /** JSON text, e.g. '{"moduleId":"...","isTree":0}' for types 3/4/5/8; stays a string on the wire. */
  propertyJson: string | null;
  sortCode: number;
  /** 1: routed but left out of the sidebar and the menu search. */
  isHidden?: number;
  hasChildren: boolean;
  children: MenuNode[];
}

export const menuNodeSchema: z.ZodType<MenuNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string().nullable(),
  type: z.number().int(),
  urlAddress: z.string().nullable(),
  linkTarget: z.string().nullable(),
  category: z.string(),
  propertyJson: z.string().nullable(),
  sortCode: z.number().int(),
  isHidden: z.number().int().optional(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(menuNodeSchema);
  },
});

/** The web gates on enCode; resource ids stay on the server, which keeps CurrentUser small. */
const permissionItemSchema = z.object({ fullName: z.string(), enCode: z.string() });
export type PermissionItem = z.infer<typeof permissionItemSchema>;

/** One entry per page-like menu (type ≠ 0/1): what the user may see and do on it. */
export const permissionEntrySchema = z.object({
  modelId: z.string(),
  moduleName: z.string(),
  button: z.array(permissionItemSchema),
  column: z.array(permissionItemSchema),
  form: z.array(permissionItemSchema),
  resource: z.array(z.object({ id: z.string(), fullName: z.string() })),
});
export type PermissionEntry = z.infer<typeof permissionEntrySchema>;

/** A system (应用) with its menu tree; the client takes menuList from the one marked currentSystem. */
/**
 * A system the user can work in. Only the current system's tree travels (as menuList): sending every
 * system's tree again under routerList doubled the payload; switching asks with `systemCode`.
 */
export const routerSystemSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string().nullable(),
});
export type RouterSystem = z.infer<typeof routerSystemSchema>;

const idNameSchema = z.object({ id: z.string(), name: z.string() });

export const currentUserInfoSchema = z.object({
  userId: z.string(),
  userAccount: z.string(),
  userName: z.string(),
  headIcon: z.string().nullable(),
  gender: z.number().int().nullable(),
  isAdministrator: z.boolean(),
  tenantId: z.string().nullable(),
  /** The user's main department; organizeName is its path of names from the company down ("公司/部门"). */
  organizeId: z.string().nullable(),
  organizeName: z.string().nullable(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  /** The ids from the company down to organizeId (an organization picker's value); empty without one. */
  organizeIdList: z.array(z.string()),
  managerId: z.string().nullable(),
  /** Ids of users whose manager is this user. */
  subordinates: z.array(z.string()),
  positionId: z.string().nullable(),
  positionName: z.string().nullable(),
  positionIds: z.array(idNameSchema),
  roleIds: z.array(z.string()),
  systemId: z.string().nullable(),
  systemIds: z.array(
    z.object({ id: z.string(), name: z.string(), icon: z.string().nullable(), currentSystem: z.boolean() }),
  ),
  portalId: z.string().nullable(),
  /** 1 when the last-login notice should show (lastLoginTimeSwitch on and a previous login exists). */
  prevLogin: record.flag,
  prevLoginTime: z.number().int().nullable(),
  prevLoginIPAddress: z.string().nullable(),
  prevLoginIPAddressName: z.string().nullable(),
  /** File id of the default signature image, or null. */
  signImg: z.string().nullable(),
  /** Epoch ms of the last password change; null = never changed (forces the change dialog). */
  changePasswordDate: z.number().int().nullable(),
  theme: themeSchema,
  language: z.string().nullable(),
});
export type CurrentUserInfo = z.infer<typeof currentUserInfoSchema>;

/**
 * The public part of the system config. An allowlist (pick), so a secret added to the config later
 * (SMTP password, default user password) never reaches the browser by accident.
 */
export const sysConfigInfoSchema = sysConfigSchema.pick({
  title: true,
  sysName: true,
  sysVersion: true,
  copyright: true,
  companyName: true,
  companyContacts: true,
  companyTelePhone: true,
  companyEmail: true,
  businessPhone: true,
  technicalPhone: true,
  logoIcon: true,
  loginIcon: true,
  navigationIcon: true,
  workLogoIcon: true,
  singleLogin: true,
  tokenTimeout: true,
  enableVerificationCode: true,
  verificationCodeNumber: true,
  lastLoginTimeSwitch: true,
  ...PASSWORD_POLICY_KEYS,
  pageSize: true,
  /** Dates the server stamps (document numbers, schedules) follow this zone; the web shows them alike. */
  timeZone: true,
});
export type SysConfigInfo = z.infer<typeof sysConfigInfoSchema>;

export const currentUserQuerySchema = z.object({
  /** Empty = Web menus, anything else = App menus (JNPF). */
  type: z.string().max(10).optional(),
  /** enCode of a system to show instead of the user's current one (not persisted). */
  systemCode: z.string().max(50).optional(),
});

export const currentUserResponseSchema = z.object({
  menuList: z.array(menuNodeSchema),
  permissionList: z.array(permissionEntrySchema),
  userInfo: currentUserInfoSchema,
  routerList: z.array(routerSystemSchema),
  sysConfigInfo: sysConfigInfoSchema,
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;
