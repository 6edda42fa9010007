/*
 * A small token colouriser for the generated TypeScript and TSX: comments, strings (with template
 * literals), numbers and keywords; everything else is plain text. It only colours: the text of the
 * tokens joined is always the input.
 */

export type TokenKind = 'comment' | 'string' | 'number' | 'keyword' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = new Set(
  (
    'as async await boolean break case catch class const continue declare default delete do else enum export ' +
    'extends false finally for from function if import in instanceof interface let module new null number ' +
    'of return string switch this throw true try type typeof undefined var void while'
  ).split(' '),
);

/** One alternative per kind, in this order; `plain` takes what none of them starts. */
const TOKEN =
  /(\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$))|('(?:\\.|[^'\\\n])*'?|"(?:\\.|[^"\\\n])*"?|`(?:\\[\s\S]|[^`\\])*`?)|(\b\d[\d_]*(?:\.\d+)?\b)|([A-Za-z_$][\w$]*)/g;

export function highlightTypeScript(source: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens[tokens.length - 1];
    if (last && last.kind === kind) last.text += text;
    else if (text) tokens.push({ kind, text });
  };
  let at = 0;
  for (const match of source.matchAll(TOKEN)) {
    push('plain', source.slice(at, match.index));
    const [text, comment, string, number, word] = match;
    if (comment) push('comment', text);
    else if (string) push('string', text);
    else if (number) push('number', text);
    else push(word && KEYWORDS.has(word) ? 'keyword' : 'plain', text);
    at = match.index + text.length;
  }
  push('plain', source.slice(at));
  return tokens;
}
