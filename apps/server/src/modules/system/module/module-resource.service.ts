import {
  type CreatedId,
  MENU_TYPE_FIELDS,
  type ModuleButtonBody,
  type ModuleButtonInfo,
  type ModuleFieldBody,
  type ModuleFieldInfo,
  type ModuleSchemeBody,
  type ModuleSchemeInfo,
  parseDataSchemeConditions,
  RESOURCE_CODE_PATTERN,
  type ResourceListQuery,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Tx } from '../../../db/client.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { bumpPermissionVersion } from '../../permission/authority/permission-cache.ts';
import { findMenu } from './menu.repository.ts';
import {
  deleteResourceCascade,
  type FieldKind,
  type FieldRow,
  findFieldRow,
  findSchemeRow,
  insertFieldRow,
  insertSchemeRow,
  isResourceCodeTaken,
  listFieldRows,
  listSchemeRows,
  type ResourceKind,
  type SchemeRow,
  updateFieldRow,
  updateSchemeRow,
} from './module-resource.repository.ts';

/*
 * Buttons, columns, forms and data schemes of a page (issue 3). enCode is unique per menu; a resource
 * stays on its menu; deleting one removes its grants in the same transaction. Resources feed
 * CurrentUser's permissionList and the route guard, so every change bumps the permission version.
 */

type FieldBody = ModuleButtonBody | ModuleFieldBody;

/** The menu must exist and be a type that has resources (not a directory, folder or link). */
async function requirePageMenu(db: AppContext['db'] | Tx, moduleId: string) {
  const menu = await findMenu(db, moduleId);
  if (!menu) throw notFound('menu.notFound');
  if (!MENU_TYPE_FIELDS[menu.type]?.hasResources) throw badRequest('menu.noResources');
  return menu;
}

async function checkCode(tx: Tx, kind: ResourceKind, moduleId: string, enCode: string, selfId?: string) {
  if (!RESOURCE_CODE_PATTERN.test(enCode)) throw badRequest('menu.resourceCodeInvalid');
  if (await isResourceCodeTaken(tx, kind, moduleId, enCode, selfId)) {
    throw badRequest('menu.resourceDuplicateCode', { code: enCode });
  }
}

async function inTransaction(ctx: AppContext, code: string, work: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await ctx.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('menu.resourceDuplicateCode', { code });
    throw err;
  }
  await bumpPermissionVersion(ctx);
}

const common = (row: FieldRow | SchemeRow) => ({
  id: row.id,
  moduleId: row.moduleId,
  fullName: row.fullName,
  enCode: row.enCode,
  description: row.description,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  creatorTime: row.createdAt.getTime(),
});

export const toButtonInfo = (row: FieldRow): ModuleButtonInfo => ({ ...common(row), icon: row.icon });
export const toFieldInfo = (row: FieldRow): ModuleFieldInfo => ({
  ...common(row),
  bindTable: row.bindTable,
  fieldRule: row.fieldRule,
  childTableKey: row.childTableKey,
});
const toSchemeInfo = (row: SchemeRow): ModuleSchemeInfo => ({
  ...common(row),
  conditionJson: row.conditionJson,
  matchLogic: row.matchLogic,
  allData: row.allData,
});

function fieldValues(body: FieldBody) {
  const field = 'fieldRule' in body ? body : undefined;
  if (field?.fieldRule === 1 && !field.childTableKey) throw badRequest('menu.childTableKeyRequired');
  return {
    moduleId: body.moduleId,
    fullName: body.fullName,
    enCode: body.enCode,
    icon: 'icon' in body ? (body.icon ?? null) : null,
    bindTable: field?.bindTable ?? null,
    fieldRule: field?.fieldRule ?? 0,
    childTableKey: field?.fieldRule === 1 ? (field.childTableKey ?? null) : null,
    description: body.description ?? null,
    sortCode: body.sortCode,
    enabledMark: body.enabledMark,
  };
}

export async function listFields(
  ctx: AppContext,
  kind: FieldKind,
  moduleId: string,
  query: ResourceListQuery,
) {
  if (!(await findMenu(ctx.db, moduleId))) throw notFound('menu.notFound');
  return listFieldRows(ctx.db, kind, moduleId, query.keyword);
}

