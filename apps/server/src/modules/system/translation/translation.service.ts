import { Readable } from 'node:stream';
import {
  type ExportedFile,
  formatDate,
  LANGUAGES,
  type Language,
  TRANSLATED_LANGUAGES,
  TRANSLATION_FILE_VERSION,
  type TranslationEntityName,
  type TranslationEntry,
  type TranslationFile,
  type TranslationListQuery,
  translationFileSchema,
  type UpdateTranslationBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { logImport } from '../../../shared/import-log.ts';
import { parseJsonFile } from '../../../shared/parse-json-file.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { saveGeneratedFile } from '../../file/file.service.ts';
import { bumpPermissionVersion } from '../../permission/authority/permission-cache.ts';
import { bumpDictionaryVersion } from '../dictionary/dictionary-cache.ts';
import {
  findRecordTexts,
  findTranslatableKeys,
  findTranslationPage,
  isTranslatable,
  saveTranslationTexts,
  type TranslationEntryRow,
  type TranslationText,
} from './translation.repository.ts';
import { TRANSLATED_FIELD } from './translation-sources.ts';

const toEntry = (row: TranslationEntryRow): TranslationEntry => ({
  id: `${row.entity}:${row.entityId}`,
  entity: row.entity as TranslationEntityName,
  entityId: row.entityId,
  field: row.field,
  enCode: row.enCode,
  'zh-CN': row.source,
  'zh-TW': row.zhTW,
  'en-US': row.enUS,
});

/** GET /Translation: the names, paged. */
export async function listTranslations(ctx: AppContext, query: TranslationListQuery) {
  const { rows, total } = await findTranslationPage(
    ctx.db,
    { keyword: query.keyword, entity: query.entity, isMissing: query.missing === 1 },
    pageWindow(query),
  );
  return pageOf(rows.map(toEntry), total, query);
}

/**
 * Menus and systems feed the cached CurrentUser menus, dictionary names the cached pickers: a change
 * to their texts bumps that cache's version.
 */
async function afterChange(ctx: AppContext, texts: readonly TranslationText[]) {
  if (texts.some((t) => t.entity === 'module' || t.entity === 'system')) await bumpPermissionVersion(ctx);
  if (texts.some((t) => t.entity === 'dictionaryType' || t.entity === 'dictionaryData'))
    await bumpDictionaryVersion(ctx);
}

/** A record's translations as the operation log keeps them (before and after an edit). */
export const translationAudit: RouteAudit<{ entity: TranslationEntityName; entityId: string }> = {
  module: 'translations',
  recordId: ({ params }) => `${params.entity}:${params.entityId}`,
  load: (ctx, _id, { params }) => findRecordTexts(ctx.db, params.entity, params.entityId),
};

/** PUT /Translation/{entity}/{entityId}: the languages sent change; an empty text removes that language's. */
export async function updateTranslation(
  ctx: AppContext,
  entity: TranslationEntityName,
  entityId: string,
  body: UpdateTranslationBody,
): Promise<void> {
  if (!(await isTranslatable(ctx.db, entity, entityId))) {
    throw badRequest('translation.notFound', { entity, id: entityId });
  }
  const field = TRANSLATED_FIELD[entity];
  const texts = TRANSLATED_LANGUAGES.flatMap((language) => {
    const text = body[language];
    return text === undefined ? [] : [{ entity, entityId, field, language, text }];
  });
  await saveTranslationTexts(ctx.db, texts, ctx.now());
  await afterChange(ctx, texts);
}

/** GET /Translation/Actions/Export: every name with its three texts as a `.json` file (TranslationFile). */
export async function exportTranslations(ctx: AppContext, caller: SessionUser): Promise<ExportedFile> {
  const { rows } = await findTranslationPage(ctx.db, {});
  const file: TranslationFile = {
    version: TRANSLATION_FILE_VERSION,
    entries: rows.map((row) => ({
      entity: row.entity as TranslationEntityName,
      entityId: row.entityId,
      field: row.field,
      enCode: row.enCode,
      values: { 'zh-CN': row.source, 'zh-TW': row.zhTW ?? '', 'en-US': row.enUS ?? '' },
    })),
  };
  return saveGeneratedFile(ctx, {
    ownerId: caller.userId,
    name: `translations_${formatDate(ctx.now(), 'YYYYMMDDHHmmss')}.json`,
    content: Readable.from([Buffer.from(JSON.stringify(file, null, 2), 'utf8')]),
    mimeType: 'application/json',
  });
}

/** Reads and checks a translation file's bytes; 400 with the first problem when it is not one. */
export function parseTranslationFile(fileName: string, bytes: Buffer): TranslationFile {
  if (!fileName.toLowerCase().endsWith('.json')) throw badRequest('translation.importNotJson');
  return parseJsonFile(bytes, translationFileSchema, 'translation.importInvalid');
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);

/**
 * POST /Translation/Actions/Import: all or nothing. Every language must be one of the product's and
 * every record must exist; the zh-CN text is the record's own and is not written; an empty text
 * removes that language's translation.
 */
export async function importTranslations(
  ctx: AppContext,
  caller: SessionUser,
  file: TranslationFile,
): Promise<{ entries: number }> {
  const keys = await findTranslatableKeys(ctx.db);
  const texts: TranslationText[] = [];
  for (const entry of file.entries) {
    for (const language of Object.keys(entry.values)) {
      if (!isLanguage(language)) throw badRequest('translation.unknownLanguage', { language });
    }
    if (!keys.has(`${entry.entity}:${entry.entityId}`)) {
      throw badRequest('translation.importUnknownRecord', { entity: entry.entity, id: entry.entityId });
    }
    const field = TRANSLATED_FIELD[entry.entity];
    if (entry.field !== undefined && entry.field !== field) {
      throw badRequest('translation.importInvalid', {
        detail: `${entry.entity} ${entry.entityId} field ${entry.field}`,
      });
    }
    for (const language of TRANSLATED_LANGUAGES) {
      const text = entry.values[language]?.trim();
      if (text !== undefined)
        texts.push({ entity: entry.entity, entityId: entry.entityId, field, language, text });
    }
  }
  const counts = await ctx.db.transaction((tx) => saveTranslationTexts(tx, texts, ctx.now()));
  await afterChange(ctx, texts);
  logImport(ctx, caller, 'translations', {
    ...counts,
    codes: [...new Set(texts.map((t) => `${t.entity}:${t.entityId}`))],
  });
  return { entries: file.entries.length };
}
