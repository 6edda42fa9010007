import {
  DEFAULT_LANGUAGE,
  type DictionaryAll,
  type DictionaryOption,
  type DictionaryParentOption,
  type Language,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { nestByParent } from '../../permission/organize/organize-tree.ts';
import { namedIn } from '../translation/translated-names.ts';
import {
  type DictionaryDataRow,
  type DictionaryTypeRow,
  findDictionaryDataOfType,
  findDictionaryTypes,
  findEnabledDictionaryData,
} from './dictionary.repository.ts';
import { cachedDictionary } from './dictionary-cache.ts';
import { requireDictionaryType } from './dictionary-data.service.ts';
import { descendantIds } from './dictionary-tree.ts';

/*
 * What forms and dialogs read of the dictionaries: the enabled entries of one category (by id or code),
 * of every category at once, and the entry dialog's parent tree. Open to every signed-in user except
 * the parent tree, which is the dictionary screen's.
 */

const toOption = (row: DictionaryDataRow) => ({
  id: row.id,
  parentId: row.parentId,
  fullName: row.fullName,
  enCode: row.enCode,
});

/** Options nested for a tree category, flat (no children) otherwise. */
function optionsOf(rows: DictionaryDataRow[], isTree: boolean): DictionaryOption[] {
  if (isTree) return nestByParent(rows.map(toOption));
  return rows.map((row) => ({ ...toOption(row), hasChildren: false }));
}

/** The categories by id and by code (designs name a dictionary by either; an id wins over a code). */
function typeIndex(ctx: AppContext): Promise<Map<string, DictionaryTypeRow>> {
  return cachedDictionary(ctx, 'types', async () => {
    const types = await findDictionaryTypes(ctx.db);
    return new Map([...types.map((t) => [t.enCode, t] as const), ...types.map((t) => [t.id, t] as const)]);
  });
}

/**
 * GET /DictionaryData/{typeId}/Data/Selector: enabled entries named in the caller's language; an
 * unknown category answers an empty list. Kept per category and language (dictionary-cache.ts).
 */
export async function listDictionaryOptions(ctx: AppContext, typeRef: string, language?: Language) {
  const type = (await typeIndex(ctx)).get(typeRef);
  if (!type) return { list: [] };
  const lang = language ?? DEFAULT_LANGUAGE;
  return cachedDictionary(ctx, `selector:${lang}:${type.id}`, async () => {
    const found = await findDictionaryDataOfType(ctx.db, type.id, { enabledOnly: true });
    const rows = await namedIn(ctx.db, 'dictionaryData', found, lang);
    return { list: optionsOf(rows, type.isTree === 1) };
  });
}

/** GET /DictionaryData/All: every category with its enabled entries, named in the caller's language. */
export function listAllDictionaries(ctx: AppContext, language?: Language): Promise<DictionaryAll> {
  const lang = language ?? DEFAULT_LANGUAGE;
  return cachedDictionary(ctx, `all:${lang}`, () => buildAllDictionaries(ctx, lang));
}

async function buildAllDictionaries(ctx: AppContext, language: Language): Promise<DictionaryAll> {
  const [types, enabled] = await Promise.all([
    findDictionaryTypes(ctx.db),
    findEnabledDictionaryData(ctx.db),
  ]);
  const data = await namedIn(ctx.db, 'dictionaryData', enabled, language);
  const byType = new Map<string, DictionaryDataRow[]>();
  for (const row of data) {
    const rows = byType.get(row.dictionaryTypeId);
    if (rows) rows.push(row);
    else byType.set(row.dictionaryTypeId, [row]);
  }
  return {
    list: types.map((type) => ({
      id: type.id,
      enCode: type.enCode,
      isTree: type.isTree,
      dictionaryList: optionsOf(byType.get(type.id) ?? [], type.isTree === 1),
    })),
  };
}

/**
 * GET /DictionaryData/{typeId}/Selector/{id}: the category as the top node (its id stands for parent
 * '0'), with its entries below it when `isTree` is 1, leaving out `excludeId` (the entry being edited,
 * '0' on create) and its subtree.
 */
export async function listDictionaryParentOptions(
  ctx: AppContext,
  typeId: string,
  isTree: number | undefined,
  excludeId = '0',
): Promise<{ list: DictionaryParentOption[] }> {
  const type = await requireDictionaryType(ctx, typeId);
  const rows = isTree === 1 ? await findDictionaryDataOfType(ctx.db, typeId) : [];
  const excluded =
    excludeId === '0' ? new Set<string>() : new Set([excludeId, ...descendantIds(rows, excludeId)]);
  const entries = rows
    .filter((row) => !excluded.has(row.id))
    .map((row) => ({
      id: row.id,
      parentId: row.parentId === '0' ? type.id : row.parentId,
      fullName: row.fullName,
    }));
  return { list: nestByParent([{ id: type.id, parentId: '0', fullName: type.fullName }, ...entries]) };
}
