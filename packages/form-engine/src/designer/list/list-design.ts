import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import { z } from 'zod';
import { type ListDesignMessageKey, listDesignText } from './list-messages.ts';

/*
 * The list design (`columnData`) in the original designer's JSON: the list type, its search fields and
 * columns (each a copy of the form widget plus the list's own settings), toolbar and row buttons, the
 * default order, paging, summary, the settings of a left-tree, grouped or tree list and the permission
 * switches. Objects are loose: keys the designer does not edit (scripts, print ids, filter rules, the
 * import template) go back out as they came in. A missing key takes the original designer's default.
 */

export const LIST_TYPES = [1, 2, 3, 4, 5] as const;
/** 1 plain table, 2 left tree + table, 3 grouped, 4 inline editing, 5 tree table. */
export type ListType = (typeof LIST_TYPES)[number];
export const COLUMN_ALIGNS = ['left', 'center', 'right'] as const;
export type ColumnAlign = (typeof COLUMN_ALIGNS)[number];
export const COLUMN_FIXES = ['none', 'left', 'right'] as const;
export type ColumnFixed = (typeof COLUMN_FIXES)[number];
/** The page sizes the original designer offers. */
export const LIST_PAGE_SIZES = [20, 50, 100, 500] as const;
export const DEFAULT_LIST_PAGE_SIZE = 20;
/** Toolbar buttons: upload is 导入, download is 导出. */
export const TOOLBAR_BUTTONS = ['add', 'download', 'upload', 'batchRemove'] as const;
export type ToolbarButton = (typeof TOOLBAR_BUTTONS)[number];
export const ROW_BUTTONS = ['edit', 'remove', 'detail'] as const;
export type RowButton = (typeof ROW_BUTTONS)[number];
/** Left-tree sources the designer offers; a design from the original may also say `api`. */
export const TREE_SOURCES = ['dictionary', 'organize', 'department'] as const;
export type TreeSource = (typeof TREE_SOURCES)[number];
export const PERMISSION_SWITCHES = [
  'useBtnPermission',
  'useColumnPermission',
  'useFormPermission',
  'useDataPermission',
] as const;
export type PermissionSwitch = (typeof PERMISSION_SWITCHES)[number];

/** Designer text boxes may leave a number as text, or blank. */
const looseNumber = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value)) : value),
  z.number().nullable(),
);

const columnSchema = z.looseObject({
  prop: z.string().min(1),
  label: z.string().default(''),
  jnpfKey: z.string().optional(),
  width: looseNumber.default(null),
  align: z.enum(COLUMN_ALIGNS).default('left'),
  fixed: z.enum(COLUMN_FIXES).default('none'),
  sortable: z.boolean().default(false),
});

/** Some designers name a search item by its `__vModel__` only; the list reads it as `prop`. */
const withPropFromModel = (value: unknown) =>
  typeof value === 'object' && value !== null && !('prop' in value) && '__vModel__' in value
    ? { ...value, prop: (value as { __vModel__: unknown }).__vModel__ }
    : value;

const searchItemSchema = z.looseObject({
  prop: z.string().min(1),
  __vModel__: z.string().nullish(),
  label: z.string().default(''),
  jnpfKey: z.string().optional(),
  searchType: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  searchMultiple: z.boolean().default(false),
});
const searchSchema = z.preprocess(withPropFromModel, searchItemSchema);

const buttonSchema = z.looseObject({ value: z.string().min(1), label: z.string().default('') });

/** A custom button of this designer opens a link (`event.btnType` 'link'); the original's kinds are kept. */
const customButtonSchema = z.looseObject({
  value: z.string().min(1),
  label: z.string().default(''),
  event: z.looseObject({ btnType: z.unknown().optional(), url: z.string().optional() }).default({}),
});

export const listDesignSchema = z.looseObject({
  type: z
    .preprocess((value) => (typeof value === 'string' ? Number(value) : value), z.literal(LIST_TYPES))
    .default(1),
  searchList: z.array(searchSchema).default([]),
  columnList: z.array(columnSchema).default([]),
  btnsList: z.array(buttonSchema).default([{ value: 'add', label: '' }]),
  columnBtnsList: z.array(buttonSchema).default([
    { value: 'edit', label: '' },
    { value: 'remove', label: '' },
  ]),
  customBtnsList: z.array(customButtonSchema).default([]),
  defaultSidx: z.string().default(''),
  sort: z.enum(['asc', 'desc']).default('desc'),
  hasPage: z.boolean().default(true),
  pageSize: looseNumber.default(DEFAULT_LIST_PAGE_SIZE),
  showSummary: z.boolean().default(false),
  summaryField: z.array(z.string()).default([]),
  hasSuperQuery: z.boolean().default(true),
  treeTitle: z.string().default(''),
  treeDataSource: z.string().default('dictionary'),
  treeDictionary: z.string().default(''),
  treeRelation: z.string().default(''),
  treePropsValue: z.string().default('id'),
  treePropsLabel: z.string().default('fullName'),
  treePropsChildren: z.string().default('children'),
  groupField: z.string().default(''),
  parentField: z.string().default(''),
  useBtnPermission: z.boolean().default(false),
  useColumnPermission: z.boolean().default(false),
  useFormPermission: z.boolean().default(false),
  useDataPermission: z.boolean().default(false),
});

export type ListDesign = z.infer<typeof listDesignSchema>;
export type ListColumn = ListDesign['columnList'][number];
export type ListSearchItem = ListDesign['searchList'][number];
export type ListButton = ListDesign['btnsList'][number];
export type CustomButton = ListDesign['customBtnsList'][number];

export interface ListDesignProblem {
  /** JSON path of the item, '' for the design as a whole. */
  path: string;
  key: ListDesignMessageKey;
  params: Record<string, string | number>;
  message: string;
}

export type ParseListDesignResult =
  | { success: true; design: ListDesign }
  | { success: false; problems: ListDesignProblem[] };

export function listProblem(
  path: string,
  key: ListDesignMessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
): ListDesignProblem {
  return { path, key, params, message: listDesignText(key, lang, params) };
}

/**
 * Reads `columnData` (its JSON text or the object); blank text is a new list design with the original
 * designer's defaults. A key of the wrong type is refused with its path.
 */
export function parseListDesign(input: unknown, lang: Language = DEFAULT_LANGUAGE): ParseListDesignResult {
  let raw = input;
  if (typeof input === 'string') {
    try {
      raw = input.trim() === '' ? {} : JSON.parse(input);
    } catch {
      return { success: false, problems: [listProblem('', 'formEngine.list.invalidJson', lang)] };
    }
  }
  if (raw === null || raw === undefined) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return { success: false, problems: [listProblem('', 'formEngine.list.invalidJson', lang)] };
  }
  const parsed = listDesignSchema.safeParse(raw);
  if (parsed.success) return { success: true, design: parsed.data };
  return {
    success: false,
    problems: parsed.error.issues.map((issue) => {
      const path = issue.path.map(String).join('.');
      return listProblem(path, 'formEngine.list.invalidValue', lang, { path });
    }),
  };
}

export function serializeListDesign(design: ListDesign): string {
  return JSON.stringify(design);
}
