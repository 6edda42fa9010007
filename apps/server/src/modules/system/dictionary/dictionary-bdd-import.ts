import type { BddFile, BddType } from '@platform/contracts';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import {
  type DictionaryTypeRow,
  findDictionaryTypes,
  findTakenDictionaryDataIds,
  insertDictionaryData,
  insertDictionaryTypes,
} from './dictionary.repository.ts';

/*
 * Places a `.bdd` file's rows: categories parents first, each under '-1' (its root from `category`), a
 * category of the file, or an existing one; entries under their category. A category whose id, name or
 * code is taken, or an entry whose id is taken, refuses the import, unless duplicates are copied: then
 * it gets a new id, a category also the name `X.副本nnnnn` and the code `Xnnnnn`, and what the file
 * hangs below it follows the new id.
 */

const TOP = '-1';

interface Options {
  copyDuplicates: boolean;
  now: Date;
  userId: string;
}

/** Five digits from the clock, the original's copy suffix. */
const copySuffix = (now: Date) => String(now.getTime() % 100_000).padStart(5, '0');

function rootOf(type: BddType): number {
  return Number(type.category) === 1 || type.category === '系统' ? 1 : 0;
}

/** The file's categories with parents before children; a category whose parent is nowhere refuses the file. */
function inTreeOrder(list: BddType[], existing: ReadonlyMap<string, DictionaryTypeRow>): BddType[] {
  const inFile = new Set(list.map((t) => t.id));
  for (const type of list) {
    if (type.parentId !== TOP && !inFile.has(type.parentId) && !existing.has(type.parentId)) {
      throw badRequest('dictionary.importNoParent');
    }
  }
  const ordered: BddType[] = [];
  const placed = new Set<string>();
  let pending = list;
  while (pending.length > 0) {
    const ready = pending.filter((t) => !inFile.has(t.parentId) || placed.has(t.parentId));
    // A cycle inside the file: no category of it reaches a real parent.
    if (ready.length === 0) throw badRequest('dictionary.importNoParent');
    for (const type of ready) {
      ordered.push(type);
      placed.add(type.id);
    }
    pending = pending.filter((t) => !placed.has(t.id));
  }
  return ordered;
}

export async function placeBddFile(tx: Db, file: BddFile, options: Options) {
  const existingRows = await findDictionaryTypes(tx);
  const existing = new Map(existingRows.map((row) => [row.id, row]));
  const names = new Set(existingRows.map((row) => row.fullName));
  const codes = new Set(existingRows.map((row) => row.enCode));
  const ordered = inTreeOrder(file.list, existing);
  const takenDataIds = await findTakenDictionaryDataIds(
    tx,
    file.modelList.map((d) => d.id),
  );
  const suffix = copySuffix(options.now);
  const typeIds = new Map<string, string>();
  const categories = new Map<string, number>();
  const clashes: string[] = [];
  const typeRows = ordered.map((type) => {
    const isClash =
      existing.has(type.id) || names.has(type.fullName) || codes.has(type.enCode) || typeIds.has(type.id);
    if (isClash) clashes.push(type.fullName);
    const id = isClash ? newId() : type.id;
    const fullName = isClash ? `${type.fullName}.副本${suffix}` : type.fullName;
    const enCode = isClash ? `${type.enCode}${suffix}` : type.enCode;
    typeIds.set(type.id, id);
    names.add(fullName);
    codes.add(enCode);
    const parentId = type.parentId === TOP ? TOP : (typeIds.get(type.parentId) ?? type.parentId);
    const category =
      parentId === TOP ? rootOf(type) : (categories.get(parentId) ?? existing.get(parentId)?.category ?? 0);
    categories.set(id, category);
    return {
      id,
      parentId,
      category,
      fullName,
      enCode,
      isTree: type.isTree === 1 ? 1 : 0,
      description: type.description ?? null,
      sortCode: type.sortCode ?? 0,
      enabledMark: type.enabledMark === 0 ? 0 : 1,
      createdAt: options.now,
      createdBy: options.userId,
    };
  });
  const dataIds = new Map<string, string>();
  for (const item of file.modelList) {
    const isClash = takenDataIds.has(item.id) || dataIds.has(item.id);
    if (isClash) clashes.push(item.fullName);
    dataIds.set(item.id, isClash ? newId() : item.id);
  }
  if (clashes.length > 0 && !options.copyDuplicates) {
    throw badRequest('dictionary.importDuplicate', { names: [...new Set(clashes)].slice(0, 10).join('、') });
  }
  const dataRows = file.modelList.flatMap((item) => {
    const dictionaryTypeId = typeIds.get(item.dictionaryTypeId);
    // Entries of a category the file does not carry have nowhere to go.
    if (dictionaryTypeId === undefined) return [];
    return [
      {
        id: dataIds.get(item.id) ?? newId(),
        dictionaryTypeId,
        parentId: item.parentId === '0' || item.parentId === TOP ? '0' : (dataIds.get(item.parentId) ?? '0'),
        fullName: item.fullName,
        enCode: item.enCode,
        simpleSpelling: item.simpleSpelling ?? null,
        isDefault: item.isDefault ?? 0,
        description: item.description ?? null,
        sortCode: item.sortCode ?? 0,
        enabledMark: item.enabledMark === 0 ? 0 : 1,
        createdAt: options.now,
        createdBy: options.userId,
      },
    ];
  });
  await insertDictionaryTypes(tx, typeRows);
  await insertDictionaryData(tx, dataRows);
  return {
    types: typeRows.length,
    data: dataRows.length,
    // Entries of a category the file does not carry are left out.
    skipped: file.modelList.length - dataRows.length,
    typeCodes: typeRows.map((row) => row.enCode),
  };
}
