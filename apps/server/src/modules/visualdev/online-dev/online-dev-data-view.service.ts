import type { Language, OnlineDevExportBody, OnlineDevList, OnlineDevListBody } from '@platform/contracts';
import { dataViewFieldNames, dataViewFormDesign } from '@platform/form-engine';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { rowsOf } from '../../system/data-interface/data-interface-call.service.ts';
import { executeDataInterface } from '../../system/data-interface/data-interface-execute.ts';
import { requireEnabledInterface } from '../../system/data-interface/data-interface-options.service.ts';
import { requireFormDesign } from '../base/visual-dev-design-check.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import type { RuntimeAccess } from './online-dev-access.service.ts';
import { findViewRowPage, viewRowAccess } from './online-dev-data-view.repository.ts';
import { isJsonObject, listDesign, stringsOf, withoutKeys } from './online-dev-design.ts';
import {
  fieldOrder,
  keywordCondition,
  queryConditions,
  type SearchField,
  searchFieldsOf,
} from './online-dev-query.ts';
import { superQueryCondition } from './online-dev-super-query.ts';

/*
 * The list of a data view (webType 4): the rows its data interface answers, called with the design's
 * parameter values (`interfaceParam`: `[{field, defaultValue, useSearch?}]`; a parameter marked
 * `useSearch` takes the search form's value of the same name instead), then searched, sorted and
 * paged as the records of a design are: the search form (`queryJson`) over the list's search fields,
 * the keyword over the shown columns, `sidx` one of the list's columns or search fields. A row without
 * `id` gets `f_id`, else its position. The advanced query reads the list's fields as text fields (the
 * form-engine's data-view form). The menu and column grants are those of any runtime list. Its export
 * reads the same rows: the page on screen or every match.
 */

type Json = Record<string, unknown>;

/** Who reads a data view, in which language, of which release, with which access to its menu. */
export interface DataViewCall {
  caller: SessionUser;
  lang: Language;
  release: VisualDesignReleaseRow;
  access: RuntimeAccess;
}

interface ViewParam {
  field: string;
  defaultValue: unknown;
  useSearch: boolean;
}

