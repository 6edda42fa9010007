import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasForbiddenControlCharacter, isMultilineSchema, multiline } from './text-input.ts';

describe('the control character rule', () => {
  it('refuses NUL, other C0 controls, DEL and C1 controls', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(hasForbiddenControlCharacter(`a${c}b`, true)).toBe(true);
    }
  });

  it('allows tab always and line breaks only in multi-line text', () => {
    expect(hasForbiddenControlCharacter('a\tb', false)).toBe(false);
    expect(hasForbiddenControlCharacter('a\nb', false)).toBe(true);
    expect(hasForbiddenControlCharacter('a\r\nb', false)).toBe(true);
    expect(hasForbiddenControlCharacter('a\r\nb', true)).toBe(false);
  });

  it('leaves ordinary text alone, Chinese and emoji included', () => {
    expect(hasForbiddenControlCharacter("张三 O'Brien ¥ 😀 \u00a0", false)).toBe(false);
  });

  it('knows the schemas marked multi-line', () => {
    const text = multiline(z.string());
    expect(isMultilineSchema(text)).toBe(true);
    expect(isMultilineSchema(z.string())).toBe(false);
  });
});
