import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { dataSchemeConditionOf } from './data-scheme-filter.service.ts';
import { findIdsMatching } from './field-grants.repository.ts';
import {
  assertFormFieldsGranted,
  type FieldKeys,
  fieldGrantsFor,
  hiddenKeyNames,
} from './field-grants.service.ts';

/*
 * The column, form and data-scheme grants of one administration menu applied to its routes (ADR 0009),
 * from a small per-menu table: which response keys each column code governs, which body keys each
 * form code governs, and which columns its data schemes may name. Each module declares its table
 * once (users-grants.service.ts, position-grants.service.ts, ...) and calls the three functions below.
 */

type KeyTable = Readonly<Record<string, readonly string[]>>;

export interface MenuGrantMap {
  /** The menu's enCode (MenuCode). */
  menu: string;
  /** Column code → keys of list rows and detail; an unlisted code governs the key of the same name. */
  columnKeys?: KeyTable;
  /** Form code → keys of create and edit bodies; an unlisted code governs the key of the same name. */
  formBodyKeys?: KeyTable;
  /**
   * The edit body's fields by form code, declared or not (a field no declared code governs is written
   * by anyone who may edit). The detail keeps the keys of those the caller may write, so the edit
   * dialog shows their current values even when a column hides them from the list.
   */
  editCodes: readonly string[];
  /** Form code → detail keys the edit dialog needs to show the current value of a field it may write. */
  formDetailKeys?: KeyTable;
  /** Scheme field → column of the list's table: the only names a data scheme of the menu may use. */
  schemeFields: Record<string, PgColumn>;
  /** The id column of the list's table (detail and writes check one row against the schemes). */
  idColumn: PgColumn;
  /** What the list's query reads of its rows (see ListQueryKeys); no keyword and no filter when left out. */
  query?: ListQueryKeys;
}

/**
 * What a list's query reads of its rows, named by the rows' keys, so the column grants that hide a
 * key also keep the query from reading it. Sort fields (`sidx`) are row keys themselves.
 */
export interface ListQueryKeys {
  /** The keys the keyword searches. */
  keyword: readonly string[];
  /** Filter parameter of the query → the row key whose value it tests. */
  filters?: Readonly<Record<string, string>>;
}

/** The keyword of a named record's list (group, position, role, organization) searches its name and code. */
export const NAMED_RECORD_KEYWORD = ['fullName', 'enCode'] as const;

/** What the caller's list query may read: the keys its keyword searches (those of granted columns). */
export interface ListQueryAccess {
  keywordKeys: readonly string[];
}

/** What the caller may read of the menu's rows. */
export interface MenuReadAccess {
  /** Keys to leave out of list rows. */
  listHidden: ReadonlySet<string>;
  /** Each key of listHidden → the name of the column that hides it (for messages). */
  hiddenColumns: ReadonlyMap<string, string>;
  /**
   * Keys to leave out of the detail (GET /{id}): those the columns hide, except the keys of the form
   * fields the caller may write (the edit dialog shows the current value of what it may change).
   */
  detailHidden: ReadonlySet<string>;
  /** The caller's data schemes as a condition over the list's table; undefined when they do not restrict. */
  schemeCondition: SQL | undefined;
}

const keysFrom =
  (table: KeyTable = {}): FieldKeys =>
  (code) =>
    Object.hasOwn(table, code) ? (table[code] ?? [code]) : [code];

export interface MenuGrants {
  readonly menu: string;
  /** Hidden keys and the row filter of the caller on the menu (one cached look-up). */
  readAccess(ctx: AppContext, caller: SessionUser): Promise<MenuReadAccess>;
  /** Refuses (400 naming the fields, nothing written) a create or edit body carrying an ungranted form field. */
  assertFormGranted(ctx: AppContext, caller: SessionUser, body: object): Promise<void>;
  /** Whether the row passes the caller's data schemes (always when they do not restrict). */
  isRowReadable(ctx: AppContext, access: MenuReadAccess, id: string): Promise<boolean>;
  /** The ids of the table that pass the caller's data schemes, or 'all' (lists built in memory). */
  readableIds(ctx: AppContext, access: MenuReadAccess): Promise<'all' | ReadonlySet<string>>;
  /**
   * Column grants apply to the query as well as the rows: a sort (`sidx`) or a filter on a hidden
   * column is refused (400 naming the columns), and the keyword searches only the granted keys.
   */
  listQuery(access: MenuReadAccess, query: object): ListQueryAccess;
}

/** Refuses a sort or filter of the query on a key the caller's columns hide (see MenuGrants.listQuery). */
function assertQueryGranted(access: MenuReadAccess, query: object, keys: ListQueryKeys | undefined): void {
  const params = query as Record<string, unknown>;
  const read = Object.entries(keys?.filters ?? {})
    .filter(([param]) => params[param] !== undefined)
    .map(([, key]) => key);
  if (typeof params.sidx === 'string') read.push(params.sidx);
  const refused = new Set(read.flatMap((key) => access.hiddenColumns.get(key) ?? []));
  if (refused.size > 0)
    throw badRequest('authorize.queryFieldNotGranted', { fields: [...refused].join('、') });
}

/** The grant rules of one menu, from its table (see MenuGrantMap). */
export function menuGrants(map: MenuGrantMap): MenuGrants {
  const columnKeys = keysFrom(map.columnKeys);
  const formBodyKeys = keysFrom(map.formBodyKeys);
  const formDetailKeys = keysFrom(map.formDetailKeys);
  return {
    menu: map.menu,
    async readAccess(ctx, caller) {
      const grants = await fieldGrantsFor(ctx, caller, map.menu);
      const hiddenColumns = hiddenKeyNames(grants.columns, columnKeys);
      const listHidden = new Set(hiddenColumns.keys());
      const detailHidden = new Set(listHidden);
      const { forms } = grants;
      const writable = forms.isAll
        ? map.editCodes
        : [...map.editCodes.filter((code) => !forms.declared.has(code)), ...forms.granted];
      for (const code of writable) for (const key of formDetailKeys(code)) detailHidden.delete(key);
      const schemeCondition = grants.data.isAll
        ? undefined
        : await dataSchemeConditionOf(ctx, caller, grants.data, map.schemeFields);
      return { listHidden, hiddenColumns, detailHidden, schemeCondition };
    },
    assertFormGranted(ctx, caller, body) {
      return assertFormFieldsGranted(ctx, caller, map.menu, body, formBodyKeys);
    },
    async isRowReadable(ctx, access, id) {
      if (!access.schemeCondition) return true;
      return (await findIdsMatching(ctx.db, map.idColumn, access.schemeCondition, [id])).has(id);
    },
    async readableIds(ctx, access) {
      if (!access.schemeCondition) return 'all';
      return findIdsMatching(ctx.db, map.idColumn, access.schemeCondition);
    },
    listQuery(access, query) {
      assertQueryGranted(access, query, map.query);
      return { keywordKeys: (map.query?.keyword ?? []).filter((key) => !access.listHidden.has(key)) };
    },
  };
}
