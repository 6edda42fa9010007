import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  chineseSchema,
  codeSchema,
  digitsCodeSchema,
  emailSchema,
  fieldNameSchema,
  halfStepTimeSchema,
  halfStepTimeTextSchema,
  idCardSchema,
  isChineseIdCard,
  isHalfStepTime,
  isPositiveInteger,
  isValidationMessageKey,
  mobileSchema,
  nameSchema,
  passwordSchema,
  plateNumberSchema,
  positiveIntegerSchema,
  positiveIntegerTextSchema,
  type ValidationRuleName,
  validationMessages,
  validationRules,
} from './index.ts';
import { LANGUAGES } from './language.ts';
import { formatMessage, serverMessages } from './messages/index.ts';

/** Accepted and rejected samples per rule; each rejected one breaks exactly one part of the rule. */
const SAMPLES: Record<ValidationRuleName, { valid: string[]; invalid: string[] }> = {
  mobile: {
    valid: ['13800138000', '19912345678', '16600000000'],
    invalid: ['12800138000', '1380013800', '138001380000', '23800138000', '1380013800a', ' 13800138000', ''],
  },
  password: {
    valid: ['abc123', 'A1b2C3d4E5f6G7h8', '1234a5', 'Password1'],
    invalid: ['abc12', 'A1b2C3d4E5f6G7h8i', 'abcdef', '123456', 'abc 123', 'abc12!', '密码abc123'],
  },
  idCard: {
    valid: ['11010519491231002X', '11010519491231002x', '440524188001010014', '110101200002290018'],
    invalid: [
      '110105194912310021', // wrong check character
      '110101190002290011', // 1900 was not a leap year
      '110101200102290015', // nor was 2001
      '11010120000230001X', // 30 February
      '110101199013071237', // month 13
      '110101199007321236', // day 32
      '010105194912310021', // area code cannot start with 0
      '11010519491231002', // 17 digits
      '11010517491231002X', // born in the 1700s
    ],
  },
  email: {
    valid: ['a@b.cn', 'first.last+tag@mail.example.com', 'user_1@sub-domain.example.org', 'Zhang.San@QQ.COM'],
    invalid: [
      'plain',
      '@example.com',
      'a@b',
      'a@.com',
      'a@-b.com',
      'a@b-.com',
      'a..b@c.com',
      '.a@b.com',
      'a@b.c1',
    ],
  },
  plateNumber: {
    valid: [
      '京A12345',
      '粤B9ZX88',
      '沪AD12345',
      '苏EF1234',
      '浙AA12345',
      '京A12345D',
      '川A12345F',
      '京A1234学',
      '粤Z1234港',
    ],
    invalid: [
      '京A1234',
      '京a12345',
      'A12345',
      '港A12345',
      '京AI2345',
      '京A1234O',
      '京AD123',
      '京A12345A',
      '京AZ12345',
    ],
  },
  chinese: {
    valid: ['中文', '張三', '𠮷野家'],
    invalid: ['中文a', '中 文', '中文1', '', 'ｚｈ'],
  },
  code: {
    valid: ['a', 'A1', 'sys.user', 'v1.2.3', 'ABC123'],
    invalid: ['.a', 'a.', '.', 'a-b', 'a_b', 'a b', '编码', ''],
  },
  account: {
    valid: ['admin', 'User01', '123'],
    invalid: ['ad min', 'user_1', 'user.1', '用户', ''],
  },
  name: {
    valid: ['销售部', 'Sales部1', '𠮷野家'],
    invalid: ['销售-部', '销 售', 'a_b', '', '（部）'],
  },
  digitsCode: {
    valid: ['0', '007', '1234567890'],
    invalid: ['12a', '1.0', '-1', '１２', ''],
  },
  halfStepTime: {
    valid: ['0', '0.5', '1', '7.5', '2.0', '1.50', '120'],
    invalid: ['0.3', '1.25', '-1', '01', '.5', '1.', '1.55', 'abc', ''],
  },
  positiveInteger: {
    valid: ['1', '9', '10', '123456789012345678901'],
    invalid: ['0', '01', '-1', '1.0', '1e3', ''],
  },
  fieldName: {
    valid: ['a', 'F_Name', 'field1', 'user_name_2'],
    invalid: ['1field', '_field', 'field-name', 'field name', '字段', ''],
  },
};

