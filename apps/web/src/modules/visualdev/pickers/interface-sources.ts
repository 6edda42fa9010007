import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import type {
  FormDataSources,
  InterfaceListRequest,
  InterfaceParam,
  RecordPage,
} from '@platform/form-engine/react';
import { call } from '../../../platform/http/call.ts';

/*
 * The form engine's data-interface sources on the server's calls, open to every signed-in user for
 * enabled interfaces: the popup select, popup table select and sub-table pick lists and the
 * autocomplete's suggestions page through POST /system/DataInterface/{id}/Actions/List (keyword,
 * relationField, columnOptions, paramList), and a picked value is named through
 * POST /{id}/Actions/InfoByIds. The popup attribute needs no source of its own: the renderer reads
 * the picked row through `interfaceInfoByIds` (`relatedAttributeFromRecords`). The options of a
 * `dataType: 'dynamic'` choice are the interface's answer to POST /{id}/Actions/Preview when it is a
 * list of rows (anything else gives no options, as in the original).
 */

export type InterfaceDataSources = Required<
  Pick<FormDataSources, 'interfaceList' | 'interfaceInfoByIds' | 'interfaceSuggestions' | 'interfaceOptions'>
>;

const SILENT = { isSilent: true };

type WireParam = { field: string; relationField: string; defaultValue: string | number | boolean };

/**
 * The parameters as the server reads them: a value is text, a number or a boolean (a list, such as a
 * multiple select's value, is sent comma separated; an empty value as ''), nameless items left out.
 */
export function wireParams(params: readonly InterfaceParam[]): WireParam[] {
  return params
    .filter((param) => param.field !== '')
    .map(({ field, relationField, defaultValue }) => ({
      field,
      relationField,
      defaultValue: wireValue(defaultValue),
    }));
}

/** A parameter's value as the server reads it (see wireParams). */
export function wireValue(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item) => wireValue(item)).join(',');
  return JSON.stringify(value);
}

type ListBody = Omit<InterfaceListRequest, 'interfaceId' | 'paramList' | 'propsValue'> & {
  propsValue?: string;
  paramList: WireParam[];
};

/** One page of an interface's rows (a pick list without paging asks 10,000 at once, as the original). */
async function listPage(interfaceId: string, body: ListBody, isSilent: boolean): Promise<RecordPage> {
  const page = await call(
    dataInterfaceEndpoints.listRows,
    { params: { id: interfaceId }, body: { ...body, interfaceId } },
    { isSilent },
  );
  return { list: page.list, total: page.pagination.total };
}

/** The data-interface sources of the form renderer. */
export const interfaceSources: InterfaceDataSources = {
  // The pick list shows the server's reason when a page fails (a required parameter left empty…).
  interfaceList: ({ interfaceId, paramList, ...query }) =>
    listPage(interfaceId, { ...query, paramList: wireParams(paramList) }, false),
  interfaceInfoByIds: async ({ interfaceId, ids, propsValue, relationField, paramList }) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return call(
      dataInterfaceEndpoints.infoByIds,
      {
        params: { id: interfaceId },
        body: { interfaceId, ids: unique, propsValue, relationField, paramList: wireParams(paramList) },
      },
      SILENT,
    );
  },
  // As the original: no keyword of its own, the typed text reaches the interface as its `@keyword` parameter.
  interfaceSuggestions: async ({ interfaceId, relationField, paramList, pageSize }) =>
    (
      await listPage(
        interfaceId,
        {
          keyword: '',
          currentPage: 1,
          pageSize,
          relationField,
          columnOptions: '',
          paramList: wireParams(paramList),
        },
        true,
      )
    ).list,
  interfaceOptions: async (interfaceId, params) => {
    const paramList = Object.entries(params).map(([field, value]) => ({
      field,
      defaultValue: wireValue(value),
    }));
    const rows = await call(
      dataInterfaceEndpoints.preview,
      { params: { id: interfaceId }, body: { paramList } },
      SILENT,
    );
    return Array.isArray(rows)
      ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
      : [];
  },
};
