import { LANGUAGES, type Language } from '@platform/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeLocal } from '../storage/local-store.ts';
import { commonLocales } from './common-locales.ts';
import type { FeatureLocales } from './define-locales.ts';
import { detectLanguage, LANGUAGE_KEY } from './detect-language.ts';
import { applyLibraryLocale } from './library-locales.ts';
import { takePendingLocales } from './register-locales.ts';

function buildResources(features: FeatureLocales[]) {
  const resources: Record<string, Record<string, object>> = {};
  for (const lang of LANGUAGES) {
    resources[lang] = Object.fromEntries(features.map((f) => [f.namespace, f.resources[lang]]));
  }
  return resources;
}

/**
 * Initialises i18next with the common namespace and every namespace registered so far: the app
 * registers the namespaces it bundles with the entry just before calling this.
 */
export function initI18n(language: Language = detectLanguage()) {
  if (i18n.isInitialized) return i18n;
  const features = [commonLocales, ...takePendingLocales()];
  void i18n.use(initReactI18next).init({
    resources: buildResources(features),
    lng: language,
    fallbackLng: 'zh-CN',
    defaultNS: 'common',
    ns: features.map((f) => f.namespace),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = language;
  // Synchronous for the bundled locales, so the first render already formats dates in the language.
  applyLibraryLocale(language).catch(() => undefined);
  return i18n;
}

export async function changeLanguage(language: Language): Promise<void> {
  writeLocal(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  // Library locales first: components re-rendered by the switch then format with the new dayjs locale.
  await applyLibraryLocale(language).catch(() => undefined);
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return (i18n.language as Language) || 'zh-CN';
}
