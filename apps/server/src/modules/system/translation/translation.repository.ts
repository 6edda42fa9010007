import type { Language } from '@platform/contracts';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { translations } from '../../../db/schema/index.ts';

/** What a translation row names: a menu or system's fullName, a sys-config key's value. */
export type TranslationEntity = 'module' | 'system' | 'sysConfig';

/**
 * The text of `base` (the record's zh-CN column) in `language`: the translation row of that language
 * when there is one, else the column itself. One primary-key lookup per row.
 */
export function translatedText(
  entity: TranslationEntity,
  field: string,
  id: Column,
  base: Column,
  language: Language,
): SQL<string> {
  return sql<string>`coalesce((select ${translations.text} from ${translations} where ${translations.entity} = ${entity} and ${translations.entityId} = ${id} and ${translations.field} = ${field} and ${translations.language} = ${language}), ${base})`;
}

/** The texts of one entity's field in one language, by entity id. */
export async function findTranslationTexts(
  db: Db | Tx,
  entity: TranslationEntity,
  field: string,
  language: Language,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ entityId: translations.entityId, text: translations.text })
    .from(translations)
    .where(
      and(
        eq(translations.entity, entity),
        eq(translations.field, field),
        eq(translations.language, language),
      ),
    );
  return new Map(rows.map((r) => [r.entityId, r.text]));
}
