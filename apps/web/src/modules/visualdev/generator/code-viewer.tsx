import { theme } from 'antd';
import { useMemo } from 'react';
import { highlightTypeScript, type TokenKind } from './highlight-typescript.ts';

const COLOURS: Record<TokenKind, string | undefined> = {
  comment: '#6a737d',
  string: '#22863a',
  number: '#005cc5',
  keyword: '#d73a49',
  plain: undefined,
};

/** A generated file's text, coloured, with line numbers. */
export function CodeViewer({ content }: { content: string }) {
  const { token } = theme.useToken();
  const tokens = useMemo(() => highlightTypeScript(content), [content]);
  const lineCount = content.split('\n').length;
  return (
    <div
      data-testid="code-viewer"
      style={{
        display: 'flex',
        fontFamily: token.fontFamilyCode,
        fontSize: 13,
        lineHeight: '20px',
        background: token.colorFillQuaternary,
        overflow: 'auto',
        height: '100%',
      }}
    >
      <pre
        aria-hidden
        style={{ margin: 0, padding: '8px 12px', textAlign: 'right', color: token.colorTextQuaternary }}
      >
        {Array.from({ length: lineCount }, (_, i) => i + 1).join('\n')}
      </pre>
      <pre style={{ margin: 0, padding: 8, flex: 1 }}>
        <code>
          {tokens.map((part, i) => (
            // Tokens never move: their index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <span key={i} data-token={part.kind} style={{ color: COLOURS[part.kind] }}>
              {part.text}
            </span>
          ))}
        </code>
      </pre>
    </div>
  );
}
