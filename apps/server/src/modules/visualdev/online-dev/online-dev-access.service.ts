import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import {
  type GrantedItems,
  getCallerGrantObjects,
  getGrantedItemsOf,
} from '../../permission/authority/authority.service.ts';
import { compileGrantedSchemes } from '../../permission/authority/data-scheme-filter.service.ts';
import { findSchemes } from '../../permission/authority/field-grants.repository.ts';
import type { CompiledDataScheme } from '../../system/module/data-scheme.ts';
import type { MenuRow } from '../../system/module/menu.repository.ts';
import { listFieldRows } from '../../system/module/module-resource.repository.ts';
import type { VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';
import { requireRelease } from './online-dev-design.ts';
import { cachedMenu } from './online-dev-runtime-cache.ts';

/*
 * Who may work with a released design's records: the caller needs one of the design's menus (a type-3
 * menu, or a type-4 dynamic-dictionary menu, whose propertyJson names the design: the menu the page names, else the Web and App menus its
 * release made) and, for a write, that menu's button (`btn_add`, `btn_edit`, `btn_remove`,
 * `btn_batchRemove`, as the release registers the design's buttons). Menus are matched by id, not by
 * code: a design's code may repeat a menu code of another system. With the menu's column switch on,
 * the record keys of the columns the caller does not hold are left out of what is read; with its form
 * switch on, the fields the caller does not hold may not be written; with its data switch on, only the
 * records one of the caller's granted data schemes lets through are listed. Administrators are not
 * restricted.
 */

export interface RuntimeAccess {
  menu: MenuRow;
  /** Record keys left out of list rows. */
  listHidden: ReadonlySet<string>;
  /** Record keys left out of a record read for its form: hidden columns the caller may not write. */
  detailHidden: ReadonlySet<string>;
  /** Record keys the caller may not write (form codes of the main form not held). */
  deniedFields: ReadonlySet<string>;
  /**
   * With the menu's data switch on, the caller's granted data schemes, compiled: a record is listed
   * when one of them lets it through (none granted: no records). Undefined: every record.
   */
  rowSchemes?: readonly CompiledDataScheme[];
}

/** Menus that open a design's records: 3 (功能), 4 (动态字典). */
const RUNTIME_MENU_TYPES: ReadonlySet<number> = new Set([3, 4]);
const NONE: ReadonlySet<string> = new Set();

function designIdOf(menu: MenuRow): string | undefined {
  try {
    const value: unknown = JSON.parse(menu.propertyJson ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { moduleId } = value as { moduleId?: unknown };
    return typeof moduleId === 'string' ? moduleId : undefined;
  } catch {
    return undefined;
  }
}

/** The enabled form menus of the design among the candidates (the page's menu, or the release's). */
async function designMenus(ctx: AppContext, release: VisualDesignReleaseRow, menuId: string | undefined) {
  const ids = menuId ? [menuId] : [release.pcModuleId, release.appModuleId];
  const menus: MenuRow[] = [];
  for (const id of ids) {
    const menu = id ? await cachedMenu(ctx, id) : undefined;
    if (menu?.enabledMark === 1 && RUNTIME_MENU_TYPES.has(menu.type) && designIdOf(menu) === release.id) {
      menus.push(menu);
    }
  }
  return menus;
}

/** Codes of the menu's enabled column or form resources that the holder set does not hold. */
async function notHeld(ctx: AppContext, kind: 'column' | 'form', menu: MenuRow, held: ReadonlySet<string>) {
  const rows = await listFieldRows(ctx.db, kind, menu.id);
  return new Set(
    rows
      .filter((r) => r.enabledMark === 1 && !held.has(r.id) && !r.enCode.includes('-'))
      .map((r) => r.enCode),
  );
}

/** The first held menu whose button the caller holds; refuses naming the button otherwise. */
async function menuWithButton(
  ctx: AppContext,
  held: MenuRow[],
  granted: GrantedItems,
  button: string,
): Promise<MenuRow> {
  let name = button;
  for (const menu of held) {
    const row = (await listFieldRows(ctx.db, 'button', menu.id)).find((r) => r.enCode === button);
    if (row?.enabledMark === 1 && granted.buttons.has(row.id)) return menu;
    name = row?.fullName ?? name;
  }
  throw new AppError('forbidden', 'authorize.missingButton', { menu: held[0]?.fullName ?? '', button: name });
}

/**
 * The caller's access to the design's records through one of its menus; refuses (401) a caller who
 * holds none of them or, when `button` is named, not that button of a held menu.
 */
export async function runtimeAccess(
  ctx: AppContext,
  caller: SessionUser,
  release: VisualDesignReleaseRow,
  request: { menuId?: string; button?: string },
): Promise<RuntimeAccess> {
  const menus = await designMenus(ctx, release, request.menuId);
  const [first] = menus;
  if (!first) {
    if (request.menuId) throw new AppError('forbidden', 'authorize.missingMenu', { menu: release.fullName });
    throw badRequest('onlineDev.menuMissing');
  }
  if (caller.isAdministrator) {
    return { menu: first, listHidden: NONE, detailHidden: NONE, deniedFields: NONE };
  }
  const granted = await getGrantedItemsOf(ctx, await getCallerGrantObjects(ctx, caller));
  const held = menus.filter((m) => granted.modules.has(m.id));
  const [heldFirst] = held;
  if (!heldFirst) throw new AppError('forbidden', 'authorize.missingMenu', { menu: first.fullName });
  const menu = request.button ? await menuWithButton(ctx, held, granted, request.button) : heldFirst;
  const listHidden =
    menu.isColumnAuthorize === 1 ? await notHeld(ctx, 'column', menu, granted.columns) : NONE;
  const deniedFields = menu.isFormAuthorize === 1 ? await notHeld(ctx, 'form', menu, granted.forms) : NONE;
  // The form shows the current value of what the caller may write, even when a column hides it.
  const detailHidden = new Set([...listHidden].filter((key) => deniedFields.has(key)));
  return {
    menu,
    listHidden,
    detailHidden,
    deniedFields,
    rowSchemes: await rowSchemesOf(ctx, caller, menu, granted),
  };
}

/** The released design (404 when never released) and the caller's access to it (`runtimeAccess`). */
export async function releaseAccess(
  ctx: AppContext,
  caller: SessionUser,
  modelId: string,
  request: { menuId?: string; button?: string },
): Promise<{ release: VisualDesignReleaseRow; access: RuntimeAccess }> {
  const release = await requireRelease(ctx, modelId);
  return { release, access: await runtimeAccess(ctx, caller, release, request) };
}

/** The caller's data schemes of the menu (its data switch on), or undefined when no rule limits the rows. */
async function rowSchemesOf(ctx: AppContext, caller: SessionUser, menu: MenuRow, granted: GrantedItems) {
  if (menu.isDataAuthorize !== 1) return undefined;
  const schemes = (await findSchemes(ctx.db, [menu.id])).filter((s) => granted.resources.has(s.id));
  if (schemes.some((s) => s.allData === 1)) return undefined;
  return compileGrantedSchemes(ctx, caller, schemes);
}
