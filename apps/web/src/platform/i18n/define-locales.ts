import type { Language } from '@platform/contracts';
import type { ParseKeys } from 'i18next';

/** The same nested keys with string leaves: zh-TW and en-US must mirror zh-CN exactly. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

export interface FeatureLocales<N extends string = string, T extends object = object> {
  namespace: N;
  resources: Record<Language, T>;
}

/**
 * Every namespace's keys, for the compiler: each `*.locales.ts` adds its own with
 * `declare module '…/platform/i18n/define-locales.ts' { interface AppNamespaces { group: KeysOf<typeof groupLocales> } }`.
 * i18next's `t` then accepts only keys that exist (a missing key does not compile).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in every locales file
export interface AppNamespaces {}

/** Declares a feature's strings; the type check makes a missing zh-TW or en-US key a compile error. */
export function defineLocales<const N extends string, T extends object>(
  namespace: N,
  zhCN: T,
  zhTW: LocaleShape<T>,
  enUS: LocaleShape<T>,
): FeatureLocales<N, T> {
  return { namespace, resources: { 'zh-CN': zhCN, 'zh-TW': zhTW as T, 'en-US': enUS as T } };
}

/** The keys of a namespace, for AppNamespaces: `KeysOf<typeof groupLocales>`. */
export type KeysOf<F> = F extends FeatureLocales<string, infer T> ? T : never;

/**
 * A key of namespace `N` with its namespace (`'router:fixed.home'`), for keys kept in data or handed
 * to another component: any `t` whose namespace list names `N` takes it.
 */
export type NamespacedKey<N extends keyof AppNamespaces> = `${N}:${ParseKeys<N>}`;

/**
 * `value` (data: a type code, a category) as a key of `names`, a group of strings named by such
 * values (`types: { '1': …, '2': … }`), or undefined when the strings do not name it. The key then
 * types `t(`types.${key}`)`; the caller decides what an unnamed value shows.
 */
export function keyIn<T extends object>(
  names: T,
  value: string | number,
): Extract<keyof T, string> | undefined {
  const key = String(value);
  return Object.hasOwn(names, key) ? (key as Extract<keyof T, string>) : undefined;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    // Also with a default value (`t(key, { defaultValue })`), which would otherwise take any key.
    strictKeyChecks: true;
    resources: AppNamespaces;
  }
}
