import type {
  CreateDataInterfaceBody,
  DataInterfaceInfo,
  DataInterfaceListQuery,
  UpdateDataInterfaceBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { dataInterfaces } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { findDictionaryData } from '../dictionary/dictionary.repository.ts';
import {
  type DataInterfaceRow,
  findDataInterface,
  findDataInterfacePage,
  hasDataInterfaceNamed,
} from './data-interface.repository.ts';
import { storedJsonFields } from './data-interface-fields.ts';
import { DATA_INTERFACE_FIELDS, dataInterfaceGrants } from './data-interface-grants.service.ts';

/*
 * 数据接口 (data interfaces). Name and code are unique; the category is an entry of the
 * DataInterfaceType dictionary. A SQL interface only queries (request method 3); a static one holds
 * valid JSON; an HTTP one has a URL and GET (6) or POST (7). Deleting an interface deletes its
 * variables and call log.
 */

export const dataInterfaceRecords = recordKit<DataInterfaceRow, MenuReadAccess>({
  table: dataInterfaces,
  find: findDataInterface,
  grants: dataInterfaceGrants,
  notFound: 'dataInterface.notFound',
  unique: {
    column: dataInterfaces.enCode,
    field: 'enCode',
    message: 'dataInterface.codeTaken',
    param: 'code',
  },
  editable: DATA_INTERFACE_FIELDS,
});

export function toDataInterfaceInfo(row: DataInterfaceRow): Required<Omit<DataInterfaceInfo, 'tenantId'>> {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    categoryId: row.categoryId,
    dataType: row.dataType,
    dbLinkId: row.dbLinkId,
    requestMethod: row.requestMethod,
    responseType: row.responseType,
    query: row.query,
    path: row.path,
    requestHeaders: row.requestHeaders,
    requestParameters: row.requestParameters,
    propertyJson: row.propertyJson,
    checkType: row.checkType,
    dataProcessing: row.dataProcessing,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
  };
}

type Content = Pick<DataInterfaceRow, 'dataType' | 'requestMethod' | 'query' | 'path'>;

/** The request method to store for the type, after the type's own rules on its content. */
export function checkedContent(content: Content): string | null {
  const blank = (value: string | null) => !value?.trim();
  if (content.dataType === 1) {
    if (content.requestMethod && content.requestMethod !== '3')
      throw badRequest('dataInterface.methodRefused');
    if (blank(content.query)) throw badRequest('dataInterface.contentRequired', { field: 'SQL' });
    return '3';
  }
  if (content.dataType === 2) {
    if (blank(content.query)) throw badRequest('dataInterface.contentRequired', { field: 'JSON' });
    try {
      JSON.parse(content.query ?? '');
    } catch {
      throw badRequest('dataInterface.invalidJson', { field: 'query', detail: 'JSON' });
    }
    return null;
  }
  if (blank(content.path)) throw badRequest('dataInterface.contentRequired', { field: 'URL' });
  return content.requestMethod === '7' ? '7' : '6';
}

export async function requireCategory(ctx: AppContext, categoryId: string | undefined) {
  if (categoryId !== undefined && !(await findDictionaryData(ctx.db, categoryId))) {
    throw badRequest('dataInterface.categoryMissing');
  }
}

async function requireFreeName(ctx: AppContext, fullName: string | undefined, exceptId?: string) {
  if (fullName !== undefined && (await hasDataInterfaceNamed(ctx.db, fullName, exceptId))) {
    throw badRequest('dataInterface.nameTaken', { name: fullName });
  }
}

export function listDataInterfaces(ctx: AppContext, caller: SessionUser, query: DataInterfaceListQuery) {
  return dataInterfaceRecords.page(
    ctx,
    caller,
    query,
    (filter) =>
      findDataInterfacePage(ctx.db, {
        keyword: query.keyword,
        categoryId: query.categoryId,
        dataType: query.dataType ?? query.type,
        ...filter,
      }),
    (rows) => rows.map(toDataInterfaceInfo),
  );
}

export function getDataInterface(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<DataInterfaceInfo> {
  return dataInterfaceRecords.read(ctx, caller, id, toDataInterfaceInfo);
}

export async function createDataInterface(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateDataInterfaceBody,
) {
  const json = storedJsonFields(body);
  const requestMethod = checkedContent({
    dataType: body.dataType,
    requestMethod: body.requestMethod ?? null,
    query: body.query ?? null,
    path: body.path ?? null,
  });
  return dataInterfaceRecords.create(
    ctx,
    caller,
    body,
    {
      fullName: body.fullName,
      enCode: body.enCode,
      categoryId: body.categoryId,
      dataType: body.dataType,
      dbLinkId: body.dataType === 1 ? body.dbLinkId || '0' : null,
      requestMethod,
      responseType: body.responseType ?? 'json',
      query: body.dataType === 3 ? null : body.query,
      path: body.dataType === 3 ? body.path : null,
      checkType: body.checkType ?? 0,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      description: body.description,
      ...json,
    },
    {
      check: async () => {
        await requireCategory(ctx, body.categoryId);
        await requireFreeName(ctx, body.fullName);
      },
    },
  );
}

export async function updateDataInterface(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateDataInterfaceBody,
): Promise<void> {
  const json = storedJsonFields(body);
  let requestMethod: string | null = null;
  await dataInterfaceRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      requestMethod = checkedContent({
        dataType: body.dataType ?? row.dataType,
        requestMethod: body.requestMethod === undefined ? row.requestMethod : body.requestMethod,
        query: body.query === undefined ? row.query : body.query,
        path: body.path === undefined ? row.path : body.path,
      });
      await requireCategory(ctx, body.categoryId);
      await requireFreeName(ctx, body.fullName, id);
    },
    extra: () => ({
      requestMethod,
      ...Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined)),
    }),
  });
}

export function removeDataInterface(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return dataInterfaceRecords.remove(ctx, caller, id);
}

export function toggleDataInterfaceState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return dataInterfaceRecords.toggleState(ctx, caller, id);
}
