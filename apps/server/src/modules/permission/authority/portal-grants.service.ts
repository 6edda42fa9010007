import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { type GrantedItems, getGrantedItems } from './authority.service.ts';
import { findUserPortalId, listPortals, type PortalRow } from './portal-grants.repository.ts';

/** What a user may open among the portals, and the one their home shows. */
export interface UserPortals {
  portals: { id: string; fullName: string }[];
  /** Their own choice (users.portal_id) when they may open it, else the first they may open, else null. */
  portalId: string | null;
}

/**
 * The enabled portals a grant set opens (ADR 0008): every one for an administrator (`granted`
 * undefined), else those granted to the user or their enabled roles, positions and groups
 * (itemType 'portal'). CurrentUser keeps the result in its version-keyed menu snapshot.
 */
export function openPortals(portals: PortalRow[], granted?: GrantedItems): UserPortals['portals'] {
  return portals
    .filter((p) => p.enabledMark === 1 && (!granted || granted.portals.has(p.id)))
    .map((p) => ({ id: p.id, fullName: p.fullName }));
}

/** The portal a user's home shows: their choice when they may open it, else the first open one. */
export function homePortalId(open: UserPortals['portals'], preferred: string | null): string | null {
  return open.find((p) => p.id === preferred)?.id ?? open[0]?.id ?? null;
}

/** The portals of a user, read fresh (the explainer's "view as"). */
export async function getUserPortals(
  ctx: AppContext,
  user: Pick<SessionUser, 'userId' | 'isAdministrator'>,
): Promise<UserPortals> {
  const [portals, preferred, granted] = await Promise.all([
    listPortals(ctx.db),
    findUserPortalId(ctx.db, user.userId),
    user.isAdministrator ? undefined : getGrantedItems(ctx, user.userId),
  ]);
  const open = openPortals(portals, granted);
  return { portals: open, portalId: homePortalId(open, preferred) };
}
