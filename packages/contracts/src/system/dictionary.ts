import { z } from 'zod';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN, NAME_PATTERN } from '../validation-patterns.ts';

/*
 * 数据字典: categories (types) in a tree under two fixed roots, '0' 业务字典 and '1' 系统字典 (a
 * category's `category` says which; a top category is stored with parent '-1' and shown under its
 * root), and the entries (data) of each category, flat or a tree when the category `isTree` is 1. An
 * entry's parent '0' is the top of its category.
 */

/** The fixed roots of the category tree: read-only rows, never stored. */
export const DICTIONARY_ROOT_IDS = ['0', '1'] as const;
/** An entry's parent at the top of its category. */
export const DICTIONARY_DATA_TOP = '0';

const fullName = z.string().trim().min(1).max(50);

/** The original dialogs send the record they read back: echoed fields accepted, not stored. */
const typeEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  category: z.union([z.string().max(10), z.number().int()]).nullish(),
  children: z.array(z.unknown()).max(0).nullish(),
  hasChildren: z.boolean().optional(),
  enabledMark: record.flag.optional(),
  creatorTime: z.number().nullish(),
};

/* No schema defaults: the form grants judge the fields a caller sent (ADR 0009). */
export const createDictionaryTypeBodySchema = z.object({
  /** '0' (业务) or '1' (系统) for a top category, else the parent category's id. */
  parentId: z.string().trim().min(1).max(64),
  fullName: fullName.regex(NAME_PATTERN, 'validation.name'),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  isTree: record.flag.optional(),
  sortCode: record.sortCode.optional(),
  description: record.optionalMultilineText(500),
  ...typeEcho,
});
export type CreateDictionaryTypeBody = z.infer<typeof createDictionaryTypeBodySchema>;
export const updateDictionaryTypeBodySchema = createDictionaryTypeBodySchema.partial();
export type UpdateDictionaryTypeBody = z.infer<typeof updateDictionaryTypeBodySchema>;

/** A category as the tree, the selector and GET /{id} show it; `parentId` is '0'/'1' at the top. */
export interface DictionaryTypeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  /** 0 业务, 1 系统 (the root it hangs under). */
  category: number;
  sortCode: number;
  description: string | null;
  hasChildren: boolean;
  children?: DictionaryTypeNode[];
}
export const dictionaryTypeNodeSchema: z.ZodType<DictionaryTypeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    isTree: z.number().int(),
    category: z.number().int(),
    sortCode: z.number().int(),
    description: z.string().nullable(),
    hasChildren: z.boolean(),
    children: z.array(dictionaryTypeNodeSchema).optional(),
  }),
);
export const dictionaryTypeTreeSchema = record.listOf(dictionaryTypeNodeSchema);
export const dictionaryTypeInfoSchema = record.grantedInfo(
  z.object({
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    isTree: z.number().int(),
    category: z.number().int(),
    sortCode: z.number().int(),
    description: z.string().nullable(),
  }),
);
export type DictionaryTypeInfo = z.infer<typeof dictionaryTypeInfoSchema>;

/** GET /DictionaryType/Selector/{id}: `id` (or '0') is the category being edited, left out with its subtree. */
export const dictionaryTypeSelectorParamsSchema = z.object({ id: z.string().min(1).max(64) });

const dataEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  children: z.array(z.unknown()).max(0).nullish(),
  hasChildren: z.boolean().optional(),
  simpleSpelling: z.string().max(100).nullish(),
  isDefault: z.number().int().nullish(),
  creatorTime: z.number().nullish(),
};

export const createDictionaryDataBodySchema = z.object({
  dictionaryTypeId: z.string().trim().min(1).max(64),
  /** '0' (or the category's own id, as the dialog's tree shows it) for the top of the category. */
  parentId: z.preprocess(record.blankToUndefined, z.string().trim().min(1).max(64).optional()),
  fullName,
  enCode: z.string().trim().min(1).max(50),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: record.optionalMultilineText(500),
  ...dataEcho,
});
export type CreateDictionaryDataBody = z.infer<typeof createDictionaryDataBodySchema>;
export const updateDictionaryDataBodySchema = createDictionaryDataBodySchema.partial();
export type UpdateDictionaryDataBody = z.infer<typeof updateDictionaryDataBodySchema>;

