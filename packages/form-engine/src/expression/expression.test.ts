import { describe, expect, it } from 'vitest';
import { formatFormMessage } from '../messages.ts';
import {
  type EvaluationScope,
  evaluateExpression,
  formatCalculated,
  roundTo,
  toOperand,
} from './evaluate.ts';
import { type ExpressionSource, expressionReferences, parseExpression } from './expression.ts';

function calc(
  source: ExpressionSource,
  scope: EvaluationScope = { values: {} },
  precision: number | null = 6,
): number {
  const result = parseExpression(source);
  if (!result.ok) throw new Error(`does not parse: ${JSON.stringify(result.error)}`);
  return evaluateExpression(result.ast, scope, precision);
}

function rejection(source: ExpressionSource) {
  const result = parseExpression(source);
  if (result.ok) throw new Error('parsed but should not');
  return result.error;
}

describe('expression precedence and brackets', () => {
  it.each([
    ['1 + 2 × 3', 7],
    ['1 + 2 * 3', 7],
    ['2 × 3 + 4 ÷ 2', 8],
    ['2 * 3 + 4 / 2', 8],
    ['(1 + 2) × 3', 9],
    ['2 × (3 + 4) × 5', 70],
    ['((1 + 2) × (3 - 1)) ÷ 4', 1.5],
    ['8 - 3 - 2', 3],
    ['8 ÷ 4 ÷ 2', 1],
    ['10 - 2 × 3 + 1', 5],
    ['-2 × -3', 6],
    ['-(1 + 2) × 2', -6],
    ['1 - -1', 2],
    ['.5 + 1.25', 1.75],
    ['（1 + 2）× 2', 6],
  ])('%s = %d', (source, expected) => {
    expect(calc(source)).toBe(expected);
  });

  it('reads the original token array, joining digits typed one key at a time', () => {
    expect(calc(['1', '2', '.', '5', '+', '(', '2', '×', '3', ')'])).toBe(18.5);
    expect(calc([{ __vModel__: 'price', label: '单价' }, '×', 3], { values: { price: 2 } })).toBe(6);
  });
});

describe('expression references', () => {
  it('reads fields by name; empty, missing and non-numeric values count as 0', () => {
    const values = { a: 3, b: '4.5', c: '', d: null, e: 'abc', f: Number.NaN, g: [1] };
    expect(calc('{a} × {b}', { values })).toBe(13.5);
    expect(calc('{a} + {c} + {d} + {e} + {f} + {g} + {missing}', { values })).toBe(3);
    expect(toOperand(' 7 ')).toBe(7);
    expect(toOperand(true)).toBe(0);
  });

  it('uses the row value inside a row of the same table and the column sum elsewhere', () => {
    const values = {
      rate: 2,
      items: [
        { price: 10, qty: 2 },
        { price: '5', qty: 3 },
        { price: 'x', qty: 1 },
      ],
      other: [{ n: 1 }, { n: 4 }],
    };
    const source = '{items.price} × {items.qty}';
    expect(calc(source, { values, row: { table: 'items', index: 0 } })).toBe(20);
    expect(calc(source, { values, row: { table: 'items', index: 1 } })).toBe(15);
    expect(calc(source, { values, row: { table: 'items', index: 2 } })).toBe(0);
    // Outside a row each reference is the sum of its column: (10 + 5 + 0) × (2 + 3 + 1).
    expect(calc(source, { values })).toBe(90);
    // Inside a row of `items`, another table is still summed and a main field is the main value.
    expect(calc('{items.qty} + {other.n} × {rate}', { values, row: { table: 'items', index: 1 } })).toBe(13);
    expect(calc('{nothing.n}', { values })).toBe(0);
  });

  it('lists the fields an expression depends on, once each, in order of use', () => {
    const result = parseExpression('{b} × ({a} + {items.qty}) - {b}');
    if (!result.ok) throw new Error('should parse');
    expect(expressionReferences(result.ast)).toEqual(['b', 'a', 'items.qty']);
  });
});

