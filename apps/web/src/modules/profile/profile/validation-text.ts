import { type ValidationMessageKey, validationMessages } from '@platform/contracts';
import { currentLanguage } from '../../../platform/i18n/index.ts';

/** The messages of the shared input patterns, shared with the server, in the current language. */
export function validationText(key: ValidationMessageKey): string {
  return validationMessages[key][currentLanguage()];
}
