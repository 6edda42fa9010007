import { describe, expect, it } from 'vitest';
import { checkPasswordChangeForm, checkPasswordPolicy, type PasswordPolicy } from './password-policy.ts';
import { passwordPolicySchema } from './sys-config.ts';
import { DEFAULT_SYS_CONFIG } from './sys-config-defaults.ts';

const defaults = passwordPolicySchema.parse(DEFAULT_SYS_CONFIG);
const strict: PasswordPolicy = {
  ...defaults,
  passwordLengthMinNumber: 10,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
};
const keys = (password: string, policy: PasswordPolicy) =>
  checkPasswordPolicy(password, policy).map((i) => i.key);

describe('checkPasswordPolicy', () => {
  it('asks for a password first', () => {
    expect(keys('', strict)).toEqual(['password.newRequired']);
  });

  it('names each missing character class and the minimum length', () => {
    expect(checkPasswordPolicy('abc', strict)).toEqual([
      { key: 'password.tooShort', params: { min: 10 } },
      { key: 'password.needNumber' },
      { key: 'password.needUppercase' },
      { key: 'password.needCharacter' },
    ]);
    expect(keys('ABCDEFGHIJ1!', strict)).toEqual(['password.needLowercase']);
    expect(keys('Abcdefghi1!', strict)).toEqual([]);
  });

  it('keeps the 6-16 rule even when the strength limit is off', () => {
    const loose = { ...strict, passwordStrengthLimit: 0 as const };
    expect(keys('abc', loose)).toEqual(['password.tooShort']);
    expect(keys('abcdef', loose)).toEqual([]);
    expect(checkPasswordPolicy('a'.repeat(17), loose)).toEqual([
      { key: 'password.tooLong', params: { max: 16 } },
    ]);
  });

  it('ignores the minimum-length number when passwordLengthMin is off', () => {
    expect(
      keys('abc123', { ...strict, passwordLengthMin: 0, includeUppercaseLetters: 0, containsCharacters: 0 }),
    ).toEqual([]);
  });

  it('accepts the default policy for a typical strong password', () => {
    expect(keys('sme2026abc', defaults)).toEqual([]);
    expect(keys('onlyletters', defaults)).toEqual(['password.needNumber']);
  });
});

describe('checkPasswordChangeForm', () => {
  it('checks required fields, repeat, old == new and the captcha', () => {
    expect(
      checkPasswordChangeForm({ oldPassword: '', password: '', repeatPassword: '', code: ' ' }, defaults),
    ).toEqual([
      { key: 'password.oldRequired' },
      { key: 'password.newRequired' },
      { key: 'password.repeatRequired' },
      { key: 'captcha.required' },
    ]);
    const form = { oldPassword: 'old12345', password: 'new12345', repeatPassword: 'new12346', code: 'ab12' };
    expect(checkPasswordChangeForm(form, defaults)).toEqual([{ key: 'password.mismatch' }]);
    expect(
      checkPasswordChangeForm({ ...form, password: 'old12345', repeatPassword: 'old12345' }, defaults),
    ).toEqual([{ key: 'password.sameAsOld' }]);
    expect(checkPasswordChangeForm({ ...form, repeatPassword: 'new12345' }, defaults)).toEqual([]);
  });
});
