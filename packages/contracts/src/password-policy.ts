import type { SysConfig } from './sys-config.ts';

/**
 * The password policy of the system config, checked on the plain password. The client only ever sends
 * md5(password), so these rules can run in the browser alone; the server checks what it can see
 * (captcha, old password, history, repeat mismatch). See docs/adr/0002-password-policy-on-client.md.
 */
export type PasswordPolicy = Pick<
  SysConfig,
  | 'passwordStrengthLimit'
  | 'passwordLengthMin'
  | 'passwordLengthMinNumber'
  | 'containsNumbers'
  | 'includeLowercaseLetters'
  | 'includeUppercaseLetters'
  | 'containsCharacters'
  | 'mandatoryModificationOfInitialPassword'
  | 'disableOldPassword'
  | 'disableTheNumberOfOldPasswords'
  | 'passwordIsUpdatedRegularly'
  | 'updateCycle'
  | 'updateInAdvance'
>;

/** Passwords are 6-16 characters whatever the policy says. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 16;

export type PasswordIssueKey =
  | 'password.oldRequired'
  | 'password.newRequired'
  | 'password.repeatRequired'
  | 'password.tooShort'
  | 'password.tooLong'
  | 'password.needNumber'
  | 'password.needLowercase'
  | 'password.needUppercase'
  | 'password.needCharacter'
  | 'password.mismatch'
  | 'password.sameAsOld'
  | 'captcha.required';

/** A message key of the server catalogue plus its placeholders; render with formatMessage. */
export interface PasswordIssue {
  key: PasswordIssueKey;
  params?: Record<string, number>;
}

/** Returns every rule the new password breaks, in the order the dialog shows them; [] means it passes. */
export function checkPasswordPolicy(password: string, policy: PasswordPolicy): PasswordIssue[] {
  if (password.length === 0) return [{ key: 'password.newRequired' }];
  const issues: PasswordIssue[] = [];
  const isStrict = policy.passwordStrengthLimit === 1;
  const min =
    isStrict && policy.passwordLengthMin === 1
      ? Math.max(policy.passwordLengthMinNumber, PASSWORD_MIN_LENGTH)
      : PASSWORD_MIN_LENGTH;
  if (password.length < min) issues.push({ key: 'password.tooShort', params: { min } });
  if (password.length > PASSWORD_MAX_LENGTH) {
    issues.push({ key: 'password.tooLong', params: { max: PASSWORD_MAX_LENGTH } });
  }
  if (!isStrict) return issues;
  if (policy.containsNumbers === 1 && !/\d/.test(password)) issues.push({ key: 'password.needNumber' });
  if (policy.includeLowercaseLetters === 1 && !/[a-z]/.test(password)) {
    issues.push({ key: 'password.needLowercase' });
  }
  if (policy.includeUppercaseLetters === 1 && !/[A-Z]/.test(password)) {
    issues.push({ key: 'password.needUppercase' });
  }
  if (policy.containsCharacters === 1 && !/[^A-Za-z0-9]/.test(password)) {
    issues.push({ key: 'password.needCharacter' });
  }
  return issues;
}

export interface PasswordChangeForm {
  oldPassword: string;
  password: string;
  repeatPassword: string;
  code: string;
}

/** Checks the whole change dialog: required fields, policy, repeat and old == new. */
export function checkPasswordChangeForm(form: PasswordChangeForm, policy: PasswordPolicy): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if (form.oldPassword.length === 0) issues.push({ key: 'password.oldRequired' });
  issues.push(...checkPasswordPolicy(form.password, policy));
  if (form.repeatPassword.length === 0) issues.push({ key: 'password.repeatRequired' });
  else if (form.repeatPassword !== form.password) issues.push({ key: 'password.mismatch' });
  if (form.password.length > 0 && form.password === form.oldPassword) {
    issues.push({ key: 'password.sameAsOld' });
  }
  if (form.code.trim().length === 0) issues.push({ key: 'captcha.required' });
  return issues;
}
