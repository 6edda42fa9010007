import {
  type Language,
  MenuCode,
  type OnlineDevConfig,
  type OnlineDevConfigQuery,
  type OnlineDevDesignParts,
  type OnlineDevList,
  type OnlineDevListBody,
  type OnlineDevRecord,
} from '@platform/contracts';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { hasPermission, permissionRefusal } from '../../permission/authority/authority.service.ts';
import { findVisualDesign } from '../base/visual-dev.repository.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { type RuntimeAccess, releaseAccess, runtimeAccess } from './online-dev-access.service.ts';
import { listDataViewRows } from './online-dev-data-view.service.ts';
import { DATA_VIEW, listDesign, releasedForm, stringsOf, withoutKeys } from './online-dev-design.ts';
import { groupRows, shownRows, treeRows } from './online-dev-list-rows.ts';
import {
  childOf,
  groupedPage,
  listShapeOf,
  SHAPED_ROWS_MAX,
  withHasChildren,
} from './online-dev-list-shapes.ts';
import {
  type FieldAccess,
  fieldOrder,
  jsonAccess,
  keywordCondition,
  queryConditions,
  searchFieldsOf,
} from './online-dev-query.ts';
import { openRecordStore, requireRuntimeDesign } from './online-dev-record-store.ts';
import { assertInScope, rowScopeCondition } from './online-dev-row-scope.ts';
import { superQueryCondition } from './online-dev-super-query.ts';

/*
 * 在线开发 runtime, reading: the design the menu page renders and the records of a design, from the
 * store they live in (online-dev-record-store.ts). What is read is the released copy; a list or record leaves out the
 * columns the caller does not hold.
 */

export const FORM_ONLY = 1;

type DesignParts = Pick<
  OnlineDevConfig,
  'fullName' | 'webType' | 'enableFlow' | 'formData' | 'columnData' | 'appColumnData' | 'flowTemplateJson'
> & { id: string };

export const toConfig = (design: DesignParts): OnlineDevConfig => ({
  id: design.id,
  fullName: design.fullName,
  webType: design.webType,
  enableFlow: design.enableFlow,
  formData: design.formData,
  columnData: design.columnData,
  appColumnData: design.appColumnData,
  flowTemplateJson: design.flowTemplateJson,
  flowEnCode: null,
  flowId: null,
});

/**
 * GET /OnlineDev/{modelId}/Config: the released design for its menu's holders; `type` 0 the draft, for
 * the designers of 功能设计 (the designer's preview), as the original.
 */
export async function getOnlineDevConfig(
  ctx: AppContext,
  caller: SessionUser,
  modelId: string,
  query: OnlineDevConfigQuery,
): Promise<OnlineDevConfig> {
  if (query.type === '0') {
    if (!(await hasPermission(ctx, caller, MenuCode.webDesign))) {
      throw await permissionRefusal(ctx, MenuCode.webDesign);
    }
    const draft = await findVisualDesign(ctx.db, modelId);
    if (!draft) throw notFound('visualDev.notFound');
    return toConfig(draft);
  }
  const { release } = await releaseAccess(ctx, caller, modelId, {});
  return toConfig(release);
}

/**
 * GET /OnlineDev/{modelId}/ColumnData and /FormData: the list and form design of the released copy, for
 * those Config serves it to (the original reads the draft there; the runtime renders the release).
 */
export async function getOnlineDevDesignParts(
  ctx: AppContext,
  caller: SessionUser,
  modelId: string,
): Promise<OnlineDevDesignParts> {
  const { columnData, formData } = await getOnlineDevConfig(ctx, caller, modelId, {});
  return { columnData, formData };
}

/** The list's conditions and order of a list query, checked against the list design and the grants. */
export function listConditions(
  release: VisualDesignReleaseRow,
  access: RuntimeAccess,
  lang: Language,
  body: OnlineDevListBody,
  fields: FieldAccess = jsonAccess,
): { where: SQL[]; order: SQL[] } {
  const columns = listDesign(release, access.menu.category);
  const hidden = access.listHidden;
  const form = releasedForm(release, lang);
  const treeRelation = typeof columns.treeRelation === 'string' ? columns.treeRelation : undefined;
  const where: SQL[] = queryConditions(body.queryJson, searchFieldsOf(columns), treeRelation, hidden, fields);
  const shown = stringsOf(columns.columnList, 'prop').filter((name) => !hidden.has(name));
  const keyword = keywordCondition(body.keyword, shown, fields);
  if (keyword) where.push(keyword);
  const advanced = superQueryCondition(body.superQueryJson, form, hidden, fields);
  if (advanced) where.push(advanced);
  const scope = rowScopeCondition(access, form, fields);
  if (scope) where.push(scope);

  const order: SQL[] = [];
  if (body.sidx) {
    const formFields = new Set(form.fields.map((entry) => entry.name));
    if (!formFields.has(body.sidx)) throw badRequest('onlineDev.sortInvalid', { field: body.sidx });
    if (hidden.has(body.sidx)) throw badRequest('authorize.queryFieldNotGranted', { fields: body.sidx });
    order.push(fieldOrder(body.sidx, body.sort ?? 'desc', fields));
  }
  return { where, order };
}

