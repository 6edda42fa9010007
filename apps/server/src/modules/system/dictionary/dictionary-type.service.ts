import type {
  CreateDictionaryTypeBody,
  DictionaryTypeInfo,
  DictionaryTypeNode,
  Language,
  UpdateDictionaryTypeBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { dictionaryTypes } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { nestByParent } from '../../permission/organize/organize-tree.ts';
import { namedIn } from '../translation/translated-names.ts';
import { deleteTranslationsOf } from '../translation/translation.repository.ts';
import {
  countDictionaryTypeUsers,
  type DictionaryTypeRow,
  findDictionaryType,
  findDictionaryTypeNamed,
  findDictionaryTypes,
  updateDictionaryTypeCategories,
} from './dictionary.repository.ts';
import { bumpDictionaryVersion } from './dictionary-cache.ts';
import { dictionaryTypeGrants } from './dictionary-grants.service.ts';

/*
 * 数据字典 categories. The tree shows two fixed roots, '0' 业务字典 and '1' 系统字典; a top category is
 * stored with parent '-1' and its root in `category`, a sub-category inherits its parent's root. Name and
 * code are unique among all categories; a category moves neither under itself nor under its own
 * sub-categories, and is deleted only without sub-categories and entries.
 */

export const TYPE_TOP = '-1';
const ROOT_NAMES: Record<string, string> = { '0': '业务字典', '1': '系统字典' };
export const isDictionaryRoot = (id: string) => id === '0' || id === '1';

const typeRecords = recordKit<DictionaryTypeRow, MenuReadAccess>({
  table: dictionaryTypes,
  find: findDictionaryType,
  grants: dictionaryTypeGrants,
  notFound: 'dictionary.typeNotFound',
  unique: {
    column: dictionaryTypes.enCode,
    field: 'enCode',
    message: 'dictionary.typeCodeTaken',
    param: 'code',
  },
  inUse: { count: countDictionaryTypeUsers, message: 'dictionary.typeInUse' },
  editable: ['fullName', 'enCode', 'isTree', 'sortCode', 'description'],
  afterChange: (ctx) => bumpDictionaryVersion(ctx),
});

/** The parent as the tree shows it: the root ('0'/'1') for a top category. */
const shownParent = (row: DictionaryTypeRow) =>
  row.parentId === TYPE_TOP ? String(row.category) : row.parentId;

export function toTypeInfo(row: DictionaryTypeRow): Required<DictionaryTypeInfo> {
  return {
    id: row.id,
    parentId: shownParent(row),
    fullName: row.fullName,
    enCode: row.enCode,
    isTree: row.isTree,
    category: row.category,
    sortCode: row.sortCode,
    description: row.description,
  };
}

/** The tree under the two roots (业务字典 first, as the original lists them). */
function typeTree(rows: DictionaryTypeRow[]): DictionaryTypeNode[] {
  const roots = ['0', '1'].map((id) => ({
    id,
    parentId: TYPE_TOP,
    fullName: ROOT_NAMES[id],
    enCode: '',
    isTree: 0,
    category: Number(id),
    sortCode: 0,
    description: null,
  }));
  return nestByParent([...roots, ...rows.map(toTypeInfo)]);
}

/** GET /DictionaryType: the category tree. */
export async function listDictionaryTypes(ctx: AppContext, language?: Language) {
  return {
    list: typeTree(await namedIn(ctx.db, 'dictionaryType', await findDictionaryTypes(ctx.db), language)),
  };
}

/** The ids of a category's subtree (itself included). */
function subtreeIds(rows: readonly DictionaryTypeRow[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!ids.has(row.id) && ids.has(row.parentId)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** GET /DictionaryType/Selector/{id}: the tree without the category being edited and its subtree. */
export async function listDictionaryTypeOptions(ctx: AppContext, excludeId = '0') {
  const rows = await findDictionaryTypes(ctx.db);
  const excluded = isDictionaryRoot(excludeId) ? new Set<string>() : subtreeIds(rows, excludeId);
  return { list: typeTree(rows.filter((row) => !excluded.has(row.id))) };
}

export function getDictionaryType(ctx: AppContext, caller: SessionUser, id: string) {
  return typeRecords.read(ctx, caller, id, toTypeInfo);
}

/** Where a category goes under `parentId`: its stored parent and its root. */
async function placement(ctx: AppContext, parentId: string) {
  if (isDictionaryRoot(parentId)) return { parentId: TYPE_TOP, category: Number(parentId) };
  const parent = await findDictionaryType(ctx.db, parentId);
  if (!parent) throw badRequest('dictionary.typeParentNotFound');
  return { parentId, category: parent.category };
}

async function assertNameFree(ctx: AppContext, fullName: string | undefined, exceptId?: string) {
  if (fullName !== undefined && (await findDictionaryTypeNamed(ctx.db, fullName, exceptId))) {
    throw badRequest('dictionary.typeNameTaken', { name: fullName });
  }
}

export async function createDictionaryType(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateDictionaryTypeBody,
): Promise<string> {
  let place = { parentId: TYPE_TOP, category: 0 };
  return typeRecords.create(
    ctx,
    caller,
    body,
    () => ({
      ...place,
      fullName: body.fullName,
      enCode: body.enCode,
      isTree: body.isTree,
      sortCode: body.sortCode,
      description: body.description ?? null,
    }),
    {
      check: async () => {
        place = await placement(ctx, body.parentId);
        await assertNameFree(ctx, body.fullName);
      },
    },
  );
}

export async function updateDictionaryType(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateDictionaryTypeBody,
): Promise<void> {
  if (isDictionaryRoot(id)) throw badRequest('dictionary.rootReadOnly');
  let place: { parentId: string; category: number } | undefined;
  let moved: string[] = [];
  await typeRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      await assertNameFree(ctx, body.fullName, id);
      if (body.parentId === undefined || body.parentId === shownParent(row)) return;
      const rows = await findDictionaryTypes(ctx.db);
      const subtree = subtreeIds(rows, id);
      if (subtree.has(body.parentId)) throw badRequest('dictionary.typeInOwnTree');
      place = await placement(ctx, body.parentId);
      moved = [...subtree];
    },
    extra: () => place ?? {},
    within: async (tx) => {
      if (place) await updateDictionaryTypeCategories(tx, moved, place.category);
    },
  });
}

export async function removeDictionaryType(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  if (isDictionaryRoot(id)) throw badRequest('dictionary.rootReadOnly');
  await typeRecords.remove(ctx, caller, id, {
    within: (tx) => deleteTranslationsOf(tx, 'dictionaryType', id),
  });
}
