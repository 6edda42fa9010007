import { z } from 'zod';
import {
  ACCOUNT_PATTERN,
  CHINESE_PATTERN,
  CODE_PATTERN,
  DIGITS_CODE_PATTERN,
  EMAIL_PATTERN,
  FIELD_NAME_PATTERN,
  HALF_STEP_TIME_PATTERN,
  isChineseIdCard,
  isHalfStepTime,
  isPositiveInteger,
  MOBILE_PATTERN,
  NAME_PATTERN,
  PASSWORD_PATTERN,
  PLATE_NUMBER_PATTERN,
  POSITIVE_INTEGER_PATTERN,
} from './validation-patterns.ts';

/*
 * zod helpers. Each failing check reports its message *key*; callers chain length limits
 * (`codeSchema.max(50, ...)`) because those differ per field. Values are not trimmed here: trimming is a
 * per-field decision (login trims the account, a password must not be altered).
 */
export const mobileSchema = z.string().regex(MOBILE_PATTERN, 'validation.mobile');
export const passwordSchema = z.string().regex(PASSWORD_PATTERN, 'validation.password');
export const idCardSchema = z.string().refine(isChineseIdCard, 'validation.idCard');
/** 254 is the longest address SMTP can carry (RFC 5321 path limit minus the brackets). */
export const emailSchema = z.string().max(254, 'validation.email').regex(EMAIL_PATTERN, 'validation.email');
export const plateNumberSchema = z.string().regex(PLATE_NUMBER_PATTERN, 'validation.plateNumber');
export const chineseSchema = z.string().regex(CHINESE_PATTERN, 'validation.chinese');
export const codeSchema = z.string().regex(CODE_PATTERN, 'validation.code');
export const accountSchema = z.string().regex(ACCOUNT_PATTERN, 'validation.account');
export const nameSchema = z.string().regex(NAME_PATTERN, 'validation.name');
export const digitsCodeSchema = z.string().regex(DIGITS_CODE_PATTERN, 'validation.digitsCode');
export const fieldNameSchema = z.string().regex(FIELD_NAME_PATTERN, 'validation.fieldName');
/** Text inputs (document-number digit, leave hours typed in a form). */
export const halfStepTimeTextSchema = z.string().regex(HALF_STEP_TIME_PATTERN, 'validation.halfStepTime');
export const positiveIntegerTextSchema = z
  .string()
  .regex(POSITIVE_INTEGER_PATTERN, 'validation.positiveInteger');
/** Numeric JSON values. */
export const halfStepTimeSchema = z.number().refine(isHalfStepTime, 'validation.halfStepTime');
export const positiveIntegerSchema = z.number().refine(isPositiveInteger, 'validation.positiveInteger');
