import { defineLocales } from '../../platform/i18n/define-locales.ts';
import { profileEnUS } from './locales/en-us.ts';
import { profileZhCN } from './locales/zh-cn.ts';
import { profileZhTW } from './locales/zh-tw.ts';

/** Profile page, password change form and the forced change dialog (one file per language: size). */
export const profileLocales = defineLocales('profile', profileZhCN, profileZhTW, profileEnUS);

declare module '../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    profile: KeysOf<typeof profileLocales>;
  }
}
