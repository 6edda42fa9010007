import type { SubordinateItem } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import { avatarUrl } from '../../file/upload-policy.ts';
import {
  countSubordinates,
  findManagerId,
  findOrganizations,
  findPositions,
  findSubordinateRow,
  findUsersByManager,
  type SubordinateRow,
} from './current-user.repository.ts';

/** Management chains deeper than this are treated as broken data (or a cycle) and end the walk. */
const MAX_CHAIN = 32;

/** True when `userId` is the caller or reports to them, directly or through other managers. */
async function isInCallerSubtree(ctx: AppContext, callerId: string, userId: string): Promise<boolean> {
  const seen = new Set<string>();
  let current: string | null | undefined = userId;
  while (current && !seen.has(current) && seen.size < MAX_CHAIN) {
    if (current === callerId) return true;
    seen.add(current);
    current = await findManagerId(ctx.db, current);
  }
  return false;
}

async function toItems(ctx: AppContext, rows: SubordinateRow[]): Promise<SubordinateItem[]> {
  const [orgs, positions, counts] = await Promise.all([
    findOrganizations(ctx.db, [...new Set(rows.flatMap((r) => (r.organizeId ? [r.organizeId] : [])))]),
    findPositions(ctx.db, [...new Set(rows.flatMap((r) => (r.positionId ? [r.positionId] : [])))]),
    countSubordinates(
      ctx.db,
      rows.map((r) => r.id),
    ),
  ]);
  const orgName = new Map(orgs.map((o) => [o.id, o.fullName]));
  const positionName = new Map(positions.map((p) => [p.id, p.fullName]));
  return rows.map((r) => ({
    id: r.id,
    avatar: avatarUrl(r.headIcon),
    userName: `${r.realName}/${r.account}`,
    department: r.organizeId ? (orgName.get(r.organizeId) ?? null) : null,
    position: r.positionId ? (positionName.get(r.positionId) ?? null) : null,
    isLeaf: (counts.get(r.id) ?? 0) === 0,
  }));
}

/**
 * "My subordinates" as a lazy tree (JNPF): id "0" answers the caller as the root; any other id answers
 * that user's direct reports, and must be the caller or someone in the caller's own subtree (else 404).
 */
export async function getSubordinates(
  ctx: AppContext,
  callerId: string,
  id: string,
): Promise<SubordinateItem[]> {
  if (id === '0') {
    const self = await findSubordinateRow(ctx.db, callerId);
    return self ? toItems(ctx, [self]) : [];
  }
  if (!(await isInCallerSubtree(ctx, callerId, id))) throw notFound();
  return toItems(ctx, await findUsersByManager(ctx.db, id));
}
