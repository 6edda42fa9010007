import type { FormModel } from '../schema/form-model.ts';
import { suggestionParams } from './interface-params.ts';
import type { RelatedAttributeRequest, SuggestionsRequest } from './widget-sources.ts';

/** One record of a data interface or of another form: its columns by name. */
export type PickRecord = Record<string, unknown>;

/** One page of records and how many match in all (the server's `data.list`, `data.pagination.total`). */
export interface RecordPage {
  list: PickRecord[];
  total: number;
}

/** The search and page of a list asked by a popup picker. */
export interface PageQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/** A data-interface parameter with its value in `defaultValue`, as the interface calls carry them. */
export type InterfaceParam = SuggestionsRequest['paramList'][number];

/** A page of a data interface's rows (`POST /{interfaceId}/Actions/List`). */
export interface InterfaceListRequest extends PageQuery {
  interfaceId: string;
  /** The column that identifies a row (its value is stored). */
  propsValue: string;
  /** The column the keyword is matched against and that names a row. */
  relationField: string;
  /** The shown columns, comma separated; the keyword is matched against them too. */
  columnOptions: string;
  paramList: InterfaceParam[];
}

/** The rows of a data interface whose `propsValue` is one of `ids` (`POST /{interfaceId}/Actions/InfoByIds`). */
export interface InterfaceInfoByIdsRequest {
  interfaceId: string;
  ids: string[];
  propsValue: string;
  relationField: string;
  paramList: InterfaceParam[];
}

/** A page of another form's records, for `relationForm` and the sub-table's pick list. */
export interface RelationFormListRequest extends PageQuery {
  modelId: string;
  relationField: string;
  columnOptions: string;
}

/** One record of another form, with that form's design so it can be shown read-only. */
export interface RelationFormRecord {
  /** The related form's design (`formData`), as JSON text or parsed. */
  formData: unknown;
  /** The record's values, `id` included. */
  data: PickRecord;
}

/** Sources of the popup, popup-table and relation-form pickers and of the dictionary Add button. */
export interface RecordSources {
  interfaceList?: (request: InterfaceListRequest) => Promise<RecordPage>;
  interfaceInfoByIds?: (request: InterfaceInfoByIdsRequest) => Promise<PickRecord[]>;
  relationFormList?: (request: RelationFormListRequest) => Promise<RecordPage>;
  /** One record of the form `modelId`; null when it does not exist. */
  relationFormRecord?: (request: { modelId: string; id: string }) => Promise<RelationFormRecord | null>;
  /**
   * Opens the host's dictionary management for `dictionaryType` (a dictionary tree select shows an Add
   * button only when this is given); when the returned promise settles, the options are asked again.
   */
  openDictionaryManager?: (dictionaryType: string) => Promise<unknown> | undefined;
}

const cellText = (value: unknown) =>
  value === null || value === undefined || typeof value === 'object' ? '' : String(value);

/**
 * Filters rows by the keyword (in the `relationField` column or any of the `columnOptions`) and cuts the
 * requested page, as the server does for interfaces without paging of their own.
 */
export function pageOfRecords(
  rows: readonly PickRecord[],
  query: PageQuery & { relationField: string; columnOptions: string },
): RecordPage {
  const keyword = query.keyword.trim().toLowerCase();
  const columns = [query.relationField, ...query.columnOptions.split(',')].filter(Boolean);
  const matching =
    keyword === ''
      ? [...rows]
      : rows.filter((row) => columns.some((column) => cellText(row[column]).toLowerCase().includes(keyword)));
  const start = (Math.max(query.currentPage, 1) - 1) * query.pageSize;
  return { list: matching.slice(start, start + query.pageSize), total: matching.length };
}

/** In-memory data interfaces and forms with the contract of the sources above, for tests and previews. */
export function fakeRecordSources(data: {
  /** Rows of each data interface, from its parameters. */
  interfaces?: Record<string, (params: Record<string, unknown>) => PickRecord[]>;
  /** Each form's design and records (each with an `id`). */
  forms?: Record<string, { formData: unknown; records: PickRecord[] }>;
}): RecordSources {
  const rowsOf = (interfaceId: string, paramList: InterfaceParam[]) =>
    data.interfaces?.[interfaceId]?.(
      Object.fromEntries(paramList.map((param) => [param.field, param.defaultValue])),
    ) ?? [];
  return {
    interfaceList: async (request) => pageOfRecords(rowsOf(request.interfaceId, request.paramList), request),
    interfaceInfoByIds: async (request) =>
      rowsOf(request.interfaceId, request.paramList).filter((row) =>
        request.ids.includes(cellText(row[request.propsValue])),
      ),
    relationFormList: async (request) => pageOfRecords(data.forms?.[request.modelId]?.records ?? [], request),
    relationFormRecord: async ({ modelId, id }) => {
      const form = data.forms?.[modelId];
      const record = form?.records.find((row) => cellText(row.id) === id);
      return form && record ? { formData: form.formData, data: record } : null;
    },
  };
}

const textOf = (value: unknown, fallback: string) =>
  typeof value === 'string' && value !== '' ? value : fallback;

/**
 * The attribute of a picked record for `relationFormAttr` / `popupAttr`, read through the pickers' own
 * sources: the picker field's design says which form or data interface holds the record.
 */
export function relatedAttributeFromRecords(
  model: FormModel,
  sources: RecordSources,
): ((request: RelatedAttributeRequest) => Promise<unknown>) | undefined {
  const { relationFormRecord, interfaceInfoByIds } = sources;
  if (!relationFormRecord && !interfaceInfoByIds) return undefined;
  return async ({ kind, pickerField, id, showField, values = {} }) => {
    const picker = model.byRef.get(pickerField)?.field;
    if (!picker) return undefined;
    if (kind === 'relationForm') {
      const modelId = textOf(picker.modelId, '');
      const record = modelId && relationFormRecord ? await relationFormRecord({ modelId, id }) : null;
      return record?.data[showField];
    }
    const interfaceId = textOf(picker.interfaceId, '');
    if (!interfaceId || !interfaceInfoByIds) return undefined;
    const propsValue = textOf(picker.propsValue, 'id');
    const rows = await interfaceInfoByIds({
      interfaceId,
      ids: [id],
      propsValue,
      relationField: textOf(picker.relationField, 'fullName'),
      paramList: suggestionParams(picker, values, ''),
    });
    return rows.find((row) => cellText(row[propsValue]) === id)?.[showField];
  };
}
