import { Readable } from 'node:stream';
import {
  type BddData,
  type BddFile,
  type BddType,
  bddFileSchema,
  type ExportedFile,
  formatDate,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { logImport } from '../../../shared/import-log.ts';
import { parseJsonFile } from '../../../shared/parse-json-file.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { saveGeneratedFile } from '../../file/file.service.ts';
import {
  type DictionaryDataRow,
  type DictionaryTypeRow,
  findDictionaryDataOfTypes,
  findDictionaryTypes,
} from './dictionary.repository.ts';
import { placeBddFile } from './dictionary-bdd-import.ts';
import { bumpDictionaryVersion } from './dictionary-cache.ts';
import { descendantIds } from './dictionary-tree.ts';

/*
 * `.bdd` files, the original's export of a dictionary category: JSON `{list, modelList}`, `list` the
 * category and its sub-categories (the exported one keeps its stored parent, '-1' at the top),
 * `modelList` all their entries, with the original's field names.
 */

const toBddType = (row: DictionaryTypeRow): BddType => ({
  id: row.id,
  parentId: row.parentId,
  fullName: row.fullName,
  enCode: row.enCode,
  isTree: row.isTree,
  category: String(row.category),
  sortCode: row.sortCode,
  description: row.description,
  enabledMark: row.enabledMark,
});

const toBddData = (row: DictionaryDataRow): BddData => ({
  id: row.id,
  parentId: row.parentId,
  dictionaryTypeId: row.dictionaryTypeId,
  fullName: row.fullName,
  enCode: row.enCode,
  simpleSpelling: row.simpleSpelling,
  isDefault: row.isDefault,
  description: row.description,
  sortCode: row.sortCode,
  enabledMark: row.enabledMark,
  creatorTime: row.createdAt.getTime(),
  creatorUserId: row.createdBy,
});

/** GET /DictionaryData/{id}/Actions/Export: the category's `.bdd` file in the file store; `url` downloads it. */
export async function exportDictionary(
  ctx: AppContext,
  caller: SessionUser,
  typeId: string,
): Promise<ExportedFile> {
  const types = await findDictionaryTypes(ctx.db);
  const top = types.find((row) => row.id === typeId);
  if (!top) throw badRequest('dictionary.typeNotFound');
  const ids = new Set([typeId, ...descendantIds(types, typeId)]);
  const list = types.filter((row) => ids.has(row.id));
  const data = await findDictionaryDataOfTypes(ctx.db, [...ids]);
  const file: BddFile = { list: list.map(toBddType), modelList: data.map(toBddData) };
  return saveGeneratedFile(ctx, {
    ownerId: caller.userId,
    name: `${top.fullName}_${formatDate(ctx.now(), 'YYYYMMDDHHmmss')}.bdd`,
    content: Readable.from([Buffer.from(JSON.stringify(file), 'utf8')]),
    mimeType: 'application/json',
  });
}

/** Reads and checks a `.bdd` file's bytes; 400 with the first problem when it is not one. */
export function parseBddFile(fileName: string, bytes: Buffer): BddFile {
  if (!fileName.toLowerCase().endsWith('.bdd')) throw badRequest('dictionary.importNotBdd');
  return parseJsonFile(bytes, bddFileSchema, 'dictionary.importUnreadable');
}

/**
 * POST /DictionaryData/Actions/Import: the file's categories and entries in one transaction. A
 * category's parent is '-1', another category of the file, or one that exists. Clashing ids, names or
 * codes refuse the import, or with `copyDuplicates` go in as copies (see placeBddFile).
 */
export async function importDictionary(
  ctx: AppContext,
  caller: SessionUser,
  file: BddFile,
  copyDuplicates: boolean,
) {
  try {
    const placed = await ctx.db.transaction((tx) =>
      placeBddFile(tx, file, { copyDuplicates, now: ctx.now(), userId: caller.userId }),
    );
    await bumpDictionaryVersion(ctx);
    logImport(ctx, caller, 'dictionary_types', {
      created: placed.types + placed.data,
      updated: 0,
      skipped: placed.skipped,
      codes: placed.typeCodes,
    });
    return { types: placed.types, data: placed.data };
  } catch (err) {
    // Two entries of one category with the same name or code inside the file.
    if (isUniqueViolation(err)) throw badRequest('dictionary.importDuplicate', { names: '' });
    throw err;
  }
}
