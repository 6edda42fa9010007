import type { AppContext } from '../../../app-context.ts';
import { badRequest, forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { manageableOrganizeIds, type OrganizeAction } from '../organize/organize-scope.service.ts';
import {
  findOrganizationsByIds,
  findPositionsByIds,
  findRolesByIds,
  findUser,
  type MembershipType,
  managerChain,
} from './users.repository.ts';

/** What a create or edit body says about organizations, positions, roles and the manager. */
export interface MembershipInput {
  organizeIds: string[];
  organizeId?: string | null;
  positionIds: string[];
  positionId?: string | null;
  roleIds: string[];
  managerId?: string | null;
}

export interface ResolvedMembership {
  organizeIds: string[];
  organizeId: string;
  positionIds: string[];
  positionId: string | null;
  roleIds: string[];
  managerId: string | null;
}

/** The user being edited: their id, main organization/position and current memberships. */
export interface ExistingMembership {
  userId: string;
  organizeId: string | null;
  positionId: string | null;
  memberships: Record<MembershipType, string[]>;
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Keeps what the caller asked for, plus the existing entries outside what they may manage (a
 * delegated administrator cannot see those, so leaving them out of a body must not remove them).
 * An entry the caller may not manage that is new is refused with `refuse(id)`.
 */
function mergeScoped(
  requested: string[],
  existing: string[],
  isManageable: (id: string) => boolean,
  refuse: (id: string) => never,
): string[] {
  for (const id of requested) if (!existing.includes(id) && !isManageable(id)) refuse(id);
  return unique([...requested, ...existing.filter((id) => !isManageable(id))]);
}

/**
 * Checks the memberships of a user being created (no `existing`) or edited, against the database
 * and the caller's scope for the action, and returns what to store:
 * - organizations exist and the caller manages the new ones; the main one is among them;
 * - positions exist and belong to one of the organizations; the main one is among them;
 * - roles exist and are global or bound to one of the organizations; only an administrator assigns
 *   a global role, others assign roles bound to organizations they manage;
 * - the manager exists and is neither the user nor one of the user's subordinates.
 */
export async function resolveMemberships(
  ctx: AppContext,
  caller: SessionUser,
  action: OrganizeAction,
  input: MembershipInput,
  existing?: ExistingMembership,
): Promise<ResolvedMembership> {
  const scope = await manageableOrganizeIds(ctx, caller, action);
  const inScope = (organizeId: string) => scope === 'all' || scope.includes(organizeId);
  const had = existing?.memberships ?? { Organize: [], Position: [], Role: [] };

  const requestedOrgs = unique(input.organizeIds);
  const orgRows = await findOrganizationsByIds(ctx.db, unique([...requestedOrgs, ...had.Organize]));
  const orgName = (id: string) => orgRows.find((o) => o.id === id)?.fullName ?? id;
  for (const id of requestedOrgs)
    if (!orgRows.some((o) => o.id === id)) throw badRequest('users.organizeNotFound', { id });
  const organizeIds = mergeScoped(requestedOrgs, had.Organize, inScope, (id) => {
    throw forbidden('users.organizeOutOfScope', { name: orgName(id) });
  });

  const requestedPositions = unique(input.positionIds);
  const positionRows = await findPositionsByIds(ctx.db, unique([...requestedPositions, ...had.Position]));
  const position = (id: string) => positionRows.find((p) => p.id === id);
  for (const id of requestedPositions) if (!position(id)) throw badRequest('users.positionNotFound', { id });
  const positionIds = mergeScoped(
    requestedPositions,
    had.Position,
    (id) => inScope(position(id)?.organizeId ?? ''),
    (id) => {
      throw forbidden('users.positionOutOfScope', { name: position(id)?.fullName ?? id });
    },
  ).filter((id) => position(id));
  for (const id of positionIds) {
    const row = position(id);
    if (row && !organizeIds.includes(row.organizeId))
      throw badRequest('users.positionOutsideOrganizations', { name: row.fullName });
  }

  const requestedRoles = unique(input.roleIds);
  const roleRows = await findRolesByIds(ctx.db, unique([...requestedRoles, ...had.Role]));
  const role = (id: string) => roleRows.find((r) => r.id === id);
  for (const id of requestedRoles) if (!role(id)) throw badRequest('users.roleNotFound', { id });
  const roleIds = mergeScoped(
    requestedRoles,
    had.Role,
    (id) => scope === 'all' || (role(id)?.globalMark !== 1 && (role(id)?.organizeIds ?? []).some(inScope)),
    (id) => {
      throw forbidden('users.roleOutOfScope', { name: role(id)?.fullName ?? id });
    },
  ).filter((id) => role(id));
  for (const id of roleIds) {
    const row = role(id);
    if (row && row.globalMark !== 1 && !row.organizeIds.some((o) => organizeIds.includes(o)))
      throw badRequest('users.roleOutsideOrganizations', { name: row.fullName });
  }

  const keptMain = (main: string | null | undefined, list: string[]) =>
    main && list.includes(main) ? main : null;
  const organizeId = input.organizeId ?? keptMain(existing?.organizeId, organizeIds) ?? organizeIds[0];
  if (!organizeId || !organizeIds.includes(organizeId)) throw badRequest('users.mainOrganizeNotListed');
  const positionId =
    input.positionId ?? keptMain(existing?.positionId, positionIds) ?? positionIds[0] ?? null;
  if (positionId && !positionIds.includes(positionId)) throw badRequest('users.mainPositionNotListed');

  const managerId = input.managerId ?? null;
  if (managerId) {
    if (!(await findUser(ctx.db, managerId))) throw badRequest('users.managerNotFound');
    if (existing && (await managerChain(ctx.db, managerId)).includes(existing.userId))
      throw badRequest('users.managerCycle');
  }
  return { organizeIds, organizeId, positionIds, positionId, roleIds, managerId };
}
