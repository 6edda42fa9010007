import { isMenuGroupType } from '@platform/contracts';
import type { Tx } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import {
  findMenu,
  insertMenu,
  isMenuCodeTaken,
  type MenuRow,
  updateMenu,
} from '../../system/module/menu.repository.ts';
import {
  deleteResourceCascade,
  type FieldKind,
  insertFieldRow,
  listFieldRows,
  updateFieldRow,
} from '../../system/module/module-resource.repository.ts';
import { findSystem } from '../../system/module/system.repository.ts';
import type { VisualDesignRow } from './visual-dev.repository.ts';
import type { DesignResources, MenuResource } from './visual-dev-menu-resources.ts';

/*
 * The menu a release makes or refreshes on one side (Web or App): a type-3 (form) menu named and coded
 * as the design, whose `propertyJson.moduleId` is the design, with the design's buttons, columns and
 * form fields as its grantable resources. A later release refreshes the same menu: its name, code and
 * resources (new ones added, gone ones removed with their grants); it stays where it was put.
 */

export type ReleaseSide = 'Web' | 'App';

/** Where a first release puts the menu: the dialog's parent and system (the system itself as parent). */
export interface ReleasePlace {
  parentId: string | undefined;
  systemId: string | undefined;
}

const FORM_MENU_TYPE = 3;

/** Whether the design's list asks for data permissions (`useDataPermission`): the menu's data switch. */
function usesDataPermission(design: VisualDesignRow): boolean {
  try {
    const list: unknown = JSON.parse(design.columnData ?? '');
    return (
      typeof list === 'object' &&
      list !== null &&
      (list as { useDataPermission?: unknown }).useDataPermission === true
    );
  } catch {
    return false;
  }
}

/**
 * The menu's fields from the design. A resource flag is on when the design gives that kind of resource
 * (a form-only design has no buttons or columns), as the authorize screen shows a tab per flag.
 */
function menuValues(design: VisualDesignRow, resources: DesignResources, now: Date) {
  const flag = (items: readonly unknown[]) => (items.length > 0 ? 1 : 0);
  return {
    fullName: design.fullName,
    enCode: design.enCode,
    urlAddress: `model/${design.enCode}`,
    propertyJson: JSON.stringify({ moduleId: design.id, isTree: 0 }),
    isButtonAuthorize: flag(resources.buttons),
    isColumnAuthorize: flag(resources.columns),
    isFormAuthorize: flag(resources.forms),
    isDataAuthorize: usesDataPermission(design) ? 1 : 0,
    updatedAt: now,
  };
}

/** The parent and system of a first release, refused unless the parent is a directory or folder of the side. */
async function placeOf(tx: Tx, side: ReleaseSide, place: ReleasePlace) {
  if (!place.parentId) throw badRequest('visualDev.releaseParentRequired');
  if (!place.systemId) {
    if (!(await findSystem(tx, place.parentId))) throw badRequest('visualDev.releaseParentMissing');
    return { parentId: '-1', systemId: place.parentId };
  }
  const parent = await findMenu(tx, place.parentId);
  if (
    !parent ||
    parent.systemId !== place.systemId ||
    parent.category !== side ||
    !isMenuGroupType(parent.type)
  ) {
    throw badRequest('visualDev.releaseParentMissing');
  }
  return { parentId: parent.id, systemId: parent.systemId };
}

/** Brings one resource table of the menu to the design's list: adds, renames and removes. */
async function syncResources(tx: Tx, kind: FieldKind, moduleId: string, wanted: MenuResource[]) {
  const existing = new Map((await listFieldRows(tx, kind, moduleId)).map((r) => [r.enCode, r]));
  for (const [index, item] of wanted.entries()) {
    const values = { moduleId, ...item, sortCode: index };
    const row = existing.get(item.enCode);
    if (row) await updateFieldRow(tx, kind, row.id, { ...values, enabledMark: row.enabledMark });
    else await insertFieldRow(tx, kind, newId(), values);
    existing.delete(item.enCode);
  }
  for (const gone of existing.values()) await deleteResourceCascade(tx, kind, gone.id);
}

async function requireFreeCode(
  tx: Tx,
  key: { systemId: string; category: string; enCode: string },
  selfId?: string,
) {
  if (await isMenuCodeTaken(tx, key, selfId))
    throw badRequest('visualDev.releaseMenuTaken', { code: key.enCode });
}

/**
 * Makes the side's menu (or refreshes `current`, the menu of an earlier release) with the design's
 * resources; answers its id. Run in the release's transaction.
 */
export async function releaseMenu(
  tx: Tx,
  design: VisualDesignRow,
  side: ReleaseSide,
  current: MenuRow | undefined,
  place: ReleasePlace,
  resources: DesignResources,
  now: Date,
): Promise<string> {
  const values = menuValues(design, resources, now);
  let moduleId: string;
  if (current) {
    await requireFreeCode(tx, { ...current, enCode: design.enCode }, current.id);
    await updateMenu(tx, current.id, values);
    moduleId = current.id;
  } else {
    const { parentId, systemId } = await placeOf(tx, side, place);
    await requireFreeCode(tx, { systemId, category: side, enCode: design.enCode });
    moduleId = newId();
    await insertMenu(tx, moduleId, {
      ...values,
      systemId,
      parentId,
      category: side,
      type: FORM_MENU_TYPE,
      icon: 'icon-ym icon-ym-webForm',
      sortCode: design.sortCode,
      enabledMark: 1,
    });
  }
  await syncResources(tx, 'button', moduleId, resources.buttons);
  await syncResources(tx, 'column', moduleId, resources.columns);
  await syncResources(tx, 'form', moduleId, resources.forms);
  return moduleId;
}