/** The design's interface parameters with the values it gives them. */
function viewParams(release: VisualDesignReleaseRow): ViewParam[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(release.interfaceParam ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter(isJsonObject)
    .filter(
      (param): param is Json & { field: string } => typeof param.field === 'string' && param.field !== '',
    )
    .map((param) => ({
      field: param.field,
      defaultValue: param.defaultValue,
      useSearch: param.useSearch === true,
    }));
}

/** The search form's values by field (`queryJson` is JSON text of an object). */
function searchValues(queryJson: string | undefined): Json {
  if (!queryJson) return {};
  try {
    const value: unknown = JSON.parse(queryJson);
    if (isJsonObject(value)) return value;
  } catch {
    // refused below, naming the body field
  }
  throw badRequest('onlineDev.queryInvalid', { field: 'queryJson' });
}

/**
 * The interface's parameter values, and the search values left for the rows. A parameter marked
 * `useSearch` takes the search value of its name when `settable` is undefined or holds the name.
 */
function splitSearch(
  params: ViewParam[],
  queryJson: string | undefined,
  settable: ReadonlySet<string> | undefined,
) {
  const search = searchValues(queryJson);
  const paramList = params.map((param) => {
    const isSet = param.useSearch && (settable === undefined || settable.has(param.field));
    if (!isSet) return { field: param.field, defaultValue: param.defaultValue };
    const value = search[param.field];
    delete search[param.field];
    return { field: param.field, defaultValue: value === undefined || value === null ? '' : value };
  });
  return { paramList, rowSearch: Object.keys(search).length > 0 ? JSON.stringify(search) : undefined };
}

/** The interface's rows, each with an `id` and without tree children; no caller for a public link. */
async function interfaceRows(
  ctx: AppContext,
  caller: SessionUser | undefined,
  release: VisualDesignReleaseRow,
  paramList: { field: string; defaultValue: unknown }[],
): Promise<Json[]> {
  if (!release.interfaceId) throw badRequest('visualDev.interfaceRequired');
  const iface = await requireEnabledInterface(ctx, release.interfaceId);
  const result = await executeDataInterface(ctx, iface, { caller, paramList, invokType: 'POST' });
  return rowsOf(result.data).map(({ children: _children, ...row }, index) => ({
    ...row,
    id: String(row.f_id ?? row.id ?? index + 1),
  }));
}

/** What a list of a data view reads its rows by: its columns, search fields and order fields. */
export interface DataViewColumns {
  /** The columns the keyword looks in. */
  shown: readonly string[];
  search: ReadonlyMap<string, SearchField>;
  /** The fields `sidx` may name. */
  sortable: ReadonlySet<string>;
  /** Fields the caller may not search or sort by. */
  hidden: ReadonlySet<string>;
  /** The advanced query's condition, when the list applies one. */
  advanced?: SQL;
  /** The `useSearch` parameters the search form may set; undefined: every one. */
  settable?: ReadonlySet<string>;
}

/** The rows of a data view matching the list body's search form, keyword and order, before paging. */
async function viewRows(
  ctx: AppContext,
  caller: SessionUser | undefined,
  release: VisualDesignReleaseRow,
  columns: DataViewColumns,
  body: OnlineDevListBody,
) {
  const { paramList, rowSearch } = splitSearch(viewParams(release), body.queryJson, columns.settable);
  const where = queryConditions(rowSearch, columns.search, undefined, columns.hidden, viewRowAccess);
  const keyword = keywordCondition(body.keyword, columns.shown, viewRowAccess);
  if (keyword) where.push(keyword);
  if (columns.advanced) where.push(columns.advanced);
  const order: SQL[] = [];
  if (body.sidx) {
    if (!columns.sortable.has(body.sidx)) throw badRequest('onlineDev.sortInvalid', { field: body.sidx });
    if (columns.hidden.has(body.sidx)) {
      throw badRequest('authorize.queryFieldNotGranted', { fields: body.sidx });
    }
    order.push(fieldOrder(body.sidx, body.sort ?? 'desc', viewRowAccess));
  }
  const rows = await interfaceRows(ctx, caller, release, paramList);
  return (window: { offset: number; limit: number }) =>
    findViewRowPage(ctx.db, rows, { where, order, ...window });
}

/**
 * The rows of a data view its list would show, before paging: the interface's rows with the list's
 * search form, keyword, advanced query and order, checked against the list design and the column grants.
 */
async function dataViewQuery(
  ctx: AppContext,
  { caller, lang, release, access }: DataViewCall,
  body: OnlineDevListBody,
) {
  const columns = listDesign(release, access.menu.category);
  const hidden = access.listHidden;
  const search = searchFieldsOf(columns);
  const form = requireFormDesign(dataViewFormDesign(dataViewFieldNames(columns)), lang).model;
  return viewRows(
    ctx,
    caller,
    release,
    {
      shown: stringsOf(columns.columnList, 'prop').filter((name) => !hidden.has(name)),
      search,
      sortable: new Set([...stringsOf(columns.columnList, 'prop'), ...search.keys()]),
      hidden,
      advanced: superQueryCondition(body.superQueryJson, form, hidden, viewRowAccess),
    },
    body,
  );
}

/**
 * A page of a data view's rows by columns of a caller's own (a link's list). `caller` undefined: the
 * interface runs for nobody (its caller variables empty).
 */
export async function listDataViewRowsBy(
  ctx: AppContext,
  view: { caller?: SessionUser; release: VisualDesignReleaseRow },
  columns: DataViewColumns,
  body: OnlineDevListBody,
) {
  return (await viewRows(ctx, view.caller, view.release, columns, body))(pageWindow(body));
}

/** POST /OnlineDev/{modelId}/List of a data view. */
export async function listDataViewRows(
  ctx: AppContext,
  view: DataViewCall,
  body: OnlineDevListBody,
): Promise<OnlineDevList> {
  const page = await (await dataViewQuery(ctx, view, body))(pageWindow(body));
  return pageOf(
    page.rows.map((row) => withoutKeys(row, view.access.listHidden)),
    page.total,
    body,
  );
}

/**
 * The rows of a data view's export: those of the list's page on screen (`dataType` 0) or every row the
 * list matches (1, refused past `max`), as the list reads them. The caller's chosen columns are checked
 * against the grants before this runs; a row keeps only them.
 */
export async function listDataViewExportRows(
  ctx: AppContext,
  view: DataViewCall,
  body: OnlineDevExportBody,
  max: number,
): Promise<Json[]> {
  const page = await dataViewQuery(ctx, view, body);
  if (body.dataType === 0) return (await page(pageWindow(body))).rows;
  const all = await page({ offset: 0, limit: max });
  if (all.total > max) throw badRequest('export.tooManyRows', { max });
  return all.rows;
}
