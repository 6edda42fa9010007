import type { AppContext } from '../../../app-context.ts';
import { cachedByVersion, readPermissionVersion } from '../../permission/authority/permission-cache.ts';
import { findMenu, type MenuRow } from '../../system/module/menu.repository.ts';
import { findDesignRelease, type VisualDesignReleaseRow } from '../base/visual-dev-release.repository.ts';

/*
 * What every runtime call reads before it reaches the records: the design's released copy and the menus
 * that open it. Both decide who may open what, so they are kept with the menus and permission sets,
 * valid while the permission version holds: a release, a design's removal and every menu change bump
 * it (in this process at once, in the others within a second). The rows are shared: callers read them
 * and never change them.
 */

/** The released copy of the design, or undefined when it was never released (or is gone). */
export async function cachedRelease(
  ctx: AppContext,
  modelId: string,
): Promise<VisualDesignReleaseRow | undefined> {
  const version = await readPermissionVersion(ctx.db);
  return cachedByVersion(ctx, `onlineDev.release:${modelId}`, version, () =>
    findDesignRelease(ctx.db, modelId),
  );
}

/** The menu row, or undefined when there is none with that id. */
export async function cachedMenu(ctx: AppContext, id: string): Promise<MenuRow | undefined> {
  const version = await readPermissionVersion(ctx.db);
  return cachedByVersion(ctx, `onlineDev.menu:${id}`, version, () => findMenu(ctx.db, id));
}
