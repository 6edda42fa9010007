import type { SwitchMajorBody, UserMembershipItem } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { getGrantedItems } from '../authority/authority.service.ts';
import { findSystem, hasGrantedModuleInSystem } from './authorize-summary.repository.ts';
import {
  findOrganizations,
  findPositions,
  findRelationIds,
  findUser,
  type UserPatch,
  type UserRow,
  updateUser,
} from './current-user.repository.ts';

export async function requireUser(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUser(ctx.db, userId);
  // The session lookup joins users, so a signed-in user always exists; this guards a race with deletion.
  if (!user) throw notFound();
  return user;
}

/** Organization ids to display paths ("公司/部门"), from each node's idPath. */
export async function organizationPaths(ctx: AppContext, orgIds: string[]): Promise<Map<string, string>> {
  const nodes = await findOrganizations(ctx.db, orgIds);
  const ancestorIds = [...new Set(nodes.flatMap((n) => n.idPath.split(',').filter(Boolean)))];
  const names = new Map((await findOrganizations(ctx.db, ancestorIds)).map((o) => [o.id, o.fullName]));
  for (const n of nodes) names.set(n.id, n.fullName);
  const paths = new Map<string, string>();
  for (const n of nodes) {
    const chain = n.idPath.split(',').filter(Boolean);
    if (chain[chain.length - 1] !== n.id) chain.push(n.id);
    paths.set(
      n.id,
      chain
        .map((id) => names.get(id) ?? '')
        .filter(Boolean)
        .join('/'),
    );
  }
  return paths;
}

/** The name of the company an organization belongs to: the nearest company on its path, itself included. */
export async function companyName(ctx: AppContext, organizeId: string | null): Promise<string> {
  if (!organizeId) return '';
  const [node] = await findOrganizations(ctx.db, [organizeId]);
  if (!node) return '';
  const chain = node.idPath.split(',').filter(Boolean);
  const ancestors = new Map((await findOrganizations(ctx.db, chain)).map((o) => [o.id, o]));
  const company = chain
    .map((id) => ancestors.get(id))
    .reverse()
    .find((o) => o?.category === 'company');
  return company?.fullName ?? '';
}

/** The user's enabled organizations, each with its full path; isDefault marks the major one. */
export async function getUserOrganizes(ctx: AppContext, userId: string): Promise<UserMembershipItem[]> {
  const user = await requireUser(ctx, userId);
  const ids = await findRelationIds(ctx.db, userId, 'Organize');
  const enabled = (await findOrganizations(ctx.db, ids)).filter((o) => o.enabledMark === 1);
  const paths = await organizationPaths(
    ctx,
    enabled.map((o) => o.id),
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  return enabled
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((o) => ({ id: o.id, fullName: paths.get(o.id) ?? o.fullName, isDefault: o.id === user.organizeId }));
}

/** The user's enabled positions inside a given organization (all of them when it is null). */
async function positionsInOrganization(ctx: AppContext, userId: string, organizeId: string | null) {
  const ids = await findRelationIds(ctx.db, userId, 'Position');
  const order = new Map(ids.map((id, i) => [id, i]));
  return (await findPositions(ctx.db, ids))
    .filter((p) => p.enabledMark === 1 && (organizeId === null || p.organizeId === organizeId))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Positions of the major organization (JNPF shows only those); isDefault marks the major position. */
export async function getUserPositions(ctx: AppContext, userId: string): Promise<UserMembershipItem[]> {
  const user = await requireUser(ctx, userId);
  const list = await positionsInOrganization(ctx, userId, user.organizeId);
  return list.map((p) => ({ id: p.id, fullName: p.fullName, isDefault: p.id === user.positionId }));
}

export async function getPositionNames(ctx: AppContext, user: UserRow): Promise<string> {
  const list = await positionsInOrganization(ctx, user.id, user.organizeId);
  return list.map((p) => p.fullName).join(',');
}

async function canUseSystem(ctx: AppContext, user: SessionUser, systemId: string): Promise<boolean> {
  if (user.isAdministrator) return true;
  const granted = await getGrantedItems(ctx, user.userId);
  if (granted.systems.has(systemId)) return true;
  return hasGrantedModuleInSystem(ctx.db, systemId, [...granted.modules]);
}

/**
 * Switches the major organization, position or application. Only memberships the user
 * really has (and applications granted to them) are accepted; anything else changes nothing.
 */
export async function switchMajor(
  ctx: AppContext,
  session: SessionUser,
  body: SwitchMajorBody,
): Promise<void> {
  const user = await requireUser(ctx, session.userId);
  const patch: UserPatch = { updatedAt: ctx.now() };
  if (body.majorType === 'Organize') {
    const ids = await findRelationIds(ctx.db, user.id, 'Organize');
    const [org] = await findOrganizations(ctx.db, ids.includes(body.majorId) ? [body.majorId] : []);
    if (org?.enabledMark !== 1) throw badRequest('currentUser.organizeNotMember');
    patch.organizeId = org.id;
    // As JNPF: the major position follows the organization (its first position there, if any).
    const [first] = await positionsInOrganization(ctx, user.id, org.id);
    patch.positionId = first?.id ?? null;
  } else if (body.majorType === 'Position') {
    const allowed = await positionsInOrganization(ctx, user.id, user.organizeId);
    if (!allowed.some((p) => p.id === body.majorId)) throw badRequest('currentUser.positionNotMember');
    patch.positionId = body.majorId;
  } else {
    const system = await findSystem(ctx.db, body.majorId);
    if (system?.enabledMark !== 1 || !(await canUseSystem(ctx, session, system.id))) {
      throw badRequest('currentUser.systemNotGranted');
    }
    patch.systemId = system.id;
  }
  await updateUser(ctx.db, user.id, patch);
}
