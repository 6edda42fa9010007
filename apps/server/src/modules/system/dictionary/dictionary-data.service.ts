import {
  type CreateDictionaryDataBody,
  DICTIONARY_DATA_TOP,
  type DictionaryDataInfo,
  type DictionaryDataListQuery,
  type DictionaryDataNode,
  type Language,
  type UpdateDictionaryDataBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { dictionaryData } from '../../../db/schema/index.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { omitKeys } from '../../../shared/record-kit/record-access.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { nestByParent } from '../../permission/organize/organize-tree.ts';
import { namedIn } from '../translation/translated-names.ts';
import { deleteTranslationsOf } from '../translation/translation.repository.ts';
import {
  countDictionaryDataChildren,
  type DictionaryDataRow,
  findDictionaryData,
  findDictionaryDataClash,
  findDictionaryDataOfType,
  findDictionaryType,
} from './dictionary.repository.ts';
import { bumpDictionaryVersion } from './dictionary-cache.ts';
import { dictionaryDataGrants } from './dictionary-grants.service.ts';
import { descendantIds, withAncestors } from './dictionary-tree.ts';

/*
 * 数据字典 entries. An entry belongs to one category; its parent is '0' (the top of the category, also
 * what the dialog's tree sends as the category's own id) or, in a tree category only, another entry of
 * the same category, never itself or one below it. Name and code are unique within the category; an
 * entry with child entries is not deleted.
 */

const dataRecords = recordKit<DictionaryDataRow, MenuReadAccess>({
  table: dictionaryData,
  find: findDictionaryData,
  grants: dictionaryDataGrants,
  notFound: 'dictionary.dataNotFound',
  inUse: { count: countDictionaryDataChildren, message: 'dictionary.dataHasChildren' },
  editable: ['fullName', 'enCode', 'sortCode', 'enabledMark', 'description'],
  afterChange: (ctx) => bumpDictionaryVersion(ctx),
});

function toInfo(row: DictionaryDataRow): Required<DictionaryDataInfo> {
  return {
    id: row.id,
    dictionaryTypeId: row.dictionaryTypeId,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    description: row.description,
  };
}

function omitTree(nodes: DictionaryDataNode[], hidden: ReadonlySet<string>): DictionaryDataNode[] {
  return nodes.map(({ children, ...node }) => ({
    ...omitKeys(node, hidden),
    ...(children ? { children: omitTree(children, hidden) } : {}),
  }));
}

const matches = (row: DictionaryDataRow, keyword: string, keys: readonly string[]) =>
  (keys.includes('fullName') && row.fullName.includes(keyword)) ||
  (keys.includes('enCode') && row.enCode.includes(keyword));

/** GET /DictionaryData/{typeId}: the entries (a tree with isTree=1), filtered by the keyword with their ancestors. */
export async function listDictionaryData(
  ctx: AppContext,
  caller: SessionUser,
  typeId: string,
  query: DictionaryDataListQuery,
  language?: Language,
) {
  const access = await dictionaryDataGrants.readAccess(ctx, caller);
  const { keywordKeys } = dictionaryDataGrants.listQuery(access, query);
  const [stored, readable] = await Promise.all([
    findDictionaryDataOfType(ctx.db, typeId),
    dictionaryDataGrants.readableIds(ctx, access),
  ]);
  // Named in the caller's language, which the keyword then matches (the edit dialog reads the zh-CN name).
  const all = await namedIn(ctx.db, 'dictionaryData', stored, language);
  const visible = readable === 'all' ? all : all.filter((row) => readable.has(row.id));
  const { keyword } = query;
  const found = keyword === undefined ? visible : visible.filter((row) => matches(row, keyword, keywordKeys));
  if (query.isTree !== 1) {
    return { list: found.map((row) => omitKeys({ ...toInfo(row), hasChildren: false }, access.listHidden)) };
  }
  const rows = keyword === undefined ? found : withAncestors(visible, found);
  return { list: omitTree(nestByParent(rows.map(toInfo)), access.listHidden) };
}

export function getDictionaryData(ctx: AppContext, caller: SessionUser, id: string) {
  return dataRecords.read(ctx, caller, id, toInfo);
}

/** The stored parent of an entry: '0' for the top (or the category's own id), else an entry of a tree category. */
async function parentUnder(ctx: AppContext, typeId: string, parentId: string | undefined): Promise<string> {
  const type = await findDictionaryType(ctx.db, typeId);
  if (!type) throw badRequest('dictionary.typeNotFound');
  if (parentId === undefined || parentId === DICTIONARY_DATA_TOP || parentId === typeId)
    return DICTIONARY_DATA_TOP;
  if (type.isTree !== 1) throw badRequest('dictionary.dataParentNotTree');
  const parent = await findDictionaryData(ctx.db, parentId);
  if (!parent || parent.dictionaryTypeId !== typeId) throw badRequest('dictionary.dataParentNotFound');
  return parentId;
}

async function assertFree(
  ctx: AppContext,
  typeId: string,
  body: UpdateDictionaryDataBody,
  exceptId?: string,
) {
  if (
    body.fullName !== undefined &&
    (await findDictionaryDataClash(ctx.db, typeId, 'fullName', body.fullName, exceptId))
  ) {
    throw badRequest('dictionary.dataNameTaken', { name: body.fullName });
  }
  if (
    body.enCode !== undefined &&
    (await findDictionaryDataClash(ctx.db, typeId, 'enCode', body.enCode, exceptId))
  ) {
    throw badRequest('dictionary.dataCodeTaken', { code: body.enCode });
  }
}

export async function createDictionaryData(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateDictionaryDataBody,
): Promise<string> {
  let parentId = DICTIONARY_DATA_TOP;
  return dataRecords.create(
    ctx,
    caller,
    body,
    () => ({
      dictionaryTypeId: body.dictionaryTypeId,
      parentId,
      fullName: body.fullName,
      enCode: body.enCode,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      description: body.description ?? null,
    }),
    {
      check: async () => {
        parentId = await parentUnder(ctx, body.dictionaryTypeId, body.parentId);
        await assertFree(ctx, body.dictionaryTypeId, body);
      },
    },
  );
}

export async function updateDictionaryData(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateDictionaryDataBody,
): Promise<void> {
  let parentId: string | undefined;
  await dataRecords.update(ctx, caller, id, body, {
    check: async (row) => {
      // An entry stays in its category: the original's dialog sends the category back unchanged.
      if (body.dictionaryTypeId !== undefined && body.dictionaryTypeId !== row.dictionaryTypeId) {
        throw badRequest('dictionary.dataParentNotFound');
      }
      await assertFree(ctx, row.dictionaryTypeId, body, id);
      if (body.parentId === undefined) return;
      const target = await parentUnder(ctx, row.dictionaryTypeId, body.parentId);
      if (target === row.parentId) return;
      if (target !== DICTIONARY_DATA_TOP) {
        const entries = await findDictionaryDataOfType(ctx.db, row.dictionaryTypeId);
        if (target === id || descendantIds(entries, id).has(target))
          throw badRequest('dictionary.dataInOwnTree');
      }
      parentId = target;
    },
    extra: () => (parentId === undefined ? {} : { parentId }),
  });
}

export function removeDictionaryData(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return dataRecords.remove(ctx, caller, id, {
    within: (tx) => deleteTranslationsOf(tx, 'dictionaryData', id),
  });
}

export function toggleDictionaryDataState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return dataRecords.toggleState(ctx, caller, id);
}

/** 404 for an unknown category (the pickers and the dialog's tree). */
export async function requireDictionaryType(ctx: AppContext, typeId: string) {
  const type = await findDictionaryType(ctx.db, typeId);
  if (!type) throw notFound('dictionary.typeNotFound');
  return type;
}
