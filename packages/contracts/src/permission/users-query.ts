import { z } from 'zod';
import * as record from '../record-schemas.ts';

/* The user list's query (paging, filters, sort) and the export's (the same filters and its columns). */

/** 1 enabled, 0 disabled, 2 locked after failed logins (until unlocked or unlockTime). */
export const USER_STATES = [0, 1, 2] as const;
/** Page sizes the user list offers (issue 3). */
export const USER_PAGE_SIZES = [20, 50, 100, 500] as const;
/** Columns the user list may be sorted by (anything else is refused). */
export const USER_SORT_FIELDS = ['account', 'realName', 'sortCode', 'creatorTime', 'enabledMark'] as const;

export const userListQuerySchema = z.object({
  ...record.pageFields,
  /** Part of the account, the name or the mobile number. */
  keyword: record.keyword,
  /** Users of this organization and of every organization below it. */
  organizeId: z.preprocess(record.blankToUndefined, z.string().max(64).optional()),
  enabledMark: z.preprocess(
    record.blankToUndefined,
    z.coerce
      .number()
      .int()
      .refine((v) => (USER_STATES as readonly number[]).includes(v))
      .optional(),
  ),
  sidx: z.preprocess(record.blankToUndefined, z.enum(USER_SORT_FIELDS).optional()),
  sort: z.preprocess(record.blankToUndefined, z.enum(['asc', 'desc']).optional()),
  /** Ours: the previous page's nextCursor or prevCursor (keyset paging); see paginationSchema. */
  cursor: record.cursor,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Columns the user export offers, in sheet order (selectKey names a subset). */
export const USER_EXPORT_COLUMNS = [
  'account',
  'realName',
  'gender',
  'mobilePhone',
  'email',
  'organizeName',
  'positionName',
  'managerName',
  'enabledMark',
  'description',
  'sortCode',
  'creatorTime',
] as const;
export type UserExportColumn = (typeof USER_EXPORT_COLUMNS)[number];
/** An export holds at most this many users; a larger result asks the caller to narrow the filter. */
export const USER_EXPORT_MAX_ROWS = 50_000;

/** 'a,b' → ['a', 'b']; an empty text is "not given". */
function commaList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length > 0 ? list : undefined;
}

/**
 * The original's export keys (jnpf-web 3.4.7 ExportForm.vue) that name one of our columns by the
 * field behind it, and those we have no export column for (accepted and left out of the sheet).
 */
const ORIGINAL_EXPORT_KEYS: Readonly<Record<string, UserExportColumn | null>> = {
  organizeId: 'organizeName',
  positionId: 'positionName',
  managerId: 'managerName',
  roleId: null,
  nation: null,
  nativePlace: null,
  entryDate: null,
  certificatesType: null,
  certificatesNumber: null,
  education: null,
  birthday: null,
  telePhone: null,
  landline: null,
  urgentContacts: null,
  urgentTelePhone: null,
  postalAddress: null,
};

/** Our column names stay; the original's keys are mapped (or dropped); anything else is left to be refused. */
function exportColumnsOf(value: unknown): unknown {
  const list = commaList(value);
  if (!Array.isArray(list)) return list;
  const mapped = list.flatMap((key: string) => {
    if ((USER_EXPORT_COLUMNS as readonly string[]).includes(key)) return [key];
    if (Object.hasOwn(ORIGINAL_EXPORT_KEYS, key)) return ORIGINAL_EXPORT_KEYS[key] ?? [];
    return [key];
  });
  return [...new Set(mapped)];
}

/**
 * GET /Users/ExportExcel: the list's filters (no paging) and `selectKey`, the columns wanted
 * (comma-separated, JNPF's name). The server keeps only those the caller's column grants include;
 * left out, every granted column is exported. The original client also sends `dataType` ('0' this
 * page, '1' all): accepted, the whole filtered list is exported either way.
 */
export const userExportQuerySchema = userListQuerySchema
  .omit({ currentPage: true, pageSize: true, cursor: true })
  .extend({
    selectKey: z.preprocess(
      exportColumnsOf,
      z.array(z.enum(USER_EXPORT_COLUMNS)).max(USER_EXPORT_COLUMNS.length).optional(),
    ),
    dataType: z.preprocess(record.blankToUndefined, z.enum(['0', '1']).optional()),
  });
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;
export type UserExportQueryInput = z.input<typeof userExportQuerySchema>;
