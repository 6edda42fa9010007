import { LANGUAGES } from '@platform/contracts';
import i18n from 'i18next';
import type { FeatureLocales } from './define-locales.ts';

/*
 * Feature namespaces outside the first screen (profile, message, home…) are not in the initial
 * bundle: the module that first needs one (its page, or a lazy dialog) registers it when it loads,
 * before anything renders with it. Registering twice is harmless.
 */

/** Namespaces registered before i18n was initialised (tests import components first). */
const pending: FeatureLocales[] = [];

export function registerLocales(...features: FeatureLocales[]): void {
  if (!i18n.isInitialized) {
    pending.push(...features);
    return;
  }
  for (const feature of features) {
    for (const language of LANGUAGES) {
      if (!i18n.hasResourceBundle(language, feature.namespace)) {
        i18n.addResourceBundle(language, feature.namespace, feature.resources[language]);
      }
    }
  }
}

/** The namespaces registered before initialisation, handed over once to initI18n. */
export function takePendingLocales(): FeatureLocales[] {
  return pending.splice(0);
}
