import { describe, expect, it } from 'vitest';
import { billDatePart, billNumberExample, fitStartNumber, padSerial } from './bill-number.ts';

const NOON = new Date('2026-03-01T04:00:00Z');

describe('document numbers', () => {
  it('puts prefix, the date part in the platform zone and the padded serial together', () => {
    const rule = { prefix: 'CG', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '0001' };
    expect(billNumberExample(rule, NOON, 'Asia/Shanghai')).toBe('CG202603010001');
    expect(billNumberExample({ ...rule, dateFormat: 'yyyyMM' }, NOON, 'Asia/Shanghai')).toBe('CG2026030001');
    expect(billNumberExample({ ...rule, dateFormat: 'no' }, NOON)).toBe('CG0001');
    // 04:00 UTC is still the last day of February in Los Angeles.
    expect(billDatePart('yyyyMMdd', NOON, 'America/Los_Angeles')).toBe('20260228');
  });

  it('pads serials without cutting them, and fits a typed start to the digits as the dialog does', () => {
    expect(padSerial(7, 3)).toBe('007');
    expect(padSerial(12345, 3)).toBe('12345');
    expect(fitStartNumber('7', 3)).toBe('007');
    expect(fitStartNumber('12345', 3)).toBe('345');
    expect(fitStartNumber('', 3)).toBe('');
  });

  it('shows zeros for a rule whose start is not typed yet', () => {
    expect(billNumberExample({ prefix: 'BX', dateFormat: 'no', digit: 3, startNumber: '' }, NOON)).toBe(
      'BX000',
    );
  });
});
