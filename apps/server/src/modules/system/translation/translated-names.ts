import { DEFAULT_LANGUAGE, type Language } from '@platform/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { findTranslationTexts, type TranslationEntity } from './translation.repository.ts';

/**
 * The rows with `fullName` in `language`: a translation row replaces the record's own (zh-CN) name,
 * a name without one keeps it. zh-CN reads nothing.
 */
export async function namedIn<T extends { id: string; fullName: string }>(
  db: Db | Tx,
  entity: TranslationEntity,
  rows: T[],
  language: Language | undefined,
): Promise<T[]> {
  if (!language || language === DEFAULT_LANGUAGE || rows.length === 0) return rows;
  const texts = await findTranslationTexts(db, entity, 'fullName', language);
  if (texts.size === 0) return rows;
  return rows.map((row) => {
    const text = texts.get(row.id);
    return text === undefined ? row : { ...row, fullName: text };
  });
}
