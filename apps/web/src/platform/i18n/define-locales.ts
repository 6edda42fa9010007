import type { Language } from '@platform/contracts';

/** The same nested keys with string leaves: zh-TW and en-US must mirror zh-CN exactly. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

export interface FeatureLocales {
  namespace: string;
  resources: Record<Language, object>;
}

/** Declares a feature's strings; the type check makes a missing zh-TW or en-US key a compile error. */
export function defineLocales<T extends object>(
  namespace: string,
  zhCN: T,
  zhTW: LocaleShape<T>,
  enUS: LocaleShape<T>,
): FeatureLocales {
  return { namespace, resources: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS } };
}
