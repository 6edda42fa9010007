// Zod-free on purpose: the web's first screens use these patterns without pulling in zod.
import { type ValidationMessageKey, validationMessages } from './messages/validation.ts';

export { type ValidationMessageKey, validationMessages } from './messages/validation.ts';

/*
 * The reusable input patterns and their messages. Web forms and server routes both import these, so a value the
 * browser accepts is never rejected by the API (and the reverse). None of the expressions carries the `g`
 * or `y` flag: those make `test` stateful through `lastIndex`, which breaks shared instances.
 */

/** 11 digits, 1 then 3-9: every mainland carrier segment. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** 6-16 letters and digits, at least one of each (the lookaheads enforce "both required"). */
export const PASSWORD_PATTERN = /^(?=[A-Za-z\d]*\d)(?=[A-Za-z\d]*[A-Za-z])[A-Za-z\d]{6,16}$/;

/**
 * Shape of an 18-digit resident ID (GB 11643): area, birth date 18xx-20xx, sequence, check character.
 * The shape alone admits 0230 birthdays and wrong check digits; use isChineseIdCard for the full rule.
 */
export const ID_CARD_PATTERN =
  /^[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]$/;

/**
 * Practical email shape: dot-separated local part, dot-separated host labels (no leading/trailing hyphen)
 * and an alphabetic top-level domain. Each repeated group is delimited by a dot, so matching stays linear.
 */
export const EMAIL_PATTERN =
  /^[\w%+-]+(?:\.[\w%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
/**
 * Mainland plates (GA 36): province + issuing letter + serial, where serials never use I or O.
 * - ordinary, 7 characters: 5 serial characters, the last may be 挂/学/警/港/澳/领;
 * - new-energy small car, 8: A-K (no I) then a letter or digit then 4 digits (2021 extension of D/F);
 * - new-energy large car, 8: 5 digits then D or F.
 */
export const PLATE_NUMBER_PATTERN = new RegExp(
  `^[${PROVINCES}][A-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳领]|[A-HJK][A-HJ-NP-Z0-9]\\d{4}|\\d{5}[DF])$`,
);

/** Han characters of every CJK block, so rare name characters outside U+4E00-U+9FA5 still pass. */
export const CHINESE_PATTERN = /^\p{Script=Han}+$/u;

/** Letters, digits and dots; a single character is fine, a dot never starts or ends the code. */
export const CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/;

export const ACCOUNT_PATTERN = /^[A-Za-z0-9]+$/;

export const NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9]+$/u;

/** ASCII digits only (no `u` flag, so `\d` does not admit full-width or other scripts' digits). */
export const DIGITS_CODE_PATTERN = /^\d+$/;

/** Text form of a non-negative integer or half step: 0, 3, 0.5, 7.5, 2.0, 1.50; no sign, no leading zero. */
export const HALF_STEP_TIME_PATTERN = /^(?:0|[1-9]\d*)(?:\.[05]0*)?$/;

export const POSITIVE_INTEGER_PATTERN = /^[1-9]\d*$/;

/** A letter, then letters, digits or underscores: valid as a column and a JS identifier. */
export const FIELD_NAME_PATTERN = /^[A-Za-z]\w*$/;

const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CARD_CHECK_CHARS = '10X98765432';

/** Full 18-digit ID rule: shape, a real calendar birth date and the ISO 7064 MOD 11-2 check character. */
export function isChineseIdCard(value: string): boolean {
  if (!ID_CARD_PATTERN.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const month = Number(value.slice(10, 12));
  const day = Number(value.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  // Date rolls 0230 over to 0302; a round trip exposes days that do not exist.
  if (birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(value[i]) * ID_CARD_WEIGHTS[i];
  return ID_CARD_CHECK_CHARS[sum % 11] === value[17].toUpperCase();
}

/** Integer or multiple of 0.5, never negative. Numbers come from JSON bodies, strings from inputs. */
export function isHalfStepTime(value: number | string): boolean {
  if (typeof value === 'string') return HALF_STEP_TIME_PATTERN.test(value);
  return Number.isFinite(value) && value >= 0 && Number.isInteger(value * 2);
}

/** Greater than zero and whole; numbers must also be safe integers so they survive JSON and the database. */
export function isPositiveInteger(value: number | string): boolean {
  if (typeof value === 'string') return POSITIVE_INTEGER_PATTERN.test(value);
  return Number.isSafeInteger(value) && value > 0;
}

export type ValidationRuleName =
  | 'mobile'
  | 'password'
  | 'idCard'
  | 'email'
  | 'plateNumber'
  | 'chinese'
  | 'code'
  | 'account'
  | 'name'
  | 'digitsCode'
  | 'halfStepTime'
  | 'positiveInteger'
  | 'fieldName';

export interface ValidationRule {
  /** The shape as a RegExp, for inputs that take a pattern (for ID cards the shape only, see `test`). */
  pattern: RegExp;
  /** The complete rule; prefer this over `pattern.test`. */
  test: (value: string) => boolean;
  messageKey: ValidationMessageKey;
}

function rule(pattern: RegExp, messageKey: ValidationMessageKey, test?: (value: string) => boolean) {
  return { pattern, messageKey, test: test ?? ((value: string) => pattern.test(value)) };
}

/**
 * Every shared rule by name, for form builders that store a rule name (JNPF `formValidate('fullName')`).
 * Typed as a full Record so adding a name without its rule fails to compile.
 */
export const validationRules: Record<ValidationRuleName, ValidationRule> = {
  mobile: rule(MOBILE_PATTERN, 'validation.mobile'),
  password: rule(PASSWORD_PATTERN, 'validation.password'),
  idCard: rule(ID_CARD_PATTERN, 'validation.idCard', isChineseIdCard),
  email: rule(EMAIL_PATTERN, 'validation.email'),
  plateNumber: rule(PLATE_NUMBER_PATTERN, 'validation.plateNumber'),
  chinese: rule(CHINESE_PATTERN, 'validation.chinese'),
  code: rule(CODE_PATTERN, 'validation.code'),
  account: rule(ACCOUNT_PATTERN, 'validation.account'),
  name: rule(NAME_PATTERN, 'validation.name'),
  digitsCode: rule(DIGITS_CODE_PATTERN, 'validation.digitsCode'),
  halfStepTime: rule(HALF_STEP_TIME_PATTERN, 'validation.halfStepTime'),
  positiveInteger: rule(POSITIVE_INTEGER_PATTERN, 'validation.positiveInteger'),
  fieldName: rule(FIELD_NAME_PATTERN, 'validation.fieldName'),
};

/** True when a zod issue message is one of these keys, so an error handler can translate it. */
export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

/** Sub-account login: `mobile@account`. */
export const SUB_ACCOUNT_PATTERN = /^(1[3-9]\d{9})@([A-Za-z0-9_.-]{1,50})$/;
