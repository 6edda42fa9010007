import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import {
  findEnabledButtonCodes,
  findEnabledMenuCodes,
  findGrantedItems,
  findGrantObjects,
  findMenuAndButtonNames,
  type GrantObject,
} from './authority.repository.ts';
import { cachedByVersion, readPermissionVersion } from './permission-cache.ts';

export interface GrantedItems {
  modules: Set<string>;
  buttons: Set<string>;
  columns: Set<string>;
  forms: Set<string>;
  systems: Set<string>;
  resources: Set<string>;
  portals: Set<string>;
}

/** The user plus their enabled roles, positions and groups: the holders whose grants the user has. */
export async function getGrantObjects(ctx: AppContext, userId: string): Promise<GrantObject[]> {
  return findGrantObjects(ctx.db, userId);
}

/**
 * The signed-in caller's holders: the guard, then the column, form and data rules of the same call
 * all need them, so they are looked up once per request (the guard builds a new SessionUser for
 * every request). The look-up itself is kept per permission version: every write that moves a
 * membership or enables, disables or removes a role, position or group bumps it, so the next
 * request sees the change, and a request of an unchanged user reads no membership at all.
 */
const requestHolders = new WeakMap<SessionUser, Promise<readonly GrantObject[]>>();
export function getCallerGrantObjects(ctx: AppContext, user: SessionUser): Promise<readonly GrantObject[]> {
  let holders = requestHolders.get(user);
  if (!holders) {
    holders = readPermissionVersion(ctx.db).then((version) =>
      cachedByVersion(ctx, `holders|${user.userId}`, version, async () =>
        Object.freeze(await findGrantObjects(ctx.db, user.userId)),
      ),
    );
    requestHolders.set(user, holders);
  }
  return holders;
}

/** Everything granted to the user through their own grants and their roles, positions and groups. */
export async function getGrantedItems(ctx: AppContext, userId: string): Promise<GrantedItems> {
  return getGrantedItemsOf(ctx, await findGrantObjects(ctx.db, userId));
}

/** Everything granted to the given holders (see getGrantObjects). */
export async function getGrantedItemsOf(
  ctx: AppContext,
  objects: readonly GrantObject[],
): Promise<GrantedItems> {
  const items = await findGrantedItems(ctx.db, objects);
  const result: GrantedItems = {
    modules: new Set(),
    buttons: new Set(),
    columns: new Set(),
    forms: new Set(),
    systems: new Set(),
    resources: new Set(),
    portals: new Set(),
  };
  const buckets: Record<string, Set<string>> = {
    module: result.modules,
    button: result.buttons,
    column: result.columns,
    form: result.forms,
    system: result.systems,
    resource: result.resources,
    portal: result.portals,
  };
  for (const item of items) buckets[item.itemType]?.add(item.itemId);
  return result;
}

/** Cache key of a set of grant holders: users with the same holders share one cached entry. */
export function grantHoldersKey(objects: readonly GrantObject[]): string {
  return objects
    .map((o) => `${o.objectType}:${o.objectId}`)
    .sort()
    .join(',');
}

const buttonKey = (moduleCode: string, buttonCode: string) => `${moduleCode}|${buttonCode}`;

/**
 * What the holders may call: the enCodes of their enabled menus and `menu|button` for the enabled
 * buttons they hold on those menus. Shared through the cache, so never mutated.
 */
async function computePermissionCodes(
  ctx: AppContext,
  objects: readonly GrantObject[],
): Promise<ReadonlySet<string>> {
  const granted = await getGrantedItemsOf(ctx, objects);
  const menus = await findEnabledMenuCodes(ctx.db, [...granted.modules]);
  const buttons = await findEnabledButtonCodes(
    ctx.db,
    [...granted.buttons],
    menus.map((m) => m.id),
  );
  return new Set([
    ...menus.map((m) => m.enCode),
    ...buttons.map((b) => buttonKey(b.moduleCode, b.buttonCode)),
  ]);
}

/**
 * Server-side check behind every `permission` route: the user must hold the menu (by enCode) and,
 * when a button code is named, that button of the menu. Administrators pass. Deny by default.
 *
 * Per call this reads the user's enabled memberships (one query; memberships and enabled flags are
 * live) and the permission version (memoised); the codes the holders may call come from the
 * version-keyed cache that CurrentUser uses, so a grant change shows after bumpPermissionVersion.
 */
export async function hasPermission(
  ctx: AppContext,
  user: SessionUser,
  moduleCode: string,
  buttonCode?: string,
): Promise<boolean> {
  if (user.isAdministrator) return true;
  const [version, objects] = await Promise.all([
    readPermissionVersion(ctx.db),
    getCallerGrantObjects(ctx, user),
  ]);
  const codes = await cachedByVersion(ctx, `codes|${grantHoldersKey(objects)}`, version, () =>
    computePermissionCodes(ctx, objects),
  );
  return codes.has(buttonCode ? buttonKey(moduleCode, buttonCode) : moduleCode);
}

/**
 * The refusal of a permission route (401) naming what is missing: the menu, or the button of the
 * menu, by their display names (their codes when the names are not found). Read only on refusal.
 */
export async function permissionRefusal(
  ctx: AppContext,
  moduleCode: string,
  buttonCode?: string,
): Promise<AppError> {
  const names = await findMenuAndButtonNames(ctx.db, moduleCode, buttonCode);
  const menu = names.menu ?? moduleCode;
  if (!buttonCode) return new AppError('forbidden', 'authorize.missingMenu', { menu });
  return new AppError('forbidden', 'authorize.missingButton', { menu, button: names.button ?? buttonCode });
}
