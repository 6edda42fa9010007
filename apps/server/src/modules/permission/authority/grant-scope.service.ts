import type { GrantHolderType } from '@platform/contracts';
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { manageableOrganizeIds, type OrganizeScope } from '../organize/organize-scope.service.ts';
import { findHolderPlace, type HolderPlace, holderInOrganizations } from './grant-scope.repository.ts';

/*
 * Which grant holders a caller may see and change on the authorize screens (ADR 0008). Administrators:
 * all. Anyone else works inside their organization scope (manageableOrganizeIds: the subtrees of their
 * grade-management rows, or their own organizations when they have none):
 * - see: global roles and groups, organization roles bound to one organization in the 'select' scope,
 *   positions of such an organization, users who belong (main organization or membership) to one;
 *   anything else answers 404, so ids outside the scope are not even confirmed to exist;
 * - change: organization roles whose organizations all lie in the 'edit' scope, positions of such an
 *   organization, users whose main organization does (not administrators, not themselves); global
 *   roles and groups apply in organizations the caller does not manage, so only administrators change
 *   them (401). Adding and removing grants are checked alike.
 */

type Caller = Pick<SessionUser, 'userId' | 'isAdministrator'>;

const covers = (scope: OrganizeScope, organizeId: string | null | undefined): boolean =>
  scope === 'all' || (organizeId !== null && organizeId !== undefined && scope.includes(organizeId));

function isVisible(place: HolderPlace, scope: OrganizeScope): boolean {
  return place.isGlobal || place.organizeIds.some((o) => covers(scope, o));
}

async function placeOf(ctx: AppContext, objectType: GrantHolderType, objectId: string): Promise<HolderPlace> {
  const place = await findHolderPlace(ctx.db, objectType, objectId);
  if (!place) throw notFound('authorize.holderNotFound');
  return place;
}

/** 404 unless the caller may see the holder's grants (unknown holders answer the same). */
export async function requireVisibleHolder(
  ctx: AppContext,
  caller: Caller,
  objectType: GrantHolderType,
  objectId: string,
): Promise<void> {
  if (caller.isAdministrator) return;
  const [place, scope] = await Promise.all([
    placeOf(ctx, objectType, objectId),
    manageableOrganizeIds(ctx, caller, 'select'),
  ]);
  if (!isVisible(place, scope)) throw notFound('authorize.holderNotFound');
}

/** 404 unless the caller may see the user (explainer, view as); the same rule as the holder picker. */
export async function requireVisibleUser(ctx: AppContext, caller: Caller, userId: string): Promise<void> {
  if (caller.isAdministrator) return;
  const [place, scope] = await Promise.all([
    findHolderPlace(ctx.db, 'User', userId),
    manageableOrganizeIds(ctx, caller, 'select'),
  ]);
  if (!place || !isVisible(place, scope)) throw notFound('grade.userNotFound');
}

/** Refuses (404 / 401) a change of the holder's grants outside the caller's scope; `name` for the message. */
export async function requireChangeableHolder(
  ctx: AppContext,
  caller: Caller,
  objectType: GrantHolderType,
  objectId: string,
  name: string,
): Promise<void> {
  if (caller.isAdministrator) return;
  const [place, visible, scope] = await Promise.all([
    placeOf(ctx, objectType, objectId),
    manageableOrganizeIds(ctx, caller, 'select'),
    manageableOrganizeIds(ctx, caller, 'edit'),
  ]);
  if (!isVisible(place, visible)) throw notFound('authorize.holderNotFound');
  if (place.isGlobal) throw forbidden('authorize.needsAdministrator', { name });
  if (objectType === 'User') {
    if (objectId === caller.userId) throw forbidden('authorize.cannotEditOwn');
    if (place.isAdministrator) throw forbidden('authorize.administratorProtected');
    if (!covers(scope, place.mainOrganizeId)) throw forbidden('authorize.outOfScope', { name });
    return;
  }
  if (place.organizeIds.length === 0 || !place.organizeIds.every((o) => covers(scope, o)))
    throw forbidden('authorize.outOfScope', { name });
}

/** The caller's 'select' scope: 'all' for administrators. */
export function visibleScope(ctx: AppContext, caller: Caller): Promise<OrganizeScope> {
  return manageableOrganizeIds(ctx, caller, 'select');
}

/** WHERE condition of the holder picker for the scope (undefined = no restriction). */
export function holderScopeCondition(objectType: GrantHolderType, scope: OrganizeScope): SQL | undefined {
  return scope === 'all' ? undefined : holderInOrganizations(objectType, scope);
}
