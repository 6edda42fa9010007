import type { FormEngineMessageKey, MessageParams } from '../messages.ts';
import type { ExpressionItem } from '../schema/form-schema.ts';

/*
 * Calculated-field expressions: our own tokenizer and recursive-descent parser; nothing is ever handed to
 * eval or Function.
 *
 * Grammar (whitespace between tokens is ignored in the text form):
 *   expression := term (('+' | '-') term)*
 *   term       := unary (('×' | '÷' | '*' | '/') unary)*
 *   unary      := '-' unary | primary
 *   primary    := number | reference | '(' expression ')'
 *   number     := digits ['.' digits] | '.' digits
 *   reference  := '{' name ['.' name] '}'          (text form)
 *              |  {"__vModel__": "name[.name]"}    (the original designer's token array)
 *
 * A reference `table.column` names a column of a sub-table. The original designer stores an expression as
 * an array of tokens where digits typed one key at a time are separate items (['1', '2', '.', '5'] is
 * 12.5); adjacent digit items are joined the same way here.
 */

export type BinaryOperator = '+' | '-' | '*' | '/';

export type ExpressionNode =
  | { type: 'number'; value: number }
  | { type: 'reference'; name: string; table?: string; column?: string }
  | { type: 'negate'; operand: ExpressionNode }
  | { type: 'binary'; operator: BinaryOperator; left: ExpressionNode; right: ExpressionNode };

export type ExpressionSource = string | ReadonlyArray<ExpressionItem>;

export interface ExpressionError {
  key: FormEngineMessageKey;
  params: MessageParams;
}

export type ParseResult = { ok: true; ast: ExpressionNode } | { ok: false; error: ExpressionError };

type Token =
  | { type: 'number'; value: number; text: string; position: number }
  | { type: 'reference'; name: string; text: string; position: number }
  | { type: 'operator'; operator: BinaryOperator; text: string; position: number }
  | { type: 'open' | 'close'; text: string; position: number };

const OPERATORS: Record<string, BinaryOperator> = {
  '+': '+',
  '-': '-',
  '×': '*',
  '*': '*',
  '÷': '/',
  '/': '/',
};
const NUMBER_TEXT = /^(?:\d+(?:\.\d+)?|\.\d+)$/;
const NAME_TEXT = /^[\p{L}\p{N}_$-]+(?:\.[\p{L}\p{N}_$-]+)?$/u;

class ExpressionSyntaxError extends Error {
  constructor(readonly detail: ExpressionError) {
    super(detail.key);
  }
}

const fail = (key: FormEngineMessageKey, params: MessageParams = {}): never => {
  throw new ExpressionSyntaxError({ key, params });
};

function numberToken(text: string, position: number): Token {
  if (!NUMBER_TEXT.test(text)) fail('formEngine.expression.unexpectedToken', { position, token: text });
  return { type: 'number', value: Number(text), text, position };
}

function referenceToken(name: string, position: number): Token {
  const trimmed = name.trim();
  if (!NAME_TEXT.test(trimmed))
    fail('formEngine.expression.unexpectedToken', { position, token: `{${name}}` });
  return { type: 'reference', name: trimmed, text: `{${trimmed}}`, position };
}

function symbolToken(char: string, position: number): Token | undefined {
  if (char === '(' || char === '（') return { type: 'open', text: '(', position };
  if (char === ')' || char === '）') return { type: 'close', text: ')', position };
  const operator = OPERATORS[char];
  return operator ? { type: 'operator', operator, text: char, position } : undefined;
}

/** Splits the text form; positions are 1-based character columns. */
function tokenizeText(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    const position = i + 1;
    if (/\s/.test(char)) {
      i++;
    } else if (/[\d.]/.test(char)) {
      let end = i;
      while (end < text.length && /[\d.]/.test(text[end])) end++;
      tokens.push(numberToken(text.slice(i, end), position));
      i = end;
    } else if (char === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) fail('formEngine.expression.unbalancedBrackets');
      tokens.push(referenceToken(text.slice(i + 1, end), position));
      i = end + 1;
    } else {
      const token = symbolToken(char, position);
      if (!token) fail('formEngine.expression.invalidCharacter', { position, token: char });
      tokens.push(token as Token);
      i++;
    }
  }
  return tokens;
}

