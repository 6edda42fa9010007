import { z } from 'zod';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';
import { iconSchema } from './system.ts';

/*
 * Menus under /api/system/Menu (types 0-8, issue 3). Which fields a type uses is one table
 * here, read by the server's rules and by the web dialog, so both agree on what each type needs.
 */

export const MENU_CATEGORIES = ['Web', 'App'] as const;
export const menuCategorySchema = z.enum(MENU_CATEGORIES);
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const LINK_TARGETS = ['_self', '_blank'] as const;

export interface MenuTypeFields {
  /** urlAddress is required (a route path for 2/3/4/5/8, a link for 6/7). */
  needsUrl: boolean;
  /** urlAddress is an address opened as a link (http(s), a site path or ${dataV}) rather than a route. */
  isLink: boolean;
  needsLinkTarget: boolean;
  /** propertyJson with moduleId is required ({moduleId, isTree} for 3/4/5/8, {moduleId} for 6). */
  needsModuleId: boolean;
  /** May hold buttons, columns, forms and data schemes. */
  hasResources: boolean;
}

const group: MenuTypeFields = {
  needsUrl: false,
  isLink: false,
  needsLinkTarget: false,
  needsModuleId: false,
  hasResources: false,
};
const runtime: MenuTypeFields = { ...group, needsUrl: true, needsModuleId: true, hasResources: true };

/** 0 directory, 1 folder, 2 page, 3 form, 4 dictionary, 5 report, 6 large screen, 7 link, 8 portal. */
export const MENU_TYPE_FIELDS: Record<number, MenuTypeFields> = {
  0: group,
  1: group,
  2: { ...group, needsUrl: true, hasResources: true },
  3: runtime,
  4: runtime,
  5: runtime,
  6: { ...group, needsUrl: true, isLink: true, needsModuleId: true },
  7: { ...group, needsUrl: true, isLink: true, needsLinkTarget: true },
  8: runtime,
};
export const MENU_TYPES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
/** Menus that can be a parent (the parent picker shows only these). */
export const isMenuGroupType = (type: number) => type === 0 || type === 1;

/** A route path: 'system/menu', '/extend/dynamicForm?x=1'. */
export const ROUTE_ADDRESS_PATTERN = /^\/?[A-Za-z0-9_\-.]+(\/[A-Za-z0-9_\-.]+)*\/?(\?[^\s]*)?$/;
/** A link: http(s) URL, a path on this site, or a JNPF ${dataV} placeholder address; never javascript:/data:. */
export const LINK_ADDRESS_PATTERN = /^(https?:\/\/[^\s]+|\/[^\s]*|\$\{dataV\}[^\s]*)$/i;

export const menuBodySchema = z.object({
  systemId: z.string().min(1).max(64),
  /** '-1' at the top of the system. */
  parentId: z.string().min(1).max(64).default('-1'),
  category: menuCategorySchema.default('Web'),
  type: z.number().int().min(0).max(8),
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().max(50).regex(CODE_PATTERN, 'validation.code'),
  icon: iconSchema,
  urlAddress: record.optionalText(500),
  linkTarget: z.preprocess(record.blankToNull, z.enum(LINK_TARGETS).nullish()),
  /** JSON text kept as a string on the wire, e.g. '{"moduleId":"...","isTree":0}'. */
  propertyJson: record.optionalMultilineText(2000),
  isHidden: record.flag.default(0),
  isButtonAuthorize: record.flag.default(0),
  isColumnAuthorize: record.flag.default(0),
  isFormAuthorize: record.flag.default(0),
  isDataAuthorize: record.flag.default(0),
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.default(0),
  enabledMark: record.flag.default(1),
});
export type MenuBody = z.infer<typeof menuBodySchema>;

/** The moduleId (and isTree) carried by propertyJson; undefined when the text is not such an object. */
export function parseMenuProperty(
  text: string | null | undefined,
): { moduleId: string; isTree?: number } | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const { moduleId, isTree } = value as Record<string, unknown>;
    if (typeof moduleId !== 'string' || moduleId.trim() === '' || moduleId.length > 64) return undefined;
    if (isTree !== undefined && isTree !== 0 && isTree !== 1) return undefined;
    return { moduleId, ...(isTree === undefined ? {} : { isTree }) };
  } catch {
    return undefined;
  }
}

export const menuSelectorQuerySchema = z.object({
  systemId: z.string().min(1).max(64),
  category: menuCategorySchema.default('Web'),
});
export const menuListQuerySchema = menuSelectorQuerySchema.extend(record.keywordQuery.shape);
export type MenuListQuery = z.infer<typeof menuListQuerySchema>;
export type MenuSelectorQuery = z.infer<typeof menuSelectorQuerySchema>;

export const menuInfoSchema = z.object({
  id: z.string(),
  systemId: z.string(),
  parentId: z.string(),
  category: z.string(),
  type: z.number().int(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string().nullable(),
  urlAddress: z.string().nullable(),
  linkTarget: z.string().nullable(),
  propertyJson: z.string().nullable(),
  isHidden: z.number().int(),
  isButtonAuthorize: z.number().int(),
  isColumnAuthorize: z.number().int(),
  isFormAuthorize: z.number().int(),
  isDataAuthorize: z.number().int(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
export type MenuInfo = z.infer<typeof menuInfoSchema>;

export interface MenuTreeNode extends MenuInfo {
  hasChildren: boolean;
  children: MenuTreeNode[];
}
export const menuTreeNodeSchema: z.ZodType<MenuTreeNode> = menuInfoSchema.extend({
  hasChildren: z.boolean(),
  get children() {
    return z.array(menuTreeNodeSchema);
  },
});
export const menuTreeListSchema = record.listOf(menuTreeNodeSchema);
export type MenuTreeList = z.infer<typeof menuTreeListSchema>;

/** Parent picker node: directories and folders only. */
export interface MenuSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string | null;
  type: number;
  hasChildren: boolean;
  children: MenuSelectorNode[];
}
export const menuSelectorNodeSchema: z.ZodType<MenuSelectorNode> = z.object({
  id: z.string(),
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string().nullable(),
  type: z.number().int(),
  hasChildren: z.boolean(),
  get children() {
    return z.array(menuSelectorNodeSchema);
  },
});
export const menuSelectorListSchema = record.listOf(menuSelectorNodeSchema);
export type MenuSelectorList = z.infer<typeof menuSelectorListSchema>;
