import {
  type AuthorizeNode,
  type CurrentUserAuthorize,
  formatMessage,
  type Language,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { getGrantedItems } from '../authority/authority.service.ts';
import {
  findEnabledModules,
  findEnabledResources,
  type ModuleNodeRow,
  type ResourceKind,
  type ResourceRow,
} from './authorize-summary.repository.ts';
import { requireUser } from './membership.service.ts';

type MutableNode = AuthorizeNode & { children: AuthorizeNode[] };

/** Leaves carry no `children` key at all, which keeps the JSON small and the web's tree simple. */
function withoutEmptyChildren(node: AuthorizeNode): AuthorizeNode {
  const { children, ...rest } = node;
  if (!children || children.length === 0) return rest;
  return { ...rest, children: children.map(withoutEmptyChildren) };
}

/**
 * Nests the included menus under their parents and hangs each menu's leaves (buttons, columns, forms)
 * below it; menus whose parent is not included become roots of their category (Web or App).
 */
function nestMenus(
  menus: ModuleNodeRow[],
  include: ReadonlySet<string>,
  leaves: ReadonlyMap<string, AuthorizeNode[]>,
  categoryName: (category: 'Web' | 'App') => string,
): AuthorizeNode[] {
  const nodes = new Map<string, MutableNode>();
  for (const m of menus) {
    if (!include.has(m.id)) continue;
    nodes.set(m.id, {
      id: m.id,
      fullName: m.fullName,
      icon: m.icon,
      kind: 'menu',
      children: [...(leaves.get(m.id) ?? [])],
    });
  }
  const roots: Record<'Web' | 'App', MutableNode[]> = { Web: [], App: [] };
  for (const m of menus) {
    const node = nodes.get(m.id);
    if (!node) continue;
    const parent = nodes.get(m.parentId);
    if (parent) parent.children.push(node);
    else roots[m.category === 'App' ? 'App' : 'Web'].push(node);
  }
  // JNPF groups the trees under two fixed roots, id '1' (Web) and '2' (App).
  const categories: AuthorizeNode[] = [];
  (['Web', 'App'] as const).forEach((category, i) => {
    if (roots[category].length === 0) return;
    const root: MutableNode = {
      id: String(i + 1),
      fullName: categoryName(category),
      icon: category === 'Web' ? 'icon-ym icon-ym-pc' : 'icon-ym icon-ym-mobile',
      kind: 'category',
      children: roots[category],
    };
    categories.push(withoutEmptyChildren(root));
  });
  return categories;
}

/** The menus holding resources plus all their ancestors, so each resource shows under its full path. */
function menusWithAncestors(menus: ModuleNodeRow[], holders: Iterable<string>): Set<string> {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const include = new Set<string>();
  for (const id of holders) {
    let current = byId.get(id);
    while (current && !include.has(current.id)) {
      include.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return include;
}

function leavesByMenu(rows: ResourceRow[], kind: ResourceKind): Map<string, AuthorizeNode[]> {
  const map = new Map<string, AuthorizeNode[]>();
  for (const r of rows) {
    const list = map.get(r.moduleId) ?? [];
    list.push({ id: r.id, fullName: r.fullName, icon: r.icon, kind });
    map.set(r.moduleId, list);
  }
  return map;
}

/**
 * "My permissions" (GET /Users/Current/Authorize): what the caller holds in their current application,
 * as trees of menus and of menus with their buttons, columns and forms. Built from the same grants that
 * build the menu and guard the API (getGrantedItems); administrators hold everything enabled.
 */
export async function getAuthorizeSummary(
  ctx: AppContext,
  session: SessionUser,
  lang: Language,
): Promise<CurrentUserAuthorize> {
  const user = await requireUser(ctx, session.userId);
  const granted = session.isAdministrator ? null : await getGrantedItems(ctx, session.userId);
  const menus = await findEnabledModules(ctx.db, granted ? [...granted.modules] : null, user.systemId);
  const menuIds = menus.map((m) => m.id);
  const grantedIds = (set: Set<string> | undefined) => (set ? [...set] : null);
  const [buttons, columns, forms] = await Promise.all([
    findEnabledResources(ctx.db, 'button', menuIds, grantedIds(granted?.buttons)),
    findEnabledResources(ctx.db, 'column', menuIds, grantedIds(granted?.columns)),
    findEnabledResources(ctx.db, 'form', menuIds, grantedIds(granted?.forms)),
  ]);
  const categoryName = (category: 'Web' | 'App') =>
    formatMessage(category === 'Web' ? 'currentUser.webMenus' : 'currentUser.appMenus', lang);
  const resourceTree = (rows: ResourceRow[], kind: ResourceKind) => {
    const leaves = leavesByMenu(rows, kind);
    return nestMenus(menus, menusWithAncestors(menus, leaves.keys()), leaves, categoryName);
  };
  return {
    module: nestMenus(menus, new Set(menuIds), new Map(), categoryName),
    button: resourceTree(buttons, 'button'),
    column: resourceTree(columns, 'column'),
    form: resourceTree(forms, 'form'),
  };
}
