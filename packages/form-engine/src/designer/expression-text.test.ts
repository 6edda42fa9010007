import { describe, expect, it } from 'vitest';
import { parseExpression } from '../expression/expression.ts';
import { expressionToText, textToExpression } from './expression-text.ts';

describe('formula text and token array', () => {
  it('writes the original token array: one item per character, a labelled item per field', () => {
    const items = textToExpression('({price} + 12.5) × {items.qty}', (name) => `L-${name}`);
    expect(items).toEqual([
      '(',
      { __vModel__: 'price', label: 'L-price' },
      '+',
      '1',
      '2',
      '.',
      '5',
      ')',
      '×',
      { __vModel__: 'items.qty', label: 'L-items.qty' },
    ]);
    const parsed = parseExpression(items);
    expect(parsed.ok).toBe(true);
  });

  it('reads a token array back as text with digits joined', () => {
    expect(expressionToText(['(', { __vModel__: 'a', label: 'A' }, '+', '1', '0', ')', '÷', '2'])).toBe(
      '( {a} + 10 ) ÷ 2',
    );
    expect(expressionToText('{a}+1')).toBe('{a}+1');
    expect(expressionToText(null)).toBe('');
  });

  it('keeps the same formula through text and back', () => {
    const text = expressionToText(textToExpression('{a}×{b}-3', (n) => n));
    expect(textToExpression(text, (n) => n)).toEqual(textToExpression('{a}×{b}-3', (n) => n));
  });
});