export async function getField(ctx: AppContext, kind: FieldKind, id: string): Promise<FieldRow> {
  const row = await findFieldRow(ctx.db, kind, id);
  if (!row) throw notFound('menu.resourceNotFound');
  return row;
}

export async function createField(ctx: AppContext, kind: FieldKind, body: FieldBody): Promise<CreatedId> {
  const values = fieldValues(body);
  const id = newId();
  await inTransaction(ctx, values.enCode, async (tx) => {
    await requirePageMenu(tx, values.moduleId);
    await checkCode(tx, kind, values.moduleId, values.enCode);
    await insertFieldRow(tx, kind, id, values);
  });
  return { id };
}

export async function editField(
  ctx: AppContext,
  kind: FieldKind,
  id: string,
  body: FieldBody,
): Promise<void> {
  const values = fieldValues(body);
  await inTransaction(ctx, values.enCode, async (tx) => {
    const row = await findFieldRow(tx, kind, id);
    if (!row) throw notFound('menu.resourceNotFound');
    if (row.moduleId !== values.moduleId) throw badRequest('menu.resourceMoved');
    await checkCode(tx, kind, row.moduleId, values.enCode, id);
    await updateFieldRow(tx, kind, id, values);
  });
}

/** Deletes a button, column, form or scheme with its grants. */
export async function removeResource(ctx: AppContext, kind: ResourceKind, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = kind === 'scheme' ? await findSchemeRow(tx, id) : await findFieldRow(tx, kind, id);
    if (!row) throw notFound('menu.resourceNotFound');
    await deleteResourceCascade(tx, kind, id);
  });
  await bumpPermissionVersion(ctx);
}

/** conditionJson must be the allowed shape; without allData at least one condition is needed. */
function schemeValues(body: ModuleSchemeBody) {
  const parsed = parseDataSchemeConditions(body.conditionJson);
  if (!parsed.ok) throw badRequest('dataScheme.invalidConditions', { detail: parsed.detail });
  if (body.allData !== 1 && parsed.conditions.length === 0) throw badRequest('dataScheme.conditionsRequired');
  return {
    moduleId: body.moduleId,
    fullName: body.fullName,
    enCode: body.enCode,
    // Stored re-serialised: only the validated shape is kept, whatever spacing the client sent.
    conditionJson: JSON.stringify(parsed.conditions),
    matchLogic: body.matchLogic,
    allData: body.allData,
    description: body.description ?? null,
    sortCode: body.sortCode,
    enabledMark: body.enabledMark,
  };
}

export async function listSchemes(ctx: AppContext, moduleId: string, query: ResourceListQuery) {
  if (!(await findMenu(ctx.db, moduleId))) throw notFound('menu.notFound');
  return { list: (await listSchemeRows(ctx.db, moduleId, query.keyword)).map(toSchemeInfo) };
}

export async function getScheme(ctx: AppContext, id: string): Promise<ModuleSchemeInfo> {
  const row = await findSchemeRow(ctx.db, id);
  if (!row) throw notFound('menu.resourceNotFound');
  return toSchemeInfo(row);
}

export async function createScheme(ctx: AppContext, body: ModuleSchemeBody): Promise<CreatedId> {
  const values = schemeValues(body);
  const id = newId();
  await inTransaction(ctx, values.enCode, async (tx) => {
    await requirePageMenu(tx, values.moduleId);
    await checkCode(tx, 'scheme', values.moduleId, values.enCode);
    await insertSchemeRow(tx, id, { ...values, updatedAt: ctx.now() });
  });
  return { id };
}

export async function editScheme(ctx: AppContext, id: string, body: ModuleSchemeBody): Promise<void> {
  const values = schemeValues(body);
  await inTransaction(ctx, values.enCode, async (tx) => {
    const row = await findSchemeRow(tx, id);
    if (!row) throw notFound('menu.resourceNotFound');
    if (row.moduleId !== values.moduleId) throw badRequest('menu.resourceMoved');
    await checkCode(tx, 'scheme', row.moduleId, values.enCode, id);
    await updateSchemeRow(tx, id, { ...values, updatedAt: ctx.now() });
  });
}
