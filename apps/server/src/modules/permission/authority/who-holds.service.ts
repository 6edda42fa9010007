import type { AuthorizeWho, AuthorizeWhoQuery, GrantHolderType, GrantItemType } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import {
  findHolders,
  findHoldersOfItem,
  type HolderRow,
  listMenus,
  listResources,
  listSystems,
} from './authorize.repository.ts';
import { holderScopeCondition, visibleScope } from './grant-scope.service.ts';
import { listPortals } from './portal-grants.repository.ts';
import { findMembershipsAmong, type PassingHolders, pageReceivers } from './who-holds.repository.ts';

/*
 * The reverse view (GET /permission/Authority/Who/{itemType}/{itemId}): the holders of an item and,
 * paged, the users who get it through them — directly, or as members of an enabled role, position or
 * group (what findGrantObjects counts for the guard). A delegate sees the holders and users of their
 * scope only (grant-scope.service); the "via" of a user they see may still name a global role.
 */

type Caller = Pick<SessionUser, 'userId' | 'isAdministrator'>;
const HOLDER_TYPES: GrantHolderType[] = ['Role', 'Position', 'Group', 'User'];

async function itemNameOf(
  ctx: AppContext,
  itemType: GrantItemType,
  itemId: string,
): Promise<string | undefined> {
  if (itemType === 'system') return (await listSystems(ctx.db)).find((s) => s.id === itemId)?.fullName;
  if (itemType === 'portal') return (await listPortals(ctx.db)).find((p) => p.id === itemId)?.fullName;
  if (itemType === 'module') return (await listMenus(ctx.db, [itemId]))[0]?.fullName;
  return (await listResources(ctx.db, itemType, [itemId]))[0]?.fullName;
}

export async function whoHolds(
  ctx: AppContext,
  caller: Caller,
  itemType: GrantItemType,
  itemId: string,
  query: AuthorizeWhoQuery,
): Promise<AuthorizeWho> {
  const itemName = await itemNameOf(ctx, itemType, itemId);
  if (itemName === undefined) throw notFound();
  const [rows, scope] = await Promise.all([
    findHoldersOfItem(ctx.db, itemType, itemId),
    visibleScope(ctx, caller),
  ]);
  const all = new Map<GrantHolderType, HolderRow[]>();
  const visible = new Map<GrantHolderType, Set<string>>();
  for (const objectType of HOLDER_TYPES) {
    const ids = rows.filter((r) => r.objectType === objectType).map((r) => r.objectId);
    const found = await findHolders(ctx.db, objectType, ids);
    all.set(objectType, found);
    const shown =
      scope === 'all'
        ? found
        : await findHolders(ctx.db, objectType, ids, holderScopeCondition(objectType, scope));
    visible.set(objectType, new Set(shown.map((h) => h.id)));
  }
  const holders: AuthorizeWho['holders'] = HOLDER_TYPES.flatMap((objectType) =>
    (all.get(objectType) ?? [])
      .filter((h) => visible.get(objectType)?.has(h.id))
      .map((h) => ({
        objectType,
        objectId: h.id,
        fullName: h.fullName,
        enCode: h.enCode,
        enabledMark: h.enabledMark,
      })),
  );
  const users = await receivingUsers(ctx, all, scope === 'all' ? undefined : scope, query);
  return { itemType, itemId, itemName, holders, users };
}

async function receivingUsers(
  ctx: AppContext,
  all: Map<GrantHolderType, HolderRow[]>,
  scope: readonly string[] | undefined,
  query: AuthorizeWhoQuery,
): Promise<AuthorizeWho['users']> {
  const passing = (type: GrantHolderType) =>
    (all.get(type) ?? []).filter((h) => type === 'User' || h.enabledMark === 1).map((h) => h.id);
  const holders: PassingHolders = {
    User: passing('User'),
    Role: passing('Role'),
    Position: passing('Position'),
    Group: passing('Group'),
  };
  const { rows, total } = await pageReceivers(ctx.db, holders, {
    scope: scope ? holderScopeCondition('User', scope) : undefined,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const memberships = await findMembershipsAmong(
    ctx.db,
    rows.map((r) => r.id),
    holders,
  );
  const nameOf = (type: GrantHolderType, id: string) =>
    (all.get(type) ?? []).find((h) => h.id === id)?.fullName ?? id;
  const direct = new Set(holders.User);
  const list = rows.map((user) => ({
    ...user,
    via: [
      ...(direct.has(user.id)
        ? [{ objectType: 'User' as const, objectId: user.id, fullName: user.realName }]
        : []),
      ...memberships
        .filter((m) => m.userId === user.id)
        .map((m) => {
          const objectType = m.objectType as GrantHolderType;
          return { objectType, objectId: m.objectId, fullName: nameOf(objectType, m.objectId) };
        }),
    ],
  }));
  return pageOf(list, total, query);
}
