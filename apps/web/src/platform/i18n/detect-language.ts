import { DEFAULT_LANGUAGE, type Language, toLanguage } from '@platform/contracts';
import { readLocal } from '../storage/local-store.ts';

export const LANGUAGE_KEY = 'language';

/** The stored choice, else the browser language (tw, en, zh), else Chinese. */
export function detectLanguage(browserLanguages: readonly string[] = navigator.languages ?? []): Language {
  const stored = toLanguage(readLocal(LANGUAGE_KEY));
  if (stored) return stored;
  for (const tag of browserLanguages) {
    const lang = toLanguage(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
