import {
  ButtonCode,
  type DataInterfaceInfoByIdsBody,
  type DataInterfaceListCallBody,
  MenuCode,
  type PreviewDataInterfaceBody,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { dataInterfaceRecords } from './data-interface.service.ts';
import { type ExecutionRequest, executeDataInterface } from './data-interface-execute.ts';
import { requireEnabledInterface } from './data-interface-options.service.ts';

/*
 * Preview (a holder of the menu's preview button tries any interface, enabled or not; anyone else
 * signed in, such as a portal card, previews enabled interfaces only), Actions/List and
 * Actions/InfoByIds (form widgets read an enabled interface's rows). The executor gets the page, the
 * keyword and its fields; when it answers a total it has paged and filtered, otherwise (static
 * interfaces, executors that run in full) the rows are filtered by the keyword (against
 * relationField, else any of columnOptions, else any field) and paged here.
 */

type Row = Record<string, unknown>;

function callerOf(request: FastifyRequest, caller: SessionUser): Omit<ExecutionRequest, 'paramList'> {
  const ua = request.headers['user-agent'];
  return { caller, ip: request.ip, userAgent: Array.isArray(ua) ? ua[0] : ua, invokType: request.method };
}

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a result: an array's object items, an object's `list` array, or the object itself. */
export function rowsOf(data: unknown): Row[] {
  if (Array.isArray(data)) return data.filter(isRow);
  if (isRow(data)) return Array.isArray(data.list) ? data.list.filter(isRow) : [data];
  return [];
}

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The rows whose relation field (or one of the shown columns, or any field) contains the keyword. */
export function rowsMatching(rows: Row[], keyword: string | null | undefined, fields: string[]): Row[] {
  const needle = keyword?.trim();
  if (!needle) return rows;
  const lower = needle.toLowerCase();
  const contains = (value: unknown) => textOf(value).toLowerCase().includes(lower);
  return rows.filter((row) =>
    fields.length > 0 ? fields.some((field) => contains(row[field])) : Object.values(row).some(contains),
  );
}

export async function previewDataInterface(
  ctx: AppContext,
  caller: SessionUser,
  request: FastifyRequest,
  id: string,
  body: PreviewDataInterfaceBody,
): Promise<unknown> {
  const isManager = await ctx.access.hasPermission(ctx, caller, MenuCode.dataInterface, ButtonCode.preview);
  const row = isManager
    ? (await dataInterfaceRecords.require(ctx, caller, id)).row
    : await requireEnabledInterface(ctx, id);
  const result = await executeDataInterface(ctx, row, {
    ...callerOf(request, caller),
    paramList: body?.paramList,
  });
  return result.data;
}

export async function listDataInterfaceRows(
  ctx: AppContext,
  caller: SessionUser,
  request: FastifyRequest,
  id: string,
  body: DataInterfaceListCallBody,
) {
  const iface = await requireEnabledInterface(ctx, id);
  const page = { currentPage: body.currentPage, pageSize: body.pageSize };
  const fields = body.relationField
    ? [body.relationField]
    : (body.columnOptions ?? '')
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean);
  const result = await executeDataInterface(ctx, iface, {
    ...callerOf(request, caller),
    paramList: body.paramList,
    page: { ...page, keyword: body.keyword ?? undefined, keywordFields: fields },
  });
  const rows = rowsOf(result.data);
  if (result.total !== undefined) return pageOf(rows, result.total, page);
  const matching = rowsMatching(rows, body.keyword, fields);
  const { offset, limit } = pageWindow(page);
  return pageOf(matching.slice(offset, offset + limit), matching.length, page);
}

export async function listDataInterfaceRowsByIds(
  ctx: AppContext,
  caller: SessionUser,
  request: FastifyRequest,
  id: string,
  body: DataInterfaceInfoByIdsBody,
): Promise<Row[]> {
  const iface = await requireEnabledInterface(ctx, id);
  const wanted = body.ids.map(String);
  if (wanted.length === 0) return [];
  const result = await executeDataInterface(ctx, iface, {
    ...callerOf(request, caller),
    paramList: body.paramList,
    echo: { showKey: body.propsValue, showValues: wanted },
  });
  const ids = new Set(wanted);
  return rowsOf(result.data).filter((row) => ids.has(textOf(row[body.propsValue])));
}

/** The field names of an enabled interface's result: the keys of its first rows (SQL runs for one row). */
export async function listDataInterfaceFields(
  ctx: AppContext,
  caller: SessionUser,
  request: FastifyRequest,
  id: string,
  body: PreviewDataInterfaceBody,
): Promise<string[]> {
  const iface = await requireEnabledInterface(ctx, id);
  const result = await executeDataInterface(ctx, iface, {
    ...callerOf(request, caller),
    paramList: body?.paramList,
    page: { currentPage: 1, pageSize: 1 },
  });
  return [
    ...new Set(
      rowsOf(result.data)
        .slice(0, 20)
        .flatMap((row) => Object.keys(row)),
    ),
  ];
}
