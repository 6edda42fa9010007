import { describe, expect, it } from 'vitest';
import { highlightTypeScript } from './highlight-typescript.ts';

describe('highlightTypeScript', () => {
  it('colours comments, strings, numbers and keywords and keeps the text', () => {
    const source = "// note\nexport const a = 'x // not a comment' + 12; /* b */ const t = `y`;";
    const tokens = highlightTypeScript(source);
    expect(tokens.map((token) => token.text).join('')).toBe(source);
    expect(tokens.filter((token) => token.kind === 'comment').map((token) => token.text)).toEqual([
      '// note',
      '/* b */',
    ]);
    expect(tokens.filter((token) => token.kind === 'string').map((token) => token.text)).toEqual([
      "'x // not a comment'",
      '`y`',
    ]);
    expect(tokens.find((token) => token.kind === 'number')?.text).toBe('12');
    expect(tokens.filter((token) => token.kind === 'keyword').map((token) => token.text)).toEqual([
      'export',
      'const',
      'const',
    ]);
  });

  it('keeps an unclosed comment or string as one token', () => {
    expect(highlightTypeScript("a '\n/* open")).toEqual([
      { kind: 'plain', text: 'a ' },
      { kind: 'string', text: "'" },
      { kind: 'plain', text: '\n' },
      { kind: 'comment', text: '/* open' },
    ]);
  });
});
