import type { Language } from '@platform/contracts';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

/*
 * antd and dayjs locales. zh-CN (the default and fallback language) is bundled, en-US is built into
 * both libraries, and zh-TW loads when it is first used. The ES paths matter: `antd/locale/*` is
 * CommonJS and would bundle a second copy of the picker and pagination locales.
 */

export type AntdLocale = typeof zhCN;

const DAYJS_NAMES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en' };

const antdLocales: Partial<Record<Language, AntdLocale>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** Loaders of the locales that are not bundled; each also registers its dayjs locale. */
const LOADERS: Partial<Record<Language, () => Promise<AntdLocale>>> = {
  'zh-TW': async () => {
    const [antd] = await Promise.all([import('antd/es/locale/zh_TW'), import('dayjs/locale/zh-tw')]);
    return antd.default;
  },
};
const pending = new Map<Language, Promise<AntdLocale | undefined>>();

/** The antd locale of a language if it is loaded (bundled ones always are). */
export function antdLocaleOf(language: Language): AntdLocale | undefined {
  return antdLocales[language];
}

/**
 * Loads a language's antd and dayjs locales if needed and makes it dayjs's global locale. Called
 * before i18next switches language, so everything that re-renders formats dates in the new one.
 */
export async function applyLibraryLocale(language: Language): Promise<AntdLocale | undefined> {
  if (!antdLocales[language]) {
    let loading = pending.get(language);
    if (!loading) {
      loading = (LOADERS[language]?.() ?? Promise.resolve(undefined)).finally(() => pending.delete(language));
      pending.set(language, loading);
    }
    const loaded = await loading;
    if (loaded) antdLocales[language] = loaded;
  }
  dayjs.locale(DAYJS_NAMES[language]);
  return antdLocales[language];
}
