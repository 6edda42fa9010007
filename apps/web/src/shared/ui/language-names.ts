import type { Language } from '@platform/contracts';

/** Language names are shown in their own language, whatever the current one is. */
export const NATIVE_LANGUAGE_NAMES: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};