describe('expression evaluation rules', () => {
  it('gives 0 for a division by zero, including by an empty field', () => {
    expect(calc('5 ÷ 0')).toBe(0);
    expect(calc('5 / {empty} + 1', { values: { empty: '' } })).toBe(1);
  });

  it('rounds half away from zero at the precision, 0 decimals when unset', () => {
    expect(calc('1.005 × 1', undefined, 2)).toBe(1.01);
    expect(calc('0.1 + 0.2', undefined, 2)).toBe(0.3);
    expect(calc('2.5', undefined, null)).toBe(3);
    expect(calc('-2.5', undefined, 0)).toBe(-3);
    expect(calc('10 ÷ 3', undefined, 4)).toBe(3.3333);
    const third = parseExpression('1 ÷ 3');
    if (!third.ok) throw new Error('should parse');
    expect(evaluateExpression(third.ast, { values: {} })).toBe(0);
    expect(roundTo(Number.NaN, 2)).toBe(0);
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(0);
    expect(roundTo(-0.0001, 2)).toBe(0);
    expect(formatCalculated(-0.001, { precision: 2 }).text).toBe('0.00');
  });
});

describe('expression rejection', () => {
  it.each<[ExpressionSource, string]>([
    ['1 + × 2', 'formEngine.expression.unexpectedToken'],
    ['1 × + 2', 'formEngine.expression.unexpectedToken'],
    ['(1 + 2', 'formEngine.expression.unbalancedBrackets'],
    ['1 + 2)', 'formEngine.expression.unbalancedBrackets'],
    [')1 + 2(', 'formEngine.expression.unbalancedBrackets'],
    ['', 'formEngine.expression.empty'],
    [[], 'formEngine.expression.empty'],
    ['1 2', 'formEngine.expression.unexpectedToken'],
    ['{a} {b}', 'formEngine.expression.unexpectedToken'],
    ['()', 'formEngine.expression.unexpectedToken'],
    ['1 +', 'formEngine.expression.unexpectedEnd'],
    ['× 2', 'formEngine.expression.unexpectedToken'],
    ['1.2.3', 'formEngine.expression.unexpectedToken'],
    ['{a', 'formEngine.expression.unbalancedBrackets'],
    ['{}', 'formEngine.expression.unexpectedToken'],
    ['2 ^ 3', 'formEngine.expression.invalidCharacter'],
    ['alert(1)', 'formEngine.expression.invalidCharacter'],
    [['1', '+', '×', '2'], 'formEngine.expression.unexpectedToken'],
    [['1', 'x', '2'], 'formEngine.expression.invalidCharacter'],
  ])('rejects %j', (source, key) => {
    expect(rejection(source).key).toBe(key);
  });

  it('names the position and the token in the three languages', () => {
    const error = rejection('1 + × 2');
    expect(error.params).toEqual({ position: 5, token: '×' });
    expect(formatFormMessage(error.key, 'zh-CN', error.params)).toBe('计算公式第5个位置的“×”不符合运算规则');
    expect(formatFormMessage(error.key, 'zh-TW', error.params)).toBe(
      '計算公式第5個位置的「×」不符合運算規則',
    );
    expect(formatFormMessage(error.key, 'en-US', error.params)).toBe(
      'Unexpected "×" at position 5 of the formula: values and operators must alternate',
    );
    expect(rejection(['1', '+', '×', '2']).params).toEqual({ position: 3, token: '×' });
  });
});

describe('formatCalculated', () => {
  it('shows the decimals of the precision with optional thousands separators', () => {
    expect(formatCalculated(1234567.891, { precision: 2, thousands: true }).text).toBe('1,234,567.89');
    expect(formatCalculated(-1234567.891, { precision: 0, thousands: true }).text).toBe('-1,234,568');
    expect(formatCalculated(1234.5, { precision: 2 }).text).toBe('1234.50');
    expect(formatCalculated(999, { precision: 1, thousands: true }).text).toBe('999.0');
    expect(formatCalculated(3.7, {}).text).toBe('4');
  });

  it('writes the amount in Chinese capitals when asked', () => {
    expect(formatCalculated(1234.56, { precision: 2, isAmountChinese: true }).amountInChinese).toBe(
      '壹仟贰佰叁拾肆元伍角陆分',
    );
    expect(formatCalculated(0, { precision: 2, isAmountChinese: true }).amountInChinese).toBe('零元整');
    expect(formatCalculated(-100.5, { precision: 2, isAmountChinese: true }).amountInChinese).toBe(
      '负数壹佰元伍角',
    );
    expect(formatCalculated(1234.56, { precision: 0, isAmountChinese: true }).amountInChinese).toBe(
      '壹仟贰佰叁拾伍元整',
    );
    expect(formatCalculated(1e15, { precision: 2, isAmountChinese: true }).amountInChinese).toBe(
      '数字较大溢出',
    );
    expect(formatCalculated(1234.56, { precision: 2 }).amountInChinese).toBe('');
  });
});