/**
 * An entry of GET /DictionaryData/{typeId} (with children when the category is a tree); the keys the
 * caller's column grants hide are left out.
 */
export interface DictionaryDataNode {
  id: string;
  dictionaryTypeId?: string;
  parentId?: string;
  fullName?: string;
  enCode?: string;
  enabledMark?: number;
  sortCode?: number;
  description?: string | null;
  hasChildren?: boolean;
  children?: DictionaryDataNode[];
}
export const dictionaryDataNodeSchema: z.ZodType<DictionaryDataNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    dictionaryTypeId: z.string().optional(),
    parentId: z.string().optional(),
    fullName: z.string().optional(),
    enCode: z.string().optional(),
    enabledMark: z.number().int().optional(),
    sortCode: z.number().int().optional(),
    description: z.string().nullable().optional(),
    hasChildren: z.boolean().optional(),
    children: z.array(dictionaryDataNodeSchema).optional(),
  }),
);
export const dictionaryDataListSchema = record.listOf(dictionaryDataNodeSchema);
export const dictionaryDataInfoSchema = record.grantedInfo(
  z.object({
    dictionaryTypeId: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    enabledMark: z.number().int(),
    sortCode: z.number().int(),
    description: z.string().nullable(),
  }),
);
export type DictionaryDataInfo = z.infer<typeof dictionaryDataInfoSchema>;

export const dictionaryTypeParamsSchema = z.object({ typeId: z.string().min(1).max(64) });
/** GET /DictionaryData/{typeId}: keyword on name or code; `isTree` 1 answers the matches with their ancestors as a tree. */
export const dictionaryDataListQuerySchema = z.object({
  keyword: record.keyword,
  isTree: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export type DictionaryDataListQuery = z.infer<typeof dictionaryDataListQuerySchema>;

/** A node of the entry dialog's parent tree: the category itself at the top, then its entries. */
export interface DictionaryParentOption {
  id: string;
  parentId: string;
  fullName: string;
  hasChildren: boolean;
  children?: DictionaryParentOption[];
}
export const dictionaryParentOptionSchema: z.ZodType<DictionaryParentOption> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    hasChildren: z.boolean(),
    children: z.array(dictionaryParentOptionSchema).optional(),
  }),
);
export const dictionaryParentOptionListSchema = record.listOf(dictionaryParentOptionSchema);
/** GET /DictionaryData/{typeId}/Selector/{id}: `id` (or '0') is the entry being edited, left out with its subtree. */
export const dictionaryParentSelectorParamsSchema = z.object({
  typeId: z.string().min(1).max(64),
  id: z.string().min(1).max(64),
});
export const dictionaryParentSelectorQuerySchema = z.object({
  isTree: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});

/** An option of GET /DictionaryData/{typeId}/Data/Selector: the enabled entries, a tree for tree categories. */
export interface DictionaryOption {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  hasChildren: boolean;
  children?: DictionaryOption[];
}
export const dictionaryOptionSchema: z.ZodType<DictionaryOption> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    enCode: z.string(),
    hasChildren: z.boolean(),
    children: z.array(dictionaryOptionSchema).optional(),
  }),
);
export const dictionaryOptionListSchema = record.listOf(dictionaryOptionSchema);
/** The category's id or its code (the form designs name a dictionary by either). */
export const dictionaryTypeRefParamsSchema = z.object({ typeId: z.string().min(1).max(64) });

/** GET /DictionaryData/All: every category with its enabled entries (a tree for tree categories). */
export const dictionaryAllSchema = record.listOf(
  z.object({
    id: z.string(),
    enCode: z.string(),
    isTree: z.number().int(),
    dictionaryList: z.array(dictionaryOptionSchema),
  }),
);
export type DictionaryAll = z.infer<typeof dictionaryAllSchema>;

export const dictionaryCreatedSchema = record.createdId;
export const dictionaryStateSchema = record.enabledState;
