import { describe, expect, it } from 'vitest';
import { AMOUNT_OVERFLOW_TEXT, amountInChinese } from './amount-in-chinese.ts';

describe('amountInChinese', () => {
  it('gives empty text for empty or non-numeric input', () => {
    expect(amountInChinese(undefined)).toBe('');
    expect(amountInChinese(null)).toBe('');
    expect(amountInChinese('')).toBe('');
    expect(amountInChinese('   ')).toBe('');
    expect(amountInChinese(Number.NaN)).toBe('');
    expect(amountInChinese('1,000')).toBe('');
    expect(amountInChinese('¥100')).toBe('');
    expect(amountInChinese('.')).toBe('');
    expect(amountInChinese('1.2.3')).toBe('');
  });

  it('writes zero as 零元整 whatever its spelling', () => {
    for (const zero of [0, -0, '0', '0.00', '-0', '000', 0.001, '0.004', '-0.001']) {
      expect(amountInChinese(zero)).toBe('零元整');
    }
  });

  it('overflows on letters and on more than 15 integer digits', () => {
    expect(amountInChinese('abc')).toBe(AMOUNT_OVERFLOW_TEXT);
    expect(amountInChinese('12a')).toBe('数字较大溢出');
    expect(amountInChinese('1e3')).toBe('数字较大溢出');
    expect(amountInChinese(1e21)).toBe('数字较大溢出');
    expect(amountInChinese(Number.POSITIVE_INFINITY)).toBe('数字较大溢出');
    expect(amountInChinese('1000000000000000')).toBe('数字较大溢出');
    expect(amountInChinese(1e15)).toBe('数字较大溢出');
    // Rounding 分 up can add the sixteenth digit.
    expect(amountInChinese('999999999999999.995')).toBe('数字较大溢出');
  });

  it('accepts exactly 15 integer digits', () => {
    expect(amountInChinese('999999999999999')).toBe(
      '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整',
    );
    expect(amountInChinese('100000000000000')).toBe('壹佰万亿元整');
    expect(amountInChinese('000000000000000001')).toBe('壹元整');
  });

  it.each([
    [1, '壹元整'],
    [10, '壹拾元整'],
    [15, '壹拾伍元整'],
    [100, '壹佰元整'],
    [110, '壹佰壹拾元整'],
    [101, '壹佰零壹元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [1100, '壹仟壹佰元整'],
    [10000, '壹万元整'],
    [10001, '壹万零壹元整'],
    [10010, '壹万零壹拾元整'],
    [100010, '壹拾万零壹拾元整'],
    [200003, '贰拾万零叁元整'],
    [10001000, '壹仟万壹仟元整'],
    [10000100, '壹仟万零壹佰元整'],
    [12345678, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [101000000, '壹亿零壹佰万元整'],
    [110000000, '壹亿壹仟万元整'],
    [1010000000, '壹拾亿壹仟万元整'],
    [123456789, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    [1000000000000, '壹万亿元整'],
    [1000100000000, '壹万零壹亿元整'],
    [1000000000001, '壹万亿零壹元整'],
  ])('reads the integer %d as %s', (value, expected) => {
    expect(amountInChinese(value)).toBe(expected);
  });

  it.each([
    [10.5, '壹拾元伍角'],
    [1001.05, '壹仟零壹元零伍分'],
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.55, '伍角伍分'],
    [100.1, '壹佰元壹角'],
    [100.01, '壹佰元零壹分'],
    [100.11, '壹佰元壹角壹分'],
    [100000000.09, '壹亿元零玖分'],
    ['12.30', '壹拾贰元叁角'],
    ['12.00', '壹拾贰元整'],
    ['.5', '伍角'],
    ['7.', '柒元整'],
  ])('reads %s with 角 and 分 as %s', (value, expected) => {
    expect(amountInChinese(value)).toBe(expected);
  });

  it('rounds half up to 分 on the decimal text, not the binary float', () => {
    expect(amountInChinese(1.005)).toBe('壹元零壹分');
    expect(amountInChinese('1.004')).toBe('壹元整');
    expect(amountInChinese(0.1 + 0.2)).toBe('叁角');
    expect(amountInChinese('0.995')).toBe('壹元整');
    expect(amountInChinese('9.999')).toBe('壹拾元整');
    expect(amountInChinese('99999.995')).toBe('壹拾万元整');
  });

  it('prefixes negatives with 负数', () => {
    expect(amountInChinese(-100)).toBe('负数壹佰元整');
    expect(amountInChinese('-1001.05')).toBe('负数壹仟零壹元零伍分');
    expect(amountInChinese(-0.5)).toBe('负数伍角');
    expect(amountInChinese('+8')).toBe('捌元整');
  });

  it('trims surrounding spaces of text input', () => {
    expect(amountInChinese(' 100 ')).toBe('壹佰元整');
  });
});