describe('validationRules', () => {
  for (const [name, { valid, invalid }] of Object.entries(SAMPLES) as [
    ValidationRuleName,
    (typeof SAMPLES)['mobile'],
  ][]) {
    it(`${name} accepts ${valid.join(', ')}`, () => {
      for (const value of valid) expect(validationRules[name].test(value), value).toBe(true);
    });
    it(`${name} rejects its counter-examples`, () => {
      for (const value of invalid) expect(validationRules[name].test(value), value).toBe(false);
    });
  }

  it('points every rule at a message with the spec text', () => {
    expect(formatMessage(validationRules.mobile.messageKey)).toBe('请正确输入您的手机号');
    expect(formatMessage(validationRules.code.messageKey)).toBe(
      '编码只能输入英文、数字和小数点且小数点不能放在首尾',
    );
    expect(formatMessage(validationRules.halfStepTime.messageKey)).toBe('时间只能是整数和0.5的倍数');
    expect(formatMessage(validationRules.positiveInteger.messageKey, 'en-US')).toBe(
      'Please enter a positive integer',
    );
  });

  it('keeps patterns stateless so shared instances can be reused', () => {
    for (const { pattern } of Object.values(validationRules)) {
      expect(pattern.global || pattern.sticky).toBe(false);
    }
  });

  it('only checks the shape with the ID pattern; the rule also checks date and checksum', () => {
    expect(validationRules.idCard.pattern.test('110105194912310021')).toBe(true);
    expect(validationRules.idCard.test('110105194912310021')).toBe(false);
  });
});

describe('validation messages', () => {
  it('are merged into the server catalogue in every language', () => {
    for (const key of Object.keys(validationMessages)) {
      expect(key in serverMessages).toBe(true);
      for (const lang of LANGUAGES) {
        const text = validationMessages[key as keyof typeof validationMessages][lang];
        expect(text.trim().length, `${key} ${lang}`).toBeGreaterThan(0);
      }
    }
    expect(formatMessage('validation.idCard', 'zh-TW')).toBe('請正確輸入您的身分證號碼');
  });

  it('recognises its keys for error handlers', () => {
    expect(isValidationMessageKey('validation.email')).toBe(true);
    expect(isValidationMessageKey('common.success')).toBe(false);
    expect(isValidationMessageKey('toString')).toBe(false);
    expect(isValidationMessageKey(42)).toBe(false);
  });
});

describe('predicates', () => {
  it('isChineseIdCard accepts a lower-case check x', () => {
    expect(isChineseIdCard('11010519491231002x')).toBe(true);
  });

  it('isHalfStepTime takes numbers from JSON', () => {
    for (const value of [0, 0.5, 1, 7.5, 100]) expect(isHalfStepTime(value), String(value)).toBe(true);
    for (const value of [0.3, 1.25, -0.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isHalfStepTime(value), String(value)).toBe(false);
    }
  });

  it('isPositiveInteger takes numbers from JSON and refuses unsafe ones', () => {
    expect(isPositiveInteger(1)).toBe(true);
    expect(isPositiveInteger(Number.MAX_SAFE_INTEGER)).toBe(true);
    for (const value of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN]) {
      expect(isPositiveInteger(value), String(value)).toBe(false);
    }
  });
});

describe('zod helpers', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('pass valid values through unchanged', () => {
    expect(mobileSchema.parse('13800138000')).toBe('13800138000');
    expect(idCardSchema.parse('11010519491231002X')).toBe('11010519491231002X');
    expect(halfStepTimeSchema.parse(1.5)).toBe(1.5);
    expect(positiveIntegerSchema.parse(3)).toBe(3);
  });

  it.each([
    [mobileSchema, '12345', 'validation.mobile'],
    [passwordSchema, 'abcdef', 'validation.password'],
    [idCardSchema, '110105194912310021', 'validation.idCard'],
    [emailSchema, 'a@b', 'validation.email'],
    [plateNumberSchema, '京A1234', 'validation.plateNumber'],
    [chineseSchema, 'abc', 'validation.chinese'],
    [codeSchema, 'a.', 'validation.code'],
    [accountSchema, 'a_b', 'validation.account'],
    [nameSchema, 'a!', 'validation.name'],
    [digitsCodeSchema, '1a', 'validation.digitsCode'],
    [fieldNameSchema, '_a', 'validation.fieldName'],
    [halfStepTimeTextSchema, '0.3', 'validation.halfStepTime'],
    [positiveIntegerTextSchema, '0', 'validation.positiveInteger'],
    [halfStepTimeSchema, 0.3, 'validation.halfStepTime'],
    [positiveIntegerSchema, 0, 'validation.positiveInteger'],
  ] as const)('%#: reports the message key', (schema, value, key) => {
    expect(firstMessage(schema.safeParse(value))).toBe(key);
  });

  it('emailSchema refuses addresses longer than SMTP allows', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    expect(long.length).toBe(255);
    expect(validationRules.email.test(long)).toBe(true);
    expect(firstMessage(emailSchema.safeParse(long))).toBe('validation.email');
  });

  it('lets callers chain per-field limits', () => {
    const fullName = nameSchema.max(50, 'too long');
    expect(firstMessage(fullName.safeParse('名'.repeat(51)))).toBe('too long');
    expect(fullName.parse('名'.repeat(50))).toBe('名'.repeat(50));
  });
});
