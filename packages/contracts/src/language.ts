/** Languages of the product. zh-CN is the default. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** The navbar's short names (zh, zhtw, en) and the stored profile value map to these. */
const SHORT: Record<string, Language> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en-US' };

/** Normalises a stored choice, short name or browser/Accept-Language tag; unknown gives undefined. */
export function toLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if ((LANGUAGES as readonly string[]).includes(v)) return v as Language;
  const short = SHORT[v.toLowerCase()];
  if (short) return short;
  const lower = v.toLowerCase();
  if (lower.includes('tw') || lower.includes('hk') || lower.includes('hant')) return 'zh-TW';
  if (lower.startsWith('en')) return 'en-US';
  if (lower.startsWith('zh')) return 'zh-CN';
  return undefined;
}

/** Picks the first known language of an Accept-Language header, else the default. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const lang = toLanguage(part.split(';')[0]);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

export function toShortLanguage(lang: Language): 'zh' | 'zhtw' | 'en' {
  return lang === 'zh-TW' ? 'zhtw' : lang === 'en-US' ? 'en' : 'zh';
}
