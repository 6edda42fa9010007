import { type ValidationMessageKey, validationMessages } from '@platform/contracts';
import { currentLanguage } from '../../../platform/i18n/index.ts';

/** The §5.1 pattern messages, shared with the server, in the current language. */
export function validationText(key: ValidationMessageKey): string {
  return validationMessages[key][currentLanguage()];
}
