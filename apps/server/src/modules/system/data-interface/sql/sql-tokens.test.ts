import { describe, expect, it } from 'vitest';
import { refusalOf } from './sql-refusal-testing.ts';
import { singleStatement, tokenizeSql } from './sql-tokens.ts';

describe('tokenizeSql', () => {
  it('keeps quoted text, identifiers, dollar quotes and comments apart from code', () => {
    const sql = `SELECT 'a;''b', E'c\\';d', "x;""y", $t$ ; $x$ $t$, $$;$$ -- ; tail
/* ; /* nested */ ; */ FROM t`;
    const kinds = tokenizeSql(sql, 'postgres').map((piece) => piece.kind);
    expect(kinds).not.toContain('semicolon');
    expect(
      tokenizeSql(sql, 'postgres')
        .map((piece) => piece.text)
        .join(''),
    ).toBe(sql);
  });

  it('reads MySQL backticks, backslash escapes and # comments', () => {
    const sql = "SELECT `a;``b`, 'it\\'s;' # ; note\nFROM t";
    expect(tokenizeSql(sql, 'mysql').some((piece) => piece.kind === 'semicolon')).toBe(false);
  });

  it('treats $1 as code, not the start of a dollar quote', () => {
    expect(tokenizeSql('SELECT $1; SELECT 2', 'postgres').filter((p) => p.kind === 'semicolon')).toHaveLength(
      1,
    );
  });
});

describe('singleStatement', () => {
  it('allows one statement with a trailing semicolon and comments', () => {
    const pieces = singleStatement('SELECT 1; -- done\n ; /* end */', 'postgres');
    expect(pieces.map((piece) => piece.text).join('')).toBe('SELECT 1');
  });

  it.each([
    ['SELECT 1; DELETE FROM t', 'multipleStatements'],
    ["SELECT 'a'; DROP TABLE t; --'", 'multipleStatements'],
    ['SELECT $a$ x $a$; UPDATE t SET a = 1', 'multipleStatements'],
    ['   ', 'empty'],
    ['-- only a comment', 'empty'],
    ["SELECT 'open", 'unterminated'],
    ['SELECT $tag$ never closed', 'unterminated'],
    ['SELECT 1 /* open', 'unterminated'],
    ['DELETE FROM t', 'notSelect'],
    ["COPY t TO PROGRAM 'x'", 'notSelect'],
    ['SET ROLE none', 'notSelect'],
  ])('refuses %j (%s)', (sql, key) => {
    expect(refusalOf(() => singleStatement(sql, 'postgres'))).toBe(`dataInterfaceSql.${key}`);
  });

  it('accepts queries starting with WITH, VALUES, a parenthesis or a comment', () => {
    for (const sql of [
      'WITH a AS (SELECT 1) SELECT * FROM a',
      'VALUES (1)',
      '(SELECT 1)',
      '/* x */ SELECT 1',
    ]) {
      expect(refusalOf(() => singleStatement(sql, 'postgres'))).toBeUndefined();
    }
  });

  it('splits MySQL text by its own quoting rules', () => {
    expect(refusalOf(() => singleStatement("SELECT 'a\\'; DROP TABLE t; -- '", 'mysql'))).toBeUndefined();
    expect(refusalOf(() => singleStatement("SELECT 'a\\'; DROP TABLE t; -- '", 'postgres'))).toBe(
      'dataInterfaceSql.multipleStatements',
    );
  });
});
