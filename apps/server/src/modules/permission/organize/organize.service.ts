import {
  type CreateOrganizeBody,
  ORGANIZE_TOP_ID,
  type OrganizeCategory,
  type UpdateOrganizeBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { definedFields } from '../../../shared/defined-fields.ts';
import { newId } from '../../../shared/ids.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { bumpPermissionVersion } from '../../oauth/current-user/permission-cache.ts';
import type { MenuReadAccess } from '../authority/menu-grants.service.ts';
import {
  countDependants,
  deleteOrganization,
  findOrganization,
  findOrganizationIdByCode,
  insertOrganization,
  moveDescendants,
  type OrganizeRow,
  updateOrganization,
  userExists,
} from './organize.repository.ts';
import { organizeGrantsOf } from './organize-grants.service.ts';
import { isInScope, manageableOrganizeIds, type OrganizeAction } from './organize-scope.service.ts';
import { isOnPath } from './organize-tree.ts';

/*
 * Writes of organizations and departments (§7.4). Rules: unique enCode, an existing parent that is not
 * the node or one of its descendants, a company only at the top or under a company, a department never
 * at the top, an existing manager. Non-administrators act only inside the organizations they manage
 * (grade management, see organize-scope.service); creating at the top needs an administrator. Form
 * fields and rows follow the caller's grants on the route's menu (organize-grants.service, ADR 0009).
 */

type Caller = SessionUser;

async function requireScope(ctx: AppContext, caller: Caller, organizeId: string, action: OrganizeAction) {
  if (caller.isAdministrator) return;
  const scope = await manageableOrganizeIds(ctx, caller, action);
  if (organizeId === ORGANIZE_TOP_ID || !isInScope(scope, organizeId)) throw forbidden('organize.outOfScope');
}

/** The row, or 404 ("no such department" when the route is the department one and the row is not). */
export async function requireOrganize(
  ctx: AppContext,
  id: string,
  category?: OrganizeCategory,
): Promise<OrganizeRow & { managerName: string | null }> {
  const row = await findOrganization(ctx.db, id);
  if (category === 'department' && row?.category !== 'department')
    throw notFound('organize.departmentNotFound');
  if (!row) throw notFound('organize.notFound');
  return row;
}

/** requireOrganize, and 404 as well when the row is outside the caller's data schemes on the route's menu. */
export async function readableOrganize(
  ctx: AppContext,
  caller: Caller,
  id: string,
  category?: OrganizeCategory,
): Promise<{ row: OrganizeRow & { managerName: string | null }; access: MenuReadAccess }> {
  const grants = organizeGrantsOf(category);
  const [row, access] = await Promise.all([
    requireOrganize(ctx, id, category),
    grants.readAccess(ctx, caller),
  ]);
  if (!(await grants.isRowReadable(ctx, access, id))) {
    throw notFound(category === 'department' ? 'organize.departmentNotFound' : 'organize.notFound');
  }
  return { row, access };
}

/** Checks the parent for a node of `category` (id given when the node exists) and returns its idPath prefix. */
async function checkParent(
  ctx: AppContext,
  category: string,
  parentId: string,
  id?: string,
): Promise<string | undefined> {
  if (parentId === ORGANIZE_TOP_ID) {
    if (category === 'department') throw badRequest('organize.departmentAtTop');
    return undefined;
  }
  if (parentId === id) throw badRequest('organize.parentCycle');
  const parent = await findOrganization(ctx.db, parentId);
  if (!parent) throw badRequest('organize.parentNotFound');
  if (id && isOnPath(parent.idPath, id)) throw badRequest('organize.parentCycle');
  if (category === 'company' && parent.category !== 'company')
    throw badRequest('organize.companyUnderDepartment');
  return parent.idPath;
}

async function checkFields(
  ctx: AppContext,
  fields: { enCode: string; managerId?: string | null },
  id?: string,
): Promise<void> {
  const owner = await findOrganizationIdByCode(ctx.db, fields.enCode);
  if (owner && owner !== id) throw badRequest('organize.duplicateCode', { code: fields.enCode });
  if (fields.managerId && !(await userExists(ctx.db, fields.managerId)))
    throw badRequest('organize.managerNotFound');
}

const EDITABLE = [
  'parentId',
  'fullName',
  'enCode',
  'managerId',
  'description',
  'sortCode',
  'enabledMark',
] as const;

/** A concurrent save can still hit the unique index after the check: answer with the same message. */
function rethrowDuplicate(err: unknown, code: string): never {
  if (isUniqueViolation(err)) throw badRequest('organize.duplicateCode', { code });
  throw err;
}

/** POST /Organize (a company) and POST /Organize/Department (a department). Returns the new id. */
export async function createOrganize(
  ctx: AppContext,
  caller: Caller,
  category: OrganizeCategory,
  body: CreateOrganizeBody,
): Promise<string> {
  await organizeGrantsOf(category).assertFormGranted(ctx, caller, body);
  const parentId = body.parentId ?? ORGANIZE_TOP_ID;
  await requireScope(ctx, caller, parentId, 'add');
  const parentPath = await checkParent(ctx, category, parentId);
  await checkFields(ctx, body);
  const id = newId();
  try {
    await insertOrganization(ctx.db, {
      id,
      category,
      parentId,
      fullName: body.fullName,
      enCode: body.enCode,
      managerId: body.managerId ?? null,
      description: body.description ?? null,
      sortCode: body.sortCode ?? 0,
      enabledMark: body.enabledMark ?? 1,
      idPath: parentPath ? `${parentPath},${id}` : id,
      createdAt: ctx.now(),
    });
  } catch (err) {
    rethrowDuplicate(err, body.enCode);
  }
  return id;
}

/**
 * PUT /Organize/{id} and PUT /Organize/Department/{id}: only what the body carries changes. A move
 * rewrites the idPath of the whole subtree in the same transaction, so subtree checks never see a
 * half-moved branch.
 */
export async function updateOrganize(
  ctx: AppContext,
  caller: Caller,
  id: string,
  body: UpdateOrganizeBody,
  category?: OrganizeCategory,
): Promise<void> {
  await organizeGrantsOf(category).assertFormGranted(ctx, caller, body);
  const { row } = await readableOrganize(ctx, caller, id, category);
  await requireScope(ctx, caller, id, 'edit');
  const parentId = body.parentId ?? row.parentId;
  const isMove = parentId !== row.parentId;
  if (isMove) await requireScope(ctx, caller, parentId, 'edit');
  const parentPath = await checkParent(ctx, row.category, parentId, id);
  const enCode = body.enCode ?? row.enCode;
  await checkFields(ctx, { enCode, managerId: body.managerId }, id);
  const idPath = parentPath ? `${parentPath},${id}` : id;
  try {
    await ctx.db.transaction(async (tx) => {
      await updateOrganization(tx, id, { ...definedFields(body, EDITABLE), idPath, updatedAt: ctx.now() });
      if (idPath !== row.idPath) await moveDescendants(tx, row.idPath, idPath);
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    rethrowDuplicate(err, enCode);
  }
  // Disabling or moving an organization changes what its members and delegates may see.
  const isStateChange = body.enabledMark !== undefined && body.enabledMark !== row.enabledMark;
  if (isMove || isStateChange) await bumpPermissionVersion(ctx);
}

/** DELETE /Organize/{id} (and /Department/{id}): refused while sub-organizations, members or positions remain. */
export async function deleteOrganize(
  ctx: AppContext,
  caller: Caller,
  id: string,
  category?: OrganizeCategory,
): Promise<void> {
  await readableOrganize(ctx, caller, id, category);
  await requireScope(ctx, caller, id, 'delete');
  await ctx.db.transaction(async (tx) => {
    // Counted inside the transaction so a member added meanwhile is not orphaned.
    const left = await countDependants(tx, id);
    if (left.children > 0) throw badRequest('organize.hasChildren');
    if (left.users > 0) throw badRequest('organize.hasUsers');
    if (left.positions > 0) throw badRequest('organize.hasPositions');
    await deleteOrganization(tx, id);
  });
  await bumpPermissionVersion(ctx);
}
