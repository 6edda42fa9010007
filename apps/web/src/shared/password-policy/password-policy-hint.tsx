import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordPolicy } from '@platform/contracts';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { passwordPolicyLocales } from './password-policy-locales.ts';

registerLocales(passwordPolicyLocales);

/** One line that tells the user the rules before they type (length and required character kinds). */
export function PasswordPolicyHint({ policy }: { policy: PasswordPolicy }) {
  const { t } = useTranslation('passwordPolicy');
  const isStrict = policy.passwordStrengthLimit === 1;
  const min =
    isStrict && policy.passwordLengthMin === 1
      ? Math.max(policy.passwordLengthMinNumber, PASSWORD_MIN_LENGTH)
      : PASSWORD_MIN_LENGTH;
  const kinds = isStrict
    ? [
        policy.containsNumbers === 1 && t('kinds.number'),
        policy.includeLowercaseLetters === 1 && t('kinds.lowercase'),
        policy.includeUppercaseLetters === 1 && t('kinds.uppercase'),
        policy.containsCharacters === 1 && t('kinds.character'),
      ].filter((k): k is string => typeof k === 'string')
    : [];
  const length = t('hintLength', { min, max: PASSWORD_MAX_LENGTH });
  const text = kinds.length
    ? `${length}${t('hintSeparator')}${t('hintKinds', { kinds: kinds.join(t('kindSeparator')) })}`
    : length;
  return (
    <span data-testid="password-policy-hint" style={{ fontSize: 12 }}>
      {text}
    </span>
  );
}