/** POST /OnlineDev/{modelId}/List: a page of records by the released list's search form and order. */
export async function listOnlineDevRecords(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  modelId: string,
  body: OnlineDevListBody,
): Promise<OnlineDevList> {
  const { release, access } = await releaseAccess(ctx, caller, modelId, { menuId: body.menuId });
  if (release.webType === DATA_VIEW) return listDataViewRows(ctx, { caller, lang, release, access }, body);
  if (release.webType === FORM_ONLY) return pageOf([], 0, body);

  const model = releasedForm(release, lang);

  const store = await openRecordStore(ctx, release, model, { forList: true });
  const query = { db: ctx.db, store, ...listConditions(release, access, lang, body, store.fields) };
  const shape = listShapeOf(listDesign(release, access.menu.category), model, access.listHidden);
  const shown = await shownRows(ctx, model, lang, access);
  if (shape.kind === 'grouped') {
    const groups = await groupedPage(query, shape.groupField, pageWindow(body));
    return pageOf(await groupRows(groups, shape, shown), groups.total, body);
  }
  const { rows, total } =
    shape.kind === 'treeTable'
      ? await treeRows(query, shape.parentField, pageWindow(body), { access, model, body })
      : await store.page(ctx.db, { ...query, ...pageWindow(body) });
  return pageOf((await shown(rows)).rows, total, body);
}

/**
 * POST /OnlineDev/{modelId}/List/{id}: the rows of a tree table under the record `id`, by the list's
 * query, each marked `hasChildren`. The original's page sends its list's page with it, so the page
 * is not applied: all the parent's rows come back (at most SHAPED_ROWS_MAX). Another list has none.
 */
export async function listOnlineDevChildren(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  params: { modelId: string; id: string },
  body: OnlineDevListBody,
): Promise<OnlineDevList> {
  const window = { currentPage: 1, pageSize: SHAPED_ROWS_MAX };
  const { release, model } = await requireRuntimeDesign(ctx, params.modelId, lang);
  const access = await runtimeAccess(ctx, caller, release, { menuId: body.menuId });
  const shape = listShapeOf(listDesign(release, access.menu.category), model, access.listHidden);
  if (shape.kind !== 'treeTable' || release.webType === DATA_VIEW || release.webType === FORM_ONLY) {
    return pageOf([], 0, window);
  }
  const store = await openRecordStore(ctx, release, model, { forList: true });
  const query = { db: ctx.db, store, ...listConditions(release, access, lang, body, store.fields) };
  const { rows, total } = await store.page(ctx.db, {
    where: [...query.where, childOf(query, shape.parentField, params.id)],
    order: query.order,
    ...pageWindow(window),
  });
  const shown = await shownRows(ctx, model, lang, access);
  return pageOf((await shown(await withHasChildren(query, shape.parentField, rows))).rows, total, window);
}

/**
 * GET /OnlineDev/{modelId}/{id} (the edit form's read) and /{id}/DataChange (the detail view): the
 * record as `{id, data}`. The form read keeps what the caller may write; the detail leaves out every
 * column the caller does not hold. Values are as stored: turning ids into names is a later slice.
 */
export async function getOnlineDevRecord(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  params: { modelId: string; id: string },
  purpose: 'form' | 'detail',
): Promise<OnlineDevRecord> {
  const { release, model } = await requireRuntimeDesign(ctx, params.modelId, lang);
  const access = await runtimeAccess(ctx, caller, release, {});
  const store = await openRecordStore(ctx, release, model);
  await assertInScope(ctx.db, store, access, model, params.id);
  const data = await store.find(ctx.db, params.id);
  if (!data) throw notFound('common.notFound');
  const hidden = purpose === 'form' ? access.detailHidden : access.listHidden;
  return { id: params.id, data: JSON.stringify(withoutKeys(data, hidden)) };
}