/** Reads the original's token array; positions are 1-based item numbers. */
function tokenizeItems(items: ReadonlyArray<ExpressionItem>): Token[] {
  const tokens: Token[] = [];
  let digits = '';
  let digitsAt = 0;
  const flushDigits = () => {
    if (digits !== '') tokens.push(numberToken(digits, digitsAt));
    digits = '';
  };
  items.forEach((item, index) => {
    const position = index + 1;
    if (typeof item === 'number') {
      if (!Number.isFinite(item))
        fail('formEngine.expression.unexpectedToken', { position, token: String(item) });
      flushDigits();
      tokens.push({ type: 'number', value: item, text: String(item), position });
      return;
    }
    if (typeof item === 'object') {
      flushDigits();
      tokens.push(referenceToken(item.__vModel__, position));
      return;
    }
    const text = item.trim();
    if (/^[\d.]+$/.test(text)) {
      if (digits === '') digitsAt = position;
      digits += text;
      return;
    }
    flushDigits();
    const token = text.length === 1 ? symbolToken(text, position) : undefined;
    if (!token) fail('formEngine.expression.invalidCharacter', { position, token: item });
    tokens.push(token as Token);
  });
  flushDigits();
  return tokens;
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): ExpressionNode {
    if (this.tokens.length === 0) fail('formEngine.expression.empty');
    this.checkBrackets();
    const ast = this.expression();
    const extra = this.tokens[this.index];
    if (extra) fail('formEngine.expression.unexpectedToken', { position: extra.position, token: extra.text });
    return ast;
  }

  /** Reports unbalanced brackets before any other error, as that is what the designer most likely did. */
  private checkBrackets(): void {
    let depth = 0;
    for (const token of this.tokens) {
      if (token.type === 'open') depth++;
      if (token.type === 'close' && --depth < 0) fail('formEngine.expression.unbalancedBrackets');
    }
    if (depth !== 0) fail('formEngine.expression.unbalancedBrackets');
  }

  private expression(): ExpressionNode {
    return this.leftAssociative(['+', '-'], () => this.term());
  }

  private term(): ExpressionNode {
    return this.leftAssociative(['*', '/'], () => this.unary());
  }

  /** operand (operator operand)*, grouped from the left: 8 - 3 - 2 is (8 - 3) - 2. */
  private leftAssociative(operators: BinaryOperator[], operand: () => ExpressionNode): ExpressionNode {
    let left = operand();
    for (let token = this.peekOperator(...operators); token; token = this.peekOperator(...operators)) {
      this.index++;
      left = { type: 'binary', operator: token.operator, left, right: operand() };
    }
    return left;
  }

  private unary(): ExpressionNode {
    if (this.peekOperator('-')) {
      this.index++;
      return { type: 'negate', operand: this.unary() };
    }
    return this.primary();
  }

  private primary(): ExpressionNode {
    const token = this.tokens[this.index];
    if (!token) return fail('formEngine.expression.unexpectedEnd');
    this.index++;
    switch (token.type) {
      case 'number':
        return { type: 'number', value: token.value };
      case 'reference': {
        const [table, column] = token.name.split('.');
        return column === undefined
          ? { type: 'reference', name: token.name }
          : { type: 'reference', name: token.name, table, column };
      }
      case 'open': {
        const inner = this.expression();
        const close = this.tokens[this.index];
        if (close?.type !== 'close') {
          return close
            ? fail('formEngine.expression.unexpectedToken', { position: close.position, token: close.text })
            : fail('formEngine.expression.unbalancedBrackets');
        }
        this.index++;
        return inner;
      }
      default:
        return fail('formEngine.expression.unexpectedToken', { position: token.position, token: token.text });
    }
  }

  private peekOperator(...operators: BinaryOperator[]) {
    const token = this.tokens[this.index];
    return token?.type === 'operator' && operators.includes(token.operator) ? token : undefined;
  }
}

/** Parses an expression in either form; a syntax error comes back as a message key with its values. */
export function parseExpression(source: ExpressionSource): ParseResult {
  try {
    const tokens = typeof source === 'string' ? tokenizeText(source) : tokenizeItems(source);
    return { ok: true, ast: new Parser(tokens).parse() };
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return { ok: false, error: error.detail };
    throw error;
  }
}

/** The field names an expression reads, in first-use order: `price`, or `items.amount` for a column. */
export function expressionReferences(ast: ExpressionNode): string[] {
  const names = new Set<string>();
  const visit = (node: ExpressionNode): void => {
    if (node.type === 'reference') names.add(node.name);
    else if (node.type === 'negate') visit(node.operand);
    else if (node.type === 'binary') {
      visit(node.left);
      visit(node.right);
    }
  };
  visit(ast);
  return [...names];
}
