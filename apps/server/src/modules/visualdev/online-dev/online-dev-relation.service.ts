import type {
  FieldDataSelect,
  FieldDataSelectQuery,
  FormDataFields,
  FormDataFieldsQuery,
  Language,
} from '@platform/contracts';
import type { FieldEntry } from '@platform/form-engine';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { runtimeAccess } from './online-dev-access.service.ts';
import { releasedForm, requireRelease } from './online-dev-design.ts';
import { keywordCondition } from './online-dev-query.ts';
import { openRecordStore, requireRuntimeDesign } from './online-dev-record-store.ts';

/*
 * A released design read by other designs' widgets. The relation-form picker pages the design's records
 * (FieldDataSelect), from the store they live in (JSON records or tables), under the same access as its list: the caller holds one of the design's menus and
 * sees only the columns granted to them. The designer's field choosers (FormDataFields) list the
 * released form's value fields.
 */

/** Widgets that hold no value of their own (layout, static text, attributes shown from another record). */
const NO_VALUE = new Set(['layout', 'display', 'derived', 'subTable']);

const fieldLabel = (entry: FieldEntry) => {
  const label = entry.field.__config__.label;
  return typeof label === 'string' && label !== '' ? label : entry.name;
};

/** GET /Base/{id}/FormDataFields: the main form's value fields; filterType 1 adds sub-table columns. */
export async function listFormDataFields(
  ctx: AppContext,
  lang: Language,
  modelId: string,
  query: FormDataFieldsQuery,
): Promise<FormDataFields> {
  const form = releasedForm(await requireRelease(ctx, modelId), lang);
  const list = form.fields
    .filter((entry) => !NO_VALUE.has(entry.kind))
    .map((entry) => ({ vmodel: entry.name, label: fieldLabel(entry), jnpfKey: entry.key }));
  if (query.filterType === '1') {
    for (const [table, columns] of form.columns) {
      const tableLabel = form.byRef.get(table)?.field.__config__.label ?? table;
      for (const column of columns.filter((entry) => !NO_VALUE.has(entry.kind))) {
        list.push({
          vmodel: `${table}-${column.name}`,
          label: `${tableLabel}-${fieldLabel(column)}`,
          jnpfKey: column.key,
        });
      }
    }
  }
  return { list };
}

const columnsOf = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * GET /Base/{id}/FieldDataSelect: a page of the design's records with `id`, the relation field and the
 * asked columns; the keyword is matched in those columns. A column that is not a main-form value field
 * is refused, and so is one the caller's column grants hide.
 */
export async function selectFieldData(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  query: FieldDataSelectQuery,
): Promise<FieldDataSelect> {
  const { release, model: form } = await requireRuntimeDesign(ctx, modelId, lang);
  const access = await runtimeAccess(ctx, caller, release, {});
  const valueFields = new Set(form.fields.filter((e) => !NO_VALUE.has(e.kind)).map((e) => e.name));
  const names = [...new Set([query.relationField, ...columnsOf(query.columnOptions)])];
  const unknown = names.filter((name) => !valueFields.has(name));
  if (unknown.length > 0) throw badRequest('onlineDev.fieldUnknown', { fields: unknown.join('、') });
  const hidden = names.filter((name) => access.listHidden.has(name));
  if (hidden.length > 0) throw badRequest('authorize.queryFieldNotGranted', { fields: hidden.join('、') });

  const store = await openRecordStore(ctx, release, form);
  const keyword = keywordCondition(query.keyword, names, store.fields);
  const { rows, total } = await store.page(ctx.db, {
    where: keyword ? [keyword] : [],
    order: [],
    ...pageWindow(query),
  });
  const list = rows.map((row) => ({
    ...Object.fromEntries(names.map((name) => [name, row[name] ?? null])),
    id: String(row.id),
  }));
  return pageOf(list, total, query);
}
