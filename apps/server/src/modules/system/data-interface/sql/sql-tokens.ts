import { badRequest } from '../../../../http/app-error.ts';
import type { SourceDialect } from '../../data-source/source-client.ts';

/**
 * A piece of SQL text. Only `code` pieces may be rewritten (placeholders, variables); quoted text,
 * identifiers and comments are copied unchanged, so a `{field}` inside them stays literal.
 */
export interface SqlPiece {
  kind: 'code' | 'quoted' | 'comment' | 'semicolon';
  text: string;
}

const DOLLAR_TAG = /^\$([A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/;

/** Index just past a quote that ends at `close`; a doubled close quote is an escaped one. */
function endOfQuoted(sql: string, start: number, close: string, backslashEscapes: boolean): number {
  let i = start + 1;
  while (i < sql.length) {
    const c = sql[i];
    if (backslashEscapes && c === '\\') {
      i += 2;
      continue;
    }
    if (c === close) {
      if (sql[i + 1] === close) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  throw badRequest('dataInterfaceSql.unterminated');
}

function endOfBlockComment(sql: string, start: number, isNested: boolean): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith('/*', i)) {
      depth = isNested ? depth + 1 : 1;
      i += 2;
    } else if (sql.startsWith('*/', i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  throw badRequest('dataInterfaceSql.unterminated');
}

/** Where the quoted or comment piece starting at `i` ends, or -1 when `i` starts plain code. */
function endOfSpecial(
  sql: string,
  i: number,
  dialect: SourceDialect,
): { end: number; kind: SqlPiece['kind'] } | -1 {
  const c = sql[i];
  const isMysql = dialect === 'mysql';
  if (c === '-' && sql[i + 1] === '-') {
    const newline = sql.indexOf('\n', i);
    return { end: newline === -1 ? sql.length : newline, kind: 'comment' };
  }
  if (isMysql && c === '#') {
    const newline = sql.indexOf('\n', i);
    return { end: newline === -1 ? sql.length : newline, kind: 'comment' };
  }
  if (c === '/' && sql[i + 1] === '*') return { end: endOfBlockComment(sql, i, !isMysql), kind: 'comment' };
  if (c === "'") return { end: endOfQuoted(sql, i, "'", isMysql), kind: 'quoted' };
  if (c === '"') return { end: endOfQuoted(sql, i, '"', isMysql), kind: 'quoted' };
  if (isMysql && c === '`') return { end: endOfQuoted(sql, i, '`', false), kind: 'quoted' };
  if (!isMysql && (c === 'E' || c === 'e') && sql[i + 1] === "'" && !/[\w$]/.test(sql[i - 1] ?? '')) {
    return { end: endOfQuoted(sql, i + 1, "'", true), kind: 'quoted' };
  }
  if (!isMysql && c === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
    const tag = DOLLAR_TAG.exec(sql.slice(i, i + 64));
    if (tag) {
      const close = sql.indexOf(tag[0], i + tag[0].length);
      if (close === -1) throw badRequest('dataInterfaceSql.unterminated');
      return { end: close + tag[0].length, kind: 'quoted' };
    }
  }
  return -1;
}

/** Splits SQL into code, quoted text, comments and semicolons, as the database's own lexer would. */
export function tokenizeSql(sql: string, dialect: SourceDialect): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let code = '';
  const flush = () => {
    if (code) pieces.push({ kind: 'code', text: code });
    code = '';
  };
  let i = 0;
  while (i < sql.length) {
    if (sql[i] === ';') {
      flush();
      pieces.push({ kind: 'semicolon', text: ';' });
      i += 1;
      continue;
    }
    const special = endOfSpecial(sql, i, dialect);
    if (special === -1) {
      code += sql[i];
      i += 1;
      continue;
    }
    flush();
    pieces.push({ kind: special.kind, text: sql.slice(i, special.end) });
    i = special.end;
  }
  flush();
  return pieces;
}

const isBlank = (piece: SqlPiece) =>
  piece.kind === 'comment' || (piece.kind === 'code' && !piece.text.trim());

/** The words a read statement may start with; anything else (SET, DO, CALL, COPY…) is refused up front. */
const READ_STATEMENT_START = /^\s*(\(\s*)*(select|with|values|table)\b/i;

/**
 * Exactly one statement: a trailing semicolon (with comments or blanks after it) is dropped, a second
 * statement is refused. Returns the statement's pieces without the semicolon.
 */
export function singleStatement(sql: string, dialect: SourceDialect): SqlPiece[] {
  const pieces = tokenizeSql(sql, dialect);
  const semicolon = pieces.findIndex((piece) => piece.kind === 'semicolon');
  const statement = semicolon === -1 ? pieces : pieces.slice(0, semicolon);
  if (semicolon !== -1 && !pieces.slice(semicolon + 1).every((p) => p.kind === 'semicolon' || isBlank(p))) {
    throw badRequest('dataInterfaceSql.multipleStatements');
  }
  if (statement.every(isBlank)) throw badRequest('dataInterfaceSql.empty');
  const leadingCode = statement.map((piece) => (piece.kind === 'comment' ? ' ' : piece.text)).join('');
  if (!READ_STATEMENT_START.test(leadingCode)) throw badRequest('dataInterfaceSql.notSelect');
  return statement;
}
