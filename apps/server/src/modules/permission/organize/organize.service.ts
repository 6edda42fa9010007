import {
  type CreateOrganizeBody,
  ORGANIZE_TOP_ID,
  type OrganizeCategory,
  type UpdateOrganizeBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { organizations } from '../../../db/schema/index.ts';
import { badRequest, forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../authority/menu-grants.service.ts';
import { bumpPermissionVersion } from '../authority/permission-cache.ts';
import {
  countDependants,
  deleteOrganizationLinks,
  findOrganization,
  moveDescendants,
  type OrganizeRow,
  userExists,
} from './organize.repository.ts';
import { ORGANIZE_FORM_FIELDS, organizeGrantsOf } from './organize-grants.service.ts';
import { isInScope, manageableOrganizeIds, type OrganizeAction } from './organize-scope.service.ts';
import { isOnPath } from './organize-tree.ts';

/*
 * Writes of organizations and departments. Rules: unique enCode, an existing parent that is not
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

async function requireManager(ctx: AppContext, managerId: string | null | undefined): Promise<void> {
  if (managerId && !(await userExists(ctx.db, managerId))) throw badRequest('organize.managerNotFound');
}

type OrganizeRecord = OrganizeRow & { managerName: string | null };

/** The record kit of the route's menu: organizations and departments share rows, not grants. */
function organizeRecords(category?: OrganizeCategory) {
  const isDepartment = category === 'department';
  return recordKit<OrganizeRecord, MenuReadAccess>({
    table: organizations,
    // The department routes know only departments.
    find: async (db, id) => {
      const row = await findOrganization(db, id);
      return isDepartment && row?.category !== 'department' ? undefined : row;
    },
    grants: organizeGrantsOf(category),
    notFound: isDepartment ? 'organize.departmentNotFound' : 'organize.notFound',
    unique: {
      column: organizations.enCode,
      field: 'enCode',
      message: 'organize.duplicateCode',
      param: 'code',
    },
    editable: ORGANIZE_FORM_FIELDS,
    // Any change to the tree changes what its members and delegates may see: a new department falls
    // into every sub-layer scope above it (organize-scope.service keeps scopes per permission version).
    afterChange: (ctx) => bumpPermissionVersion(ctx),
  });
}
const companyRecords = organizeRecords('company');
const departmentRecords = organizeRecords('department');
const recordsOf = (category?: OrganizeCategory) =>
  category === 'department' ? departmentRecords : companyRecords;

/** The row as the caller may read it on the route's menu: 404 when missing or outside their data schemes. */
export async function readableOrganize(
  ctx: AppContext,
  caller: Caller,
  id: string,
  category?: OrganizeCategory,
): Promise<{ row: OrganizeRecord; access: MenuReadAccess }> {
  return recordsOf(category).require(ctx, caller, id);
}

/** POST /Organize (a company) and POST /Organize/Department (a department). Returns the new id. */
export async function createOrganize(
  ctx: AppContext,
  caller: Caller,
  category: OrganizeCategory,
  body: CreateOrganizeBody,
): Promise<string> {
  const parentId = body.parentId ?? ORGANIZE_TOP_ID;
  let parentPath: string | undefined;
  return recordsOf(category).create(
    ctx,
    caller,
    body,
    (id) => ({
      category,
      parentId,
      fullName: body.fullName,
      enCode: body.enCode,
      managerId: body.managerId ?? null,
      description: body.description ?? null,
      propertyJson: body.propertyJson ?? null,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      idPath: parentPath ? `${parentPath},${id}` : id,
    }),
    {
      check: async () => {
        await requireScope(ctx, caller, parentId, 'add');
        parentPath = await checkParent(ctx, category, parentId);
        await requireManager(ctx, body.managerId);
      },
    },
  );
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
  let idPath = '';
  await recordsOf(category).update(ctx, caller, id, body, {
    check: async (row) => {
      await requireScope(ctx, caller, id, 'edit');
      const parentId = body.parentId ?? row.parentId;
      if (parentId !== row.parentId) await requireScope(ctx, caller, parentId, 'edit');
      const parentPath = await checkParent(ctx, row.category, parentId, id);
      await requireManager(ctx, body.managerId);
      idPath = parentPath ? `${parentPath},${id}` : id;
    },
    extra: () => ({ idPath }),
    within: async (tx, row) => {
      if (idPath !== row.idPath) await moveDescendants(tx, row.idPath, idPath);
    },
  });
}

/** DELETE /Organize/{id} (and /Department/{id}): refused while sub-organizations, members or positions remain. */
export async function removeOrganize(
  ctx: AppContext,
  caller: Caller,
  id: string,
  category?: OrganizeCategory,
): Promise<void> {
  await recordsOf(category).remove(ctx, caller, id, {
    check: () => requireScope(ctx, caller, id, 'delete'),
    within: async (tx) => {
      // Counted inside the transaction so a member added meanwhile is not orphaned.
      const left = await countDependants(tx, id);
      if (left.children > 0) throw badRequest('organize.hasChildren');
      if (left.users > 0) throw badRequest('organize.hasUsers');
      if (left.positions > 0) throw badRequest('organize.hasPositions');
      await deleteOrganizationLinks(tx, id);
    },
  });
}

/**
 * PUT /Organize/{id}/Actions/State and /Organize/Department/{id}/Actions/State: flips enabled ↔
 * disabled inside the caller's scope; returns the new state.
 */
export function toggleOrganizeState(
  ctx: AppContext,
  caller: Caller,
  id: string,
  category?: OrganizeCategory,
): Promise<number> {
  return recordsOf(category).toggleState(ctx, caller, id, {
    check: () => requireScope(ctx, caller, id, 'edit'),
  });
}
